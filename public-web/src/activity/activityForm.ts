import {
  fromTashkentInput,
  toTashkentInput,
  uploadKeyOf,
  type ActivityInputBase,
  type DocumentDto,
  type GeoPoint,
  type Locale,
  type SessionDto,
  type SessionInput,
} from '@hashar/common';
import type { FieldErrors } from '../components/forms/validation';
import { newSession, sessionRows, type SessionRow } from './sessionRows';

/**
 * What the owner's form of every kind shares: the form a kind fills in (KindForm), the values
 * every kind holds and the parts some kinds hold (shifts, dates, documents), and the helpers
 * between input strings and the API's values. Each kind's form is activity/kinds/<kind>Form.ts;
 * its checks use activityRules.ts.
 */

/** An uploaded file the form holds: the storage key it sends and what it shows. */
export interface HeldFile {
  key: string;
  name: string;
  url: string;
  size?: number;
}

/** Errors by field name; a session's are under `sessions.<index>.<field>`. */
export type ActivityErrors = FieldErrors<string>;

/** What every kind's form holds (common's ActivityInputBase) as its inputs hold it: strings for text, numbers and dates. */
export interface BaseValues {
  titleRu: string;
  titleUz: string;
  descriptionRu: string;
  descriptionUz: string;
  directionIds: number[];
  /** '' for 'Выберите Ваш регион' (null), else the city id. */
  regionId: string;
  /** '' for none, else a district of the region (the select offers the region's only). */
  districtId: string;
  addressRu: string;
  addressUz: string;
  /** The place on the map (the picker), none for an online activity. */
  point: GeoPoint | null;
  cover: HeldFile | null;
  /** The academy's courses applicants must have completed, in the owner's order (their titles for the form). */
  requiredCourses: { id: number; title: string }[];
}

/** Shifts volunteers sign up for (events, visit offers). */
export interface SessionValues {
  sessions: SessionRow[];
}

/** When it runs: datetime-local values in Tashkent time (events, projects). */
export interface DateValues {
  startsAt: string;
  endsAt: string;
}

/** Files besides the cover (events, projects). */
export interface DocumentValues {
  documents: HeldFile[];
}

/**
 * A kind's owner form, held by the registry (activity/registry.ts): V is the base values and the
 * kind's own, I and D are common's input and detail types of the kind.
 */
export interface KindForm<V extends BaseValues, I extends ActivityInputBase, D> {
  /** The input's keys in page order, common's ACTIVITY_REGISTRY[kind].fields.form (the focus goes to the first invalid one). */
  readonly fields: readonly string[];
  /** A new item's form. */
  empty(): V;
  /** The form filled from a saved item (GET /api/my/<api>/:id). */
  fromDetail(detail: D): V;
  /** The body of POST/PUT /api/my/<api>. */
  toInput(values: V): I;
  /** The API's rules with its messages: what the browser can tell before sending. */
  validate(values: V, locale: Locale): ActivityErrors;
}

/** An input's text of an optional text. */
export const text = (value: string | null | undefined) => value ?? '';
/** An input's text of an optional number. */
export const numberText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
/** Trimmed text, null for empty. */
export const optionalText = (value: string) => (value.trim() ? value.trim() : null);

/** A whole number from an input, null for empty, NaN for anything else. */
export function integerOf(value: string): number | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : NaN;
}

/** A whole number the kind's rules require: NaN (sent as null, for the API to name) should an unchecked form get here. */
export const requiredInteger = (value: string): number => integerOf(value) ?? NaN;

/** A decimal number from an input (`2,5` too), null for empty, NaN for anything else. */
export function decimalOf(value: string): number | null {
  const trimmed = value.trim().replace(',', '.');
  if (!trimmed) return null;
  return /^\d+(\.\d{1,2})?$/.test(trimmed) ? Number(trimmed) : NaN;
}

/** A required moment for the API: ISO, or '' (the API names it) when the input holds none. */
export const momentInput = (value: string) => fromTashkentInput(value) ?? '';

/** What the base reads of a saved item of any kind. */
interface BaseDetail {
  titleRu: string;
  titleUz: string | null;
  descriptionRu: string;
  descriptionUz: string | null;
  directions: readonly { id: number }[];
  regionId: number | null;
  districtId?: number | null;
  addressRu: string | null;
  addressUz: string | null;
  point?: GeoPoint | null;
  cover: string | null;
  requiredCourses: readonly { id: number; title: string }[];
}

/** The base of every kind's form: text, directions, place, cover. */
export const baseForm = {
  empty: (): BaseValues => ({
    titleRu: '',
    titleUz: '',
    descriptionRu: '',
    descriptionUz: '',
    directionIds: [],
    regionId: '',
    districtId: '',
    addressRu: '',
    addressUz: '',
    point: null,
    cover: null,
    requiredCourses: [],
  }),
  fromDetail: (detail: BaseDetail): BaseValues => ({
    titleRu: detail.titleRu,
    titleUz: text(detail.titleUz),
    descriptionRu: detail.descriptionRu,
    descriptionUz: text(detail.descriptionUz),
    directionIds: detail.directions.map((d) => d.id),
    regionId: numberText(detail.regionId),
    districtId: numberText(detail.districtId),
    addressRu: text(detail.addressRu),
    addressUz: text(detail.addressUz),
    point: detail.point ?? null,
    cover: detail.cover ? { key: uploadKeyOf(detail.cover), name: '', url: detail.cover } : null,
    requiredCourses: detail.requiredCourses.map(({ id, title }) => ({ id, title })),
  }),
  toInput: (values: BaseValues): ActivityInputBase => ({
    titleRu: values.titleRu.trim(),
    titleUz: optionalText(values.titleUz),
    descriptionRu: values.descriptionRu.trim(),
    descriptionUz: optionalText(values.descriptionUz),
    directionIds: values.directionIds,
    regionId: integerOf(values.regionId),
    // Without a region no district can be of it.
    districtId: values.regionId ? integerOf(values.districtId) : null,
    addressRu: optionalText(values.addressRu),
    addressUz: optionalText(values.addressUz),
    // An online activity has no place on the map (events, tasks: `isOnline`).
    point: (values as { isOnline?: boolean }).isOnline ? null : values.point,
    cover: values.cover?.key ?? null,
    requiredCourseIds: values.requiredCourses.map((c) => c.id),
  }),
};

/** Shifts: one empty row to start with, an id keeps a saved session. */
export const sessionsForm = {
  empty: (): SessionValues => ({ sessions: [newSession()] }),
  fromDetail: (detail: { sessions: SessionDto[] }): SessionValues => ({
    sessions: detail.sessions.length ? sessionRows(detail.sessions) : [newSession()],
  }),
  toInput: (values: SessionValues): { sessions: SessionInput[] } => ({
    sessions: values.sessions.map((row) => ({
      ...(row.id ? { id: row.id } : {}),
      titleRu: optionalText(row.titleRu),
      titleUz: optionalText(row.titleUz),
      startsAt: momentInput(row.startsAt),
      endsAt: momentInput(row.endsAt),
      capacity: integerOf(row.capacity) ?? 0,
    })),
  }),
};

/** Start and end, shown and entered in Tashkent time. */
export const datesForm = {
  empty: (): DateValues => ({ startsAt: '', endsAt: '' }),
  fromDetail: (detail: { startsAt: string; endsAt: string }): DateValues => ({
    startsAt: toTashkentInput(detail.startsAt),
    endsAt: toTashkentInput(detail.endsAt),
  }),
  toInput: (values: DateValues): { startsAt: string; endsAt: string } => ({
    startsAt: momentInput(values.startsAt),
    endsAt: momentInput(values.endsAt),
  }),
};

/** Documents: uploaded first, sent by their storage keys and names. */
export const documentsForm = {
  empty: (): DocumentValues => ({ documents: [] }),
  fromDetail: (detail: { documents: DocumentDto[] }): DocumentValues => ({
    documents: detail.documents.map((d) => ({ key: uploadKeyOf(d.url), name: d.name, url: d.url, size: d.size })),
  }),
  toInput: (values: DocumentValues): { documents: { key: string; name: string }[] } => ({
    documents: values.documents.map(({ key, name }) => ({ key, name })),
  }),
};
