import type { AdminResource } from './admin';
import { EVENT_LIMITS } from './events';
import { PROJECT_LIMITS } from './projects';
import type { Action } from './roles';
import type { ApplicationAction } from './statuses';
import type { PageName } from './sitemap';
import { TASK_LIMITS } from './tasks';

/**
 * The activity registry's shared part: one entry per kind of activity (events, standing visit
 * offers; projects, tasks and vacancies next). Code that differs per kind reads its entry here
 * (or the API's side of the registry) instead of testing the kind. docs/activities.md.
 */
export const ACTIVITY_KINDS = ['event', 'visit', 'project', 'task', 'vacancy'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** Who may own an activity (and the hours records of its volunteers). */
export const OWNER_TYPES = ['organization', 'user', 'group'] as const;
export type OwnerType = (typeof OWNER_TYPES)[number];

export interface ActivityKindInfo {
  kind: ActivityKind;
  /** Pages (names in PAGE_PATHS): the public list and item, the owner's list, create and edit forms. */
  pages: { list: PageName; view: PageName; own: PageName; create: PageName; edit: PageName };
  /** API collection: public GET /api/<api>[/:id], the owner's /api/my/<api>. */
  api: string;
  /** Its moderation queue in the back office (/admin/<adminResource>, /api/admin/<adminResource>). */
  adminResource: AdminResource;
  /** Policy actions: who may create one, who may apply to one. */
  createAction: Action;
  applyAction: Action;
  /** Who may own one. */
  owners: readonly OwnerType[];
  /** Volunteers apply to one of its sessions (shifts) rather than to the activity itself. */
  hasSessions: boolean;
  /** It runs between a start and an end (lifecycle recruiting → in progress → completed). */
  hasDates: boolean;
  /** It carries documents (PDF, DOC…) besides its cover. */
  hasDocuments: boolean;
  /** It may belong to a series (events/view-group). */
  hasSeries: boolean;
  /** The owner's moves on an application, in the order the CRM offers them (APPLICATION_TRANSITIONS). */
  decisions: readonly ApplicationAction[];
  /** Most hours one application may be credited (verify; the API and the CRM's dialog check it). */
  hoursMax: number;
}

/** Decisions on applications to events, visits and projects: accept or reject, mark attended, verify hours. */
const PARTICIPATION_DECISIONS = ['accept', 'reject', 'attend', 'verify'] as const satisfies readonly ApplicationAction[];

export const ACTIVITY_REGISTRY: Readonly<Record<ActivityKind, ActivityKindInfo>> = {
  event: {
    kind: 'event',
    pages: { list: 'events', view: 'eventView', own: 'profileEvents', create: 'profileEventCreate', edit: 'profileEventEdit' },
    api: 'events',
    adminResource: 'events',
    createAction: 'event.create',
    applyAction: 'event.apply',
    owners: ['organization'],
    hasSessions: true,
    hasDates: true,
    hasDocuments: true,
    hasSeries: true,
    decisions: PARTICIPATION_DECISIONS,
    hoursMax: EVENT_LIMITS.hoursMax,
  },
  visit: {
    kind: 'visit',
    pages: { list: 'events', view: 'visitView', own: 'profileMyvisit', create: 'profileMyvisitCreate', edit: 'profileMyvisitEdit' },
    api: 'visits',
    adminResource: 'visits',
    createAction: 'visit.create',
    applyAction: 'event.apply',
    owners: ['organization', 'group'],
    hasSessions: true,
    hasDates: false,
    hasDocuments: false,
    hasSeries: false,
    decisions: PARTICIPATION_DECISIONS,
    hoursMax: EVENT_LIMITS.hoursMax,
  },
  project: {
    kind: 'project',
    pages: {
      list: 'projects',
      view: 'projectView',
      own: 'profileProjects',
      create: 'profileProjectCreate',
      edit: 'profileProjectEdit',
    },
    api: 'projects',
    adminResource: 'projects',
    createAction: 'project.create',
    applyAction: 'project.apply',
    owners: ['organization', 'user', 'group'],
    hasSessions: false,
    hasDates: true,
    hasDocuments: true,
    hasSeries: false,
    decisions: PARTICIPATION_DECISIONS,
    hoursMax: PROJECT_LIMITS.hoursMax,
  },
  task: {
    kind: 'task',
    pages: { list: 'tasks', view: 'taskView', own: 'profileTasks', create: 'profileTaskCreate', edit: 'profileTaskEdit' },
    api: 'tasks',
    adminResource: 'tasks',
    createAction: 'task.create',
    applyAction: 'task.apply',
    owners: ['organization', 'group'],
    hasSessions: false,
    hasDates: false,
    hasDocuments: false,
    hasSeries: false,
    /** Picking performers; hours are verified when the owner accepts the result (tasks.ts). */
    decisions: ['accept', 'reject'],
    hoursMax: TASK_LIMITS.hoursMax,
  },
  vacancy: {
    kind: 'vacancy',
    pages: {
      list: 'vacancies',
      view: 'vacancyView',
      own: 'profileVacancies',
      create: 'profileVacancyCreate',
      edit: 'profileVacancyEdit',
    },
    api: 'vacancies',
    adminResource: 'vacancy',
    createAction: 'vacancy.create',
    applyAction: 'vacancy.apply',
    owners: ['organization', 'group'],
    hasSessions: false,
    hasDates: false,
    hasDocuments: false,
    hasSeries: false,
    /** The hiring pipeline: applied → shortlisted → interview → accepted | rejected. */
    decisions: ['shortlist', 'interview', 'accept', 'reject'],
    /** Vacancies verify no hours (no `verify` decision): an event's bound stands for the unused limit. */
    hoursMax: EVENT_LIMITS.hoursMax,
  },
};

/** The entry of a kind. */
export function activityKind(kind: ActivityKind): ActivityKindInfo {
  return ACTIVITY_REGISTRY[kind];
}
