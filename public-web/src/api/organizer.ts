import {
  activityKind,
  type ActivityKind,
  type EventDetail,
  type Locale,
  type EventInput,
  type ModerationState,
  type MyEventRow,
  type Page,
  type ProjectDetail,
  type ProjectInput,
  type TaskDetail,
  type TaskInput,
  type VacancyDetail,
  type VacancyInput,
  type VisitCard,
  type VisitDetail,
  type VisitInput,
  localized,
} from '@hashar/common';
import type { Session } from '../session/SessionProvider';

/** The session's authenticated request (Bearer token, 401 ends the session). */
export type Request = Session['request'];

/** The organizer's list row of a visit offer (GET /api/my/visits). */
export interface MyVisitRow extends VisitCard {
  moderation: ModerationState;
  rejectReason: string | null;
  applicationsPending?: number;
}

/** An event series of the organization (GET /api/my/event-groups). */
export interface EventGroupOption {
  id: number;
  title: string;
}

/** The owner's collection of a kind: `/api/my/<api>` (common/activities.ts). */
const base = (kind: ActivityKind) => `/api/my/${activityKind(kind).api}`;

export type MyRow<K extends ActivityKind> = K extends 'event' ? MyEventRow : MyVisitRow;

/** What GET /api/my/<api>/:id answers for each kind (the kind's public detail, both languages of its text). */
interface MyDetails {
  event: EventDetail;
  visit: VisitDetail;
  project: ProjectDetail;
  task: TaskDetail;
  vacancy: VacancyDetail;
}
export type MyDetail<K extends ActivityKind> = MyDetails[K];

/** The body of POST/PUT /api/my/<api> for each kind (common's input types). */
interface MyInputs {
  event: EventInput;
  visit: VisitInput;
  project: ProjectInput;
  task: TaskInput;
  vacancy: VacancyInput;
}
export type MyInput<K extends ActivityKind> = MyInputs[K];

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** GET /api/my/events | visits: a page of the owner's items (`group`: an initiative group's), optionally of one moderation state. */
export function listMine<K extends ActivityKind>(
  request: Request,
  kind: K,
  params: { moderation?: string; page: number; group?: number | null },
  signal?: AbortSignal,
) {
  return request<Page<MyRow<K>>>(`${base(kind)}${query({ ...params, group: params.group ?? undefined })}`, { signal });
}

/** GET /api/my/events/:id (both languages of the text, sessions, documents). */
export function getMine<K extends ActivityKind>(request: Request, kind: K, id: number, signal?: AbortSignal) {
  return request<MyDetail<K>>(`${base(kind)}/${id}`, { signal });
}

/** POST (new; `group`: owned by that initiative group) or PUT (existing id) of the whole form. */
export function saveMine<K extends ActivityKind>(request: Request, kind: K, id: number | null, body: MyInput<K>, group?: number | null) {
  const path = id ? `${base(kind)}/${id}` : `${base(kind)}${query({ group: group ?? undefined })}`;
  return request<MyDetail<K>>(path, { method: id ? 'PUT' : 'POST', body });
}

/** draft / rejected → moderation. */
export function submitMine(request: Request, kind: ActivityKind, id: number) {
  return request<unknown>(`${base(kind)}/${id}/submit`, { method: 'POST' });
}

/** Archives an item of a kind with dates (a lifecycle); others have no archive. */
export function archiveMine(request: Request, kind: ActivityKind, id: number) {
  return request<unknown>(`${base(kind)}/${id}/archive`, { method: 'POST' });
}

/** Deletes a draft or rejected item without applications. */
export function deleteMine(request: Request, kind: ActivityKind, id: number) {
  return request<unknown>(`${base(kind)}/${id}`, { method: 'DELETE' });
}

type GroupRow = { id: number; titleRu: string; titleUz?: string | null };

function groupOption(row: GroupRow, locale: Locale): EventGroupOption {
  return { id: row.id, title: localized(locale, row.titleRu, row.titleUz) };
}

/** The organization's event series, named in the page language (Uzbek falls back to Russian). */
export async function listEventGroups(request: Request, locale: Locale, signal?: AbortSignal): Promise<EventGroupOption[]> {
  const res = await request<{ data: GroupRow[] }>('/api/my/event-groups', { signal });
  return res.data.map((row) => groupOption(row, locale));
}

/** Creates a series from its Russian title. */
export async function createEventGroup(request: Request, titleRu: string, locale: Locale): Promise<EventGroupOption> {
  return groupOption(await request<GroupRow>('/api/my/event-groups', { method: 'POST', body: { titleRu } }), locale);
}
