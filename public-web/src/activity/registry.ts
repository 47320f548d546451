import {
  ACTIVITY_KINDS,
  activityKind,
  type ActivityKind,
  type ActivityKindInfo,
  type Locale,
  type OrganizerUploadKind,
  OWNER_TYPES,
  PROJECT_LIMITS,
  PROJECT_LIST_STATES,
  PROJECT_SORTS,
  PAY_KINDS,
  TASK_FOR,
  TASK_SORTS,
  TASK_WHEN,
  VACANCY_KINDS,
  VACANCY_SORTS,
  localized,
} from '@hashar/common';
import type { Request } from '../api/events';
import type { MyDetail, MyInput } from '../api/organizer';
import type { MessageKey } from '../i18n';
import type { KindForm } from './activityForm';
import { EVENT_PARTS } from './kinds/event';
import { eventForm, type EventValues } from './kinds/eventForm';
import { VISIT_PARTS } from './kinds/visit';
import { visitForm, type VisitValues } from './kinds/visitForm';
import { PROJECT_PARTS } from './kinds/project';
import { projectForm, type ProjectValues } from './kinds/projectForm';
import { TASK_PARTS } from './kinds/task';
import { taskForm, type TaskValues } from './kinds/taskForm';
import { tasksApi } from '../api/tasks';
import { VACANCY_PARTS } from './kinds/vacancy';
import { vacancyForm, type VacancyValues } from './kinds/vacancyForm';
import type { KindParts } from './shapes';

/**
 * The public site's side of the activity registry (the shared part is common/activities.ts):
 * per kind, the catalogue keys of its texts and the parts its pages use. Pages that differ per
 * kind read the entry instead of testing the kind; a new kind is a new entry here.
 */
/** A choice of a kind's public list (a filter or the sort), kept in the query string under `param`. */
export interface ListSelect {
  param: string;
  label: MessageKey;
  /** The first option, meaning "no filter" (absent for the sort: its first option is the default). */
  all?: MessageKey;
  /** Fixed options. */
  options?: readonly { value: string; label: MessageKey }[];
  /** Options from the API (the admin's task categories): their values and names in the page's language. */
  source?: (request: Request, locale: Locale, signal: AbortSignal) => Promise<{ value: string; label: string }[]>;
}

/** The public list page of a kind with a list of its own (activity/ActivityListPage.tsx). */
export interface ListConfig {
  title: MessageKey;
  /** A line under the title. */
  intro?: MessageKey;
  /** The count line, a plural message with {count}. */
  found: MessageKey;
  empty: MessageKey;
  /** Its own filters and the sort, after the text, directions and region every list has. */
  selects: readonly ListSelect[];
}

/** Each kind's owner form values: the base values and the kind's own (activity/kinds/<kind>Form.ts). */
export interface ActivityFormValues {
  event: EventValues;
  visit: VisitValues;
  project: ProjectValues;
  task: TaskValues;
  vacancy: VacancyValues;
}

/** A kind's owner form: its values, common's input and detail types of the kind. */
export type ActivityKindForm<K extends ActivityKind> = KindForm<ActivityFormValues[K], MyInput<K>, MyDetail<K>>;

export interface ActivityUi<K extends ActivityKind = ActivityKind> {
  /** The shared facts: pages, API collection, hasSessions / hasDates / hasDocuments / hasSeries. */
  info: ActivityKindInfo;
  /** Its owner form: fields in page order, empty, from a saved item, the body it sends, its checks. */
  form: ActivityKindForm<K>;
  /** What its cover is uploaded as. */
  coverUpload: Extract<OrganizerUploadKind, `${string}-cover`>;
  /** The cover's recommended size when it is not the events' (spec §9: projects 350×270). */
  coverRecommended?: { width: number; height: number };
  /** The public list's query that opens this kind ('' for the list's first tab). */
  listSearch: string;
  /** The test ids of its card and its public page (the browser tests find them by these). */
  testIds: { card: string; view: string };
  /** Its own lines of the card and of the public page's facts (activity/kinds/<kind>.tsx). */
  parts: KindParts;
  /** Its public list page, when it has one of its own (events and visit offers share the events page). */
  list?: ListConfig;
  /** Catalogue keys: the owner's pages (organizer area), favorites (events area), its name (volunteer area). */
  texts: {
    ownTitle: MessageKey;
    ownCreate: MessageKey;
    ownEmpty: MessageKey;
    ownOnly: MessageKey;
    /** A line under the owner's list title, if the kind has one. */
    ownLead: MessageKey | null;
    favorites: MessageKey;
    favoritesEmpty: MessageKey;
    favoritesBrowse: MessageKey;
    name: MessageKey;
    /** The public page's tab title while it loads (events area). */
    viewTitle: MessageKey;
    /** A line above the description of its public page, if the kind has one. */
    viewNote: MessageKey | null;
  };
}

export const ACTIVITY_UI: { readonly [K in ActivityKind]: ActivityUi<K> } = {
  event: {
    info: activityKind('event'),
    form: eventForm,
    coverUpload: 'event-cover',
    listSearch: '',
    testIds: { card: 'event-card', view: 'event-view' },
    parts: EVENT_PARTS,
    texts: {
      ownTitle: 'organizer.events.title',
      ownCreate: 'organizer.events.create',
      ownEmpty: 'organizer.events.empty',
      ownOnly: 'organizer.events.only',
      ownLead: null,
      favorites: 'events.favorites.events',
      favoritesEmpty: 'events.favorites.emptyEvents',
      favoritesBrowse: 'events.favorites.browse',
      name: 'volunteer.kind.event',
      viewTitle: 'events.event.title',
      viewNote: null,
    },
  },
  visit: {
    info: activityKind('visit'),
    form: visitForm,
    coverUpload: 'visit-cover',
    listSearch: '?tab=visits',
    testIds: { card: 'visit-card', view: 'visit-view' },
    parts: VISIT_PARTS,
    texts: {
      ownTitle: 'organizer.visits.title',
      ownCreate: 'organizer.visits.create',
      ownEmpty: 'organizer.visits.empty',
      ownOnly: 'organizer.visits.only',
      ownLead: 'organizer.visits.lead',
      favorites: 'events.favorites.visits',
      favoritesEmpty: 'events.favorites.emptyVisits',
      favoritesBrowse: 'events.favorites.browseVisits',
      name: 'volunteer.kind.visit',
      viewTitle: 'events.visit.title',
      viewNote: 'events.visit.about',
    },
  },
  project: {
    info: activityKind('project'),
    form: projectForm,
    coverUpload: 'project-cover',
    coverRecommended: PROJECT_LIMITS.coverRecommended,
    listSearch: '',
    testIds: { card: 'project-card', view: 'project-view' },
    list: {
      title: 'events.projects.title',
      intro: 'events.projects.intro',
      found: 'events.projects.found',
      empty: 'events.projects.empty',
      // Texts from the projects area (pageLoaders.ts loads it with the kind's pages).
      selects: [
        {
          param: 'state',
          label: 'projects.state',
          all: 'projects.state.all',
          options: PROJECT_LIST_STATES.map((value) => ({ value, label: `projects.state.${value}` as const })),
        },
        {
          param: 'ownerKind',
          label: 'projects.ownerKind',
          all: 'projects.ownerKind.all',
          options: OWNER_TYPES.map((value) => ({ value, label: `projects.ownerKind.${value}` as const })),
        },
        {
          param: 'sort',
          label: 'projects.sort',
          options: PROJECT_SORTS.map((value) => ({ value, label: `projects.sort.${value}` as const })),
        },
      ],
    },
    parts: PROJECT_PARTS,
    texts: {
      ownTitle: 'organizer.projects.title',
      ownCreate: 'organizer.projects.create',
      ownEmpty: 'organizer.projects.empty',
      ownOnly: 'organizer.projects.only',
      ownLead: null,
      favorites: 'events.favorites.projects',
      favoritesEmpty: 'events.favorites.emptyProjects',
      favoritesBrowse: 'events.favorites.browseProjects',
      name: 'volunteer.kind.project',
      viewTitle: 'events.project.title',
      viewNote: null,
    },
  },
  task: {
    info: activityKind('task'),
    form: taskForm,
    coverUpload: 'task-cover',
    listSearch: '',
    testIds: { card: 'task-card', view: 'task-view' },
    list: {
      title: 'events.tasks.title',
      intro: 'events.tasks.intro',
      found: 'events.tasks.found',
      empty: 'events.tasks.empty',
      // Texts from the tasks area (pageLoaders.ts loads it with the kind's pages); a pro bono volunteer's categories come first from the API.
      selects: [
        {
          param: 'for',
          label: 'tasks.for',
          all: 'tasks.for.all',
          options: TASK_FOR.map((value) => ({ value, label: `tasks.for.${value}` as const })),
        },
        {
          param: 'category',
          label: 'tasks.category',
          all: 'tasks.category.all',
          source: (request, locale, signal) =>
            tasksApi
              .categories(request, signal)
              .then((items) => items.map((c) => ({ value: String(c.id), label: localized(locale, c.nameRu, c.nameUz) }))),
        },
        {
          param: 'online',
          label: 'tasks.online',
          all: 'tasks.online.all',
          options: [
            { value: 'true', label: 'tasks.online.true' },
            { value: 'false', label: 'tasks.online.false' },
          ],
        },
        { param: 'when', label: 'tasks.when', options: TASK_WHEN.map((value) => ({ value, label: `tasks.when.${value}` as const })) },
        { param: 'sort', label: 'tasks.sort', options: TASK_SORTS.map((value) => ({ value, label: `tasks.sort.${value}` as const })) },
      ],
    },
    parts: TASK_PARTS,
    texts: {
      ownTitle: 'organizer.tasks.title',
      ownCreate: 'organizer.tasks.create',
      ownEmpty: 'organizer.tasks.empty',
      ownOnly: 'organizer.tasks.only',
      ownLead: null,
      favorites: 'events.favorites.tasks',
      favoritesEmpty: 'events.favorites.emptyTasks',
      favoritesBrowse: 'events.favorites.browseTasks',
      name: 'volunteer.kind.task',
      viewTitle: 'events.task.title',
      viewNote: null,
    },
  },
  vacancy: {
    info: activityKind('vacancy'),
    form: vacancyForm,
    coverUpload: 'vacancy-cover',
    listSearch: '',
    testIds: { card: 'vacancy-card', view: 'vacancy-view' },
    list: {
      title: 'events.vacancies.title',
      intro: 'events.vacancies.intro',
      found: 'events.vacancies.found',
      empty: 'events.vacancies.empty',
      // Texts from the vacancies area (pageLoaders.ts loads it with the kind's pages); trainees get internships first from the API.
      selects: [
        {
          param: 'vacancyKind',
          label: 'vacancies.kind',
          all: 'vacancies.kind.all',
          options: VACANCY_KINDS.map((value) => ({ value, label: `vacancies.kind.${value}` as const })),
        },
        {
          param: 'pay',
          label: 'vacancies.pay',
          all: 'vacancies.pay.all',
          options: PAY_KINDS.map((value) => ({ value, label: `vacancies.pay.${value}` as const })),
        },
        {
          param: 'remote',
          label: 'vacancies.remote',
          all: 'vacancies.remote.all',
          options: [
            { value: 'true', label: 'vacancies.remote.true' },
            { value: 'false', label: 'vacancies.remote.false' },
          ],
        },
        {
          param: 'sort',
          label: 'vacancies.sort',
          options: VACANCY_SORTS.map((value) => ({ value, label: `vacancies.sort.${value}` as const })),
        },
      ],
    },
    parts: VACANCY_PARTS,
    texts: {
      ownTitle: 'organizer.vacancies.title',
      ownCreate: 'organizer.vacancies.create',
      ownEmpty: 'organizer.vacancies.empty',
      ownOnly: 'organizer.vacancies.only',
      ownLead: null,
      favorites: 'events.favorites.vacancies',
      favoritesEmpty: 'events.favorites.emptyVacancies',
      favoritesBrowse: 'events.favorites.browseVacancies',
      name: 'volunteer.kind.vacancy',
      viewTitle: 'events.vacancy.title',
      viewNote: null,
    },
  },
};

/** The public site's entry of a kind. */
export function activityUi<K extends ActivityKind>(kind: K): ActivityUi<K> {
  return ACTIVITY_UI[kind];
}

/** Every kind's entry, in registry order. */
export const ACTIVITY_UIS: readonly ActivityUi[] = ACTIVITY_KINDS.map(activityUi);
