import { lifecycleOf, type ApplicationState, type LifecycleState, type ModerationState } from '@hashar/common';

/**
 * What the organization CRM (/api/crm/*) sends per resource. Rows come from the SQL of
 * services/participation/crm.ts; these functions fix the field list and the formats.
 */

type When = Date | string;
const iso = (d: When) => new Date(d).toISOString();
const isoOrNull = (d: When | null) => (d === null ? null : iso(d));

export interface CrmEventRow {
  id: number;
  title: string;
  titleRu: string;
  titleUz: string | null;
  groupId: number | null;
  startsAt: string;
  endsAt: string;
  moderation: ModerationState;
  lifecycle: LifecycleState;
  archivedAt: string | null;
  capacity: number | null;
  createdAt: string;
  sessionsCount: number;
  pendingCount: number;
  waitlistedCount: number;
  /** Accepted, attended or completed. */
  acceptedCount: number;
  verifiedHours: number;
}

type Raw<T, D extends keyof T> = Omit<T, D | 'lifecycle'> & { [K in D]: T[K] extends string ? When : When | null };

export function presentCrmEvent(r: Raw<CrmEventRow, 'startsAt' | 'endsAt' | 'archivedAt' | 'createdAt'>): CrmEventRow {
  return {
    id: r.id, title: r.title, titleRu: r.titleRu, titleUz: r.titleUz, groupId: r.groupId, startsAt: iso(r.startsAt), endsAt: iso(r.endsAt),
    moderation: r.moderation, lifecycle: lifecycleOf(r), archivedAt: isoOrNull(r.archivedAt), capacity: r.capacity,
    createdAt: iso(r.createdAt), sessionsCount: r.sessionsCount, pendingCount: r.pendingCount, waitlistedCount: r.waitlistedCount,
    acceptedCount: r.acceptedCount, verifiedHours: r.verifiedHours,
  };
}

export interface CrmSessionRow {
  id: number;
  eventId: number | null;
  visitOptionId: number | null;
  title: string | null;
  activityTitle: string;
  startsAt: string;
  endsAt: string;
  capacity: number;
  pendingCount: number;
  waitlistedCount: number;
  acceptedCount: number;
  freePlaces: number;
}

export function presentCrmSession(r: Raw<CrmSessionRow, 'startsAt' | 'endsAt'>): CrmSessionRow {
  return {
    id: r.id, eventId: r.eventId, visitOptionId: r.visitOptionId, title: r.title, activityTitle: r.activityTitle,
    startsAt: iso(r.startsAt), endsAt: iso(r.endsAt), capacity: r.capacity, pendingCount: r.pendingCount,
    waitlistedCount: r.waitlistedCount, acceptedCount: r.acceptedCount, freePlaces: r.freePlaces,
  };
}

export interface CrmApplicationRow {
  id: number;
  state: ApplicationState;
  createdAt: string;
  message: string | null;
  sessionId: number;
  sessionTitle: string | null;
  sessionStartsAt: string;
  sessionEndsAt: string;
  /** Null for a session of a visit offer (then visitOptionId is set). */
  eventId: number | null;
  visitOptionId: number | null;
  /** Title of the event or visit offer, in the request's language. */
  eventTitle: string;
  userId: number;
  volunteerName: string;
  volunteerEmail: string;
  volunteerPhone: string | null;
  hours: number | null;
  verifiedAt: string | null;
}

export function presentCrmApplication(
  r: Raw<CrmApplicationRow, 'createdAt' | 'sessionStartsAt' | 'sessionEndsAt' | 'verifiedAt'>,
): CrmApplicationRow {
  return {
    id: r.id, state: r.state, createdAt: iso(r.createdAt), message: r.message, sessionId: r.sessionId, sessionTitle: r.sessionTitle,
    sessionStartsAt: iso(r.sessionStartsAt), sessionEndsAt: iso(r.sessionEndsAt), eventId: r.eventId, visitOptionId: r.visitOptionId,
    eventTitle: r.eventTitle, userId: r.userId, volunteerName: r.volunteerName, volunteerEmail: r.volunteerEmail,
    volunteerPhone: r.volunteerPhone, hours: r.hours, verifiedAt: isoOrNull(r.verifiedAt),
  };
}
