import {
  fromTashkentInput,
  toTashkentInput,
  type ActivityKind,
  type ActivityInputBase,
  type EventDetail,
  type EventInput,
  type PayKind,
  type ProjectDetail,
  type ProjectInput,
  type TaskDetail,
  type TaskInput,
  type VacancyDetail,
  type VacancyInput,
  type VacancyKind,
  type VisitDetail,
  type VisitInput,
  uploadKeyOf,
} from '@hashar/common';
import type { FieldErrors } from '../components/forms/validation';
import type { MyInput } from '../api/organizer';
import { newSession, sessionRows, type SessionRow } from './sessionRows';

/** An uploaded file the form holds: the storage key it sends and what it shows. */
export interface HeldFile {
  key: string;
  name: string;
  url: string;
  size?: number;
}

/** The event / visit form as the inputs hold it (strings for text, number and date inputs). */
export interface ActivityValues {
  titleRu: string;
  titleUz: string;
  descriptionRu: string;
  descriptionUz: string;
  directionIds: number[];
  /** '' for 'Выберите Ваш регион' (null), else the city id. */
  regionId: string;
  addressRu: string;
  addressUz: string;
  isOnline: boolean;
  /** datetime-local values (Tashkent time). */
  startsAt: string;
  endsAt: string;
  cover: HeldFile | null;
  documents: HeldFile[];
  capacity: string;
  minAge: string;
  skills: string;
  /** '' for no series, else the event group id. */
  groupId: string;
  sessions: SessionRow[];
  /** A vacancy's own fields (VacancyInput): kind, texts, pay, remote, deadline (Tashkent time), places. */
  vacancyKind: VacancyKind;
  dutiesRu: string;
  dutiesUz: string;
  requirementsRu: string;
  requirementsUz: string;
  scheduleRu: string;
  scheduleUz: string;
  pay: PayKind;
  amount: string;
  durationRu: string;
  durationUz: string;
  isRemote: boolean;
  deadline: string;
  places: string;
  /** A project's own fields (ProjectInput): nationwide, goals and how to help (ru, uz); its places are `places`. */
  isNationwide: boolean;
  goalsRu: string;
  goalsUz: string;
  helpRu: string;
  helpUz: string;
  /** A task's own fields (TaskInput): category, skills and expected result (ru, uz), performers, estimated hours; its deadline is `deadline`, online `isOnline`. */
  categoryId: string;
  skillsRu: string;
  skillsUz: string;
  resultRu: string;
  resultUz: string;
  performers: string;
  estimatedHours: string;
}

/** What every kind's form starts with (common's ActivityInputBase): text, directions, place. */
const BASE_FIELDS = ['titleRu', 'titleUz', 'descriptionRu', 'descriptionUz', 'directionIds', 'regionId', 'addressRu', 'addressUz'] as const;

/** A vacancy's own fields, in page order (pages/vacancies/VacancyFields.tsx). */
const VACANCY_FIELDS = [
  'vacancyKind',
  'dutiesRu',
  'dutiesUz',
  'requirementsRu',
  'requirementsUz',
  'scheduleRu',
  'scheduleUz',
  'pay',
  'amount',
  'durationRu',
  'durationUz',
  'isRemote',
  'deadline',
  'places',
] as const;

/** A task's own fields, in page order (pages/tasks/TaskFields.tsx). */
const TASK_FIELDS = ['categoryId', 'skillsRu', 'skillsUz', 'resultRu', 'resultUz', 'deadline', 'performers', 'estimatedHours'] as const;

/** A project's own fields, in page order (pages/projects/ProjectFields.tsx). */
const PROJECT_FIELDS = ['isNationwide', 'goalsRu', 'goalsUz', 'helpRu', 'helpUz', 'places'] as const;

/** Fields of each form, in page order (the focus goes to the first invalid one). */
export const ACTIVITY_FIELDS = {
  event: [...BASE_FIELDS, 'isOnline', 'startsAt', 'endsAt', 'cover', 'documents', 'capacity', 'minAge', 'skills', 'groupId', 'sessions'],
  visit: [...BASE_FIELDS, 'cover', 'sessions'],
  project: [...BASE_FIELDS, 'startsAt', 'endsAt', 'cover', 'documents', ...PROJECT_FIELDS],
  task: [...BASE_FIELDS, 'isOnline', 'cover', ...TASK_FIELDS],
  vacancy: [...BASE_FIELDS, 'cover', ...VACANCY_FIELDS],
} as const satisfies Record<ActivityKind, readonly (keyof ActivityValues)[]>;

export type ActivityField = keyof ActivityValues;
/** Errors by field name; a session's are under `sessions.<index>.<field>`. */
export type ActivityErrors = FieldErrors<string>;

/** An empty form with one empty session. */
export function emptyActivity(): ActivityValues {
  return {
    titleRu: '',
    titleUz: '',
    descriptionRu: '',
    descriptionUz: '',
    directionIds: [],
    regionId: '',
    addressRu: '',
    addressUz: '',
    isOnline: false,
    startsAt: '',
    endsAt: '',
    cover: null,
    documents: [],
    capacity: '',
    minAge: '',
    skills: '',
    groupId: '',
    sessions: [newSession()],
    ...emptyProject,
    ...emptyVacancy,
    ...emptyTask,
  };
}

const emptyTask = {
  categoryId: '',
  skillsRu: '',
  skillsUz: '',
  resultRu: '',
  resultUz: '',
  performers: '1',
  estimatedHours: '',
} as const satisfies Partial<ActivityValues>;

const emptyProject = { isNationwide: false, goalsRu: '', goalsUz: '', helpRu: '', helpUz: '' } as const satisfies Partial<ActivityValues>;

const emptyVacancy = {
  vacancyKind: 'vacancy',
  dutiesRu: '',
  dutiesUz: '',
  requirementsRu: '',
  requirementsUz: '',
  scheduleRu: '',
  scheduleUz: '',
  pay: 'paid',
  amount: '',
  durationRu: '',
  durationUz: '',
  isRemote: false,
  deadline: '',
  places: '',
} as const satisfies Partial<ActivityValues>;

const text = (value: string | null | undefined) => value ?? '';
const numberText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The form filled from a saved event or visit offer (GET /api/my/…/:id). */
export function activityFromDetail(detail: EventDetail | VisitDetail | VacancyDetail | ProjectDetail | TaskDetail): ActivityValues {
  const project = 'isNationwide' in detail ? detail : null;
  const event = 'startsAt' in detail && !project ? (detail as EventDetail) : null;
  const vacancy = 'vacancyKind' in detail ? detail : null;
  const task = 'category' in detail ? detail : null;
  return {
    titleRu: detail.titleRu,
    titleUz: text(detail.titleUz),
    descriptionRu: detail.descriptionRu,
    descriptionUz: text(detail.descriptionUz),
    directionIds: detail.directions.map((d) => d.id),
    regionId: numberText(detail.regionId),
    addressRu: text(detail.addressRu),
    addressUz: text(detail.addressUz),
    isOnline: event?.isOnline ?? task?.isOnline ?? false,
    startsAt: toTashkentInput(event?.startsAt ?? project?.startsAt),
    endsAt: toTashkentInput(event?.endsAt ?? project?.endsAt),
    cover: detail.cover ? { key: uploadKeyOf(detail.cover), name: '', url: detail.cover } : null,
    documents: (event?.documents ?? project?.documents ?? []).map((d) => ({
      key: uploadKeyOf(d.url),
      name: d.name,
      url: d.url,
      size: d.size,
    })),
    capacity: numberText(event?.capacity),
    minAge: numberText(event?.minAge),
    skills: text(event?.skills),
    groupId: numberText(event?.groupId),
    sessions: detail.sessions.length ? sessionRows(detail.sessions) : [newSession()],
    ...(vacancy
      ? {
          vacancyKind: vacancy.vacancyKind,
          dutiesRu: text(vacancy.dutiesRu),
          dutiesUz: text(vacancy.dutiesUz),
          requirementsRu: text(vacancy.requirementsRu),
          requirementsUz: text(vacancy.requirementsUz),
          scheduleRu: text(vacancy.scheduleRu),
          scheduleUz: text(vacancy.scheduleUz),
          pay: vacancy.pay,
          amount: numberText(vacancy.amount),
          durationRu: text(vacancy.durationRu),
          durationUz: text(vacancy.durationUz),
          isRemote: vacancy.isRemote,
          deadline: toTashkentInput(vacancy.deadline),
          places: numberText(vacancy.places),
        }
      : emptyVacancy),
    ...(project
      ? {
          isNationwide: project.isNationwide,
          goalsRu: text(project.goalsRu),
          goalsUz: text(project.goalsUz),
          helpRu: text(project.helpRu),
          helpUz: text(project.helpUz),
          places: numberText(project.places),
        }
      : emptyProject),
    ...(task
      ? {
          categoryId: String(task.category.id),
          skillsRu: text(task.skillsRu),
          skillsUz: text(task.skillsUz),
          resultRu: text(task.resultRu),
          resultUz: text(task.resultUz),
          deadline: toTashkentInput(task.deadline),
          performers: String(task.performers),
          estimatedHours: numberText(task.estimatedHours),
        }
      : emptyTask),
  };
}

/** A whole number from an input, null for empty, NaN for anything else. */
export function integerOf(value: string): number | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : NaN;
}

const optionalText = (value: string) => (value.trim() ? value.trim() : null);

function sessionsInput(rows: readonly SessionRow[]): EventInput['sessions'] {
  return rows.map((row) => ({
    ...(row.id ? { id: row.id } : {}),
    titleRu: optionalText(row.titleRu),
    titleUz: optionalText(row.titleUz),
    startsAt: fromTashkentInput(row.startsAt) ?? '',
    endsAt: fromTashkentInput(row.endsAt) ?? '',
    capacity: integerOf(row.capacity) ?? 0,
  }));
}

/** The body of POST/PUT /api/my/visits. */
export function visitInput(values: ActivityValues): VisitInput {
  return {
    titleRu: values.titleRu.trim(),
    titleUz: optionalText(values.titleUz),
    descriptionRu: values.descriptionRu.trim(),
    descriptionUz: optionalText(values.descriptionUz),
    directionIds: values.directionIds,
    regionId: integerOf(values.regionId),
    addressRu: optionalText(values.addressRu),
    addressUz: optionalText(values.addressUz),
    cover: values.cover?.key ?? null,
    sessions: sessionsInput(values.sessions),
  };
}

/** The body of POST/PUT /api/my/events. */
export function eventInput(values: ActivityValues): EventInput {
  return {
    ...visitInput(values),
    isOnline: values.isOnline,
    startsAt: fromTashkentInput(values.startsAt) ?? '',
    endsAt: fromTashkentInput(values.endsAt) ?? '',
    documents: values.documents.map(({ key, name }) => ({ key, name })),
    capacity: integerOf(values.capacity),
    minAge: integerOf(values.minAge),
    skills: optionalText(values.skills),
    groupId: integerOf(values.groupId),
  };
}

/** A vacancy's own part of VacancyInput (the amount only when paid or a stipend; the duration only for internships). */
function vacancyFields(values: ActivityValues): Omit<VacancyInput, keyof ActivityInputBase> {
  const internship = values.vacancyKind === 'internship';
  return {
    vacancyKind: values.vacancyKind,
    dutiesRu: optionalText(values.dutiesRu),
    dutiesUz: optionalText(values.dutiesUz),
    requirementsRu: optionalText(values.requirementsRu),
    requirementsUz: optionalText(values.requirementsUz),
    scheduleRu: optionalText(values.scheduleRu),
    scheduleUz: optionalText(values.scheduleUz),
    pay: values.pay,
    amount: values.pay === 'unpaid' ? null : integerOf(values.amount),
    durationRu: internship ? optionalText(values.durationRu) : null,
    durationUz: internship ? optionalText(values.durationUz) : null,
    isRemote: values.isRemote,
    deadline: fromTashkentInput(values.deadline),
    places: integerOf(values.places),
  };
}

/** A decimal number from an input (`2,5` too), null for empty, NaN for anything else. */
export function decimalOf(value: string): number | null {
  const trimmed = value.trim().replace(',', '.');
  if (!trimmed) return null;
  return /^\d+(\.\d{1,2})?$/.test(trimmed) ? Number(trimmed) : NaN;
}

/** A task's own part of TaskInput (its deadline and isOnline are the vacancy's and the event's fields); empty numbers go as null for the API to name. */
function taskFields(values: ActivityValues): Omit<
  TaskInput,
  keyof ActivityInputBase | 'isOnline' | 'deadline' | 'categoryId' | 'performers'
> & {
  categoryId: number | null;
  performers: number | null;
} {
  return {
    categoryId: integerOf(values.categoryId),
    skillsRu: optionalText(values.skillsRu),
    skillsUz: optionalText(values.skillsUz),
    resultRu: optionalText(values.resultRu),
    resultUz: optionalText(values.resultUz),
    performers: integerOf(values.performers),
    estimatedHours: decimalOf(values.estimatedHours),
  };
}

/** A project's own part of ProjectInput (its dates, documents and places are the event's and the vacancy's fields). */
function projectFields(values: ActivityValues): Pick<ProjectInput, 'isNationwide' | 'goalsRu' | 'goalsUz' | 'helpRu' | 'helpUz'> {
  return {
    isNationwide: values.isNationwide,
    goalsRu: optionalText(values.goalsRu),
    goalsUz: optionalText(values.goalsUz),
    helpRu: optionalText(values.helpRu),
    helpUz: optionalText(values.helpUz),
  };
}

/** The body of POST/PUT /api/my/<kind>: the kind's fields (ACTIVITY_FIELDS) of the whole input. */
export function activityInput<K extends ActivityKind>(kind: K, values: ActivityValues): MyInput<K> {
  const all: Readonly<Record<string, unknown>> = {
    ...eventInput(values),
    ...vacancyFields(values),
    ...projectFields(values),
    ...taskFields(values),
  };
  return Object.fromEntries(ACTIVITY_FIELDS[kind].map((field) => [field, all[field]])) as unknown as MyInput<K>;
}
