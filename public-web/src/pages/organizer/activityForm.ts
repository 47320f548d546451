import {
  fromTashkentInput,
  toTashkentInput,
  type ActivityKind,
  type EventDetail,
  type EventInput,
  type VisitDetail,
  type VisitInput,
} from '@hashar/common';
import type { FieldErrors } from '../../components/forms/validation';
import type { MyInput } from '../../api/organizer';
import { newSession, sessionRows, type SessionRow } from './sessions';

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
}

/** What every kind's form starts with (common's ActivityInputBase): text, directions, place. */
const BASE_FIELDS = ['titleRu', 'titleUz', 'descriptionRu', 'descriptionUz', 'directionIds', 'regionId', 'addressRu', 'addressUz'] as const;

/** Fields of each form, in page order (the focus goes to the first invalid one). */
export const ACTIVITY_FIELDS = {
  event: [...BASE_FIELDS, 'isOnline', 'startsAt', 'endsAt', 'cover', 'documents', 'capacity', 'minAge', 'skills', 'groupId', 'sessions'],
  visit: [...BASE_FIELDS, 'cover', 'sessions'],
  project: [...BASE_FIELDS, 'startsAt', 'endsAt', 'cover', 'documents'],
  task: [...BASE_FIELDS, 'cover'],
  vacancy: [...BASE_FIELDS, 'cover'],
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
  };
}

/** The storage key of a file the API shows by URL (`/uploads/<key>`). */
export function keyOfUrl(url: string): string {
  return url.replace(/^.*\/uploads\//, '');
}

const text = (value: string | null | undefined) => value ?? '';
const numberText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The form filled from a saved event or visit offer (GET /api/my/…/:id). */
export function activityFromDetail(detail: EventDetail | VisitDetail): ActivityValues {
  const event = 'startsAt' in detail ? detail : null;
  return {
    titleRu: detail.titleRu,
    titleUz: text(detail.titleUz),
    descriptionRu: detail.descriptionRu,
    descriptionUz: text(detail.descriptionUz),
    directionIds: detail.directions.map((d) => d.id),
    regionId: numberText(detail.regionId),
    addressRu: text(detail.addressRu),
    addressUz: text(detail.addressUz),
    isOnline: event?.isOnline ?? false,
    startsAt: toTashkentInput(event?.startsAt),
    endsAt: toTashkentInput(event?.endsAt),
    cover: detail.cover ? { key: keyOfUrl(detail.cover), name: '', url: detail.cover } : null,
    documents: (event?.documents ?? []).map((d) => ({ key: keyOfUrl(d.url), name: d.name, url: d.url, size: d.size })),
    capacity: numberText(event?.capacity),
    minAge: numberText(event?.minAge),
    skills: text(event?.skills),
    groupId: numberText(event?.groupId),
    sessions: detail.sessions.length ? sessionRows(detail.sessions) : [newSession()],
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

/** The body of POST/PUT /api/my/<kind>: the kind's fields (ACTIVITY_FIELDS) of the whole input. */
export function activityInput<K extends ActivityKind>(kind: K, values: ActivityValues): MyInput<K> {
  const all: Readonly<Record<string, unknown>> = { ...eventInput(values) };
  return Object.fromEntries(ACTIVITY_FIELDS[kind].map((field) => [field, all[field]])) as unknown as MyInput<K>;
}
