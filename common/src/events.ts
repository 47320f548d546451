import { ACTIVITY_KINDS, type ActivityKind } from './activities';
import type { ApplicationState, LifecycleState, ModerationState } from './statuses';

/**
 * Events, visit options, applications, hours and points (issue 6): the constants and the API
 * shapes shared by the API, the public site and the back office / CRM. docs/events-api.md
 * lists the calls.
 */

/** Points rule (DESIGN.md §4). */
export const POINTS = { perVerifiedHour: 10, referredFriend: 50 } as const;
export const POINTS_REASONS = ['hours', 'referral', 'task', 'bonus'] as const;
export type PointsReason = (typeof POINTS_REASONS)[number];

/** Limits of the event and visit forms (API validation and the forms use the same numbers). */
export const EVENT_LIMITS = {
  titleMax: 200,
  descriptionMax: 20000,
  addressMax: 500,
  skillsMax: 2000,
  rejectReasonMax: 1000,
  commentMax: 2000,
  messageMax: 5000,
  capacityMax: 100000,
  sessionsMax: 50,
  documentsMax: 10,
  directionsMax: 17,
  minAgeMax: 99,
  hoursMax: 24,
  /** Cover image recommended size (spec §9): events 1920×1080. */
  coverRecommended: { width: 1920, height: 1080 },
} as const;

/** Public list of events: query parameters. */
export const EVENT_SORTS = ['soonest', 'newest'] as const;
export type EventSort = (typeof EVENT_SORTS)[number];
export const EVENT_WHEN = ['current', 'past'] as const;
export type EventWhen = (typeof EVENT_WHEN)[number];
export const EVENTS_PAGE_SIZE = 12;
export const PAGE_SIZE_MAX = 100;

/** Things a user can favorite / comment on: the activity kinds. */
export const FAVORITE_TYPES = ACTIVITY_KINDS;
export type FavoriteType = ActivityKind;

/** Kinds of in-app notification (notifications.kind). */
export const NOTIFICATION_KINDS = [
  'event_approved',
  'event_rejected',
  'application_received',
  'application_accepted',
  'application_rejected',
  'application_promoted',
  'hours_verified',
  'organizer_message',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** A page of a list. */
export interface Page<T> {
  data: T[];
  total: number;
  page: number;
  perPage: number;
}

export interface DirectionDto {
  id: number;
  key: string;
  nameRu: string;
  nameUz: string;
  icon: string;
  color: string;
}

export interface OrganizationBrief {
  id: number;
  name: string;
  logo: string | null;
  isVerified: boolean;
}

/** An event in a list (GET /api/events, favorites, my events). Text in the request's language (uz falls back to ru). */
export interface EventCard {
  id: number;
  title: string;
  /** Plain-text excerpt of the description (≤ 200 characters). */
  excerpt: string;
  cover: string | null;
  startsAt: string;
  endsAt: string;
  isOnline: boolean;
  regionId: number | null;
  regionName: string | null;
  address: string | null;
  directions: DirectionDto[];
  organization: OrganizationBrief;
  groupId: number | null;
  lifecycle: LifecycleState;
  /** Free places over all sessions (null = unlimited). */
  freePlaces: number | null;
}

export interface SessionDto {
  id: number;
  /** In the request's language (uz falls back to ru). */
  title: string | null;
  titleRu: string | null;
  titleUz: string | null;
  startsAt: string;
  endsAt: string;
  capacity: number;
  /** capacity − place-holding applications, never below 0. */
  freePlaces: number;
  waitlisted: number;
}

export interface DocumentDto {
  id: number;
  name: string;
  url: string;
  size: number;
  type: string;
}

/** An application of the signed-in user, as the event page and profile show it. */
export interface MyApplicationDto {
  id: number;
  /** Null for kinds without sessions. */
  sessionId: number | null;
  state: ApplicationState;
  createdAt: string;
}

/** GET /api/events/:id */
export interface EventDetail extends EventCard {
  titleRu: string;
  titleUz: string | null;
  addressRu: string | null;
  addressUz: string | null;
  description: string;
  descriptionRu: string;
  descriptionUz: string | null;
  capacity: number | null;
  minAge: number | null;
  skills: string | null;
  documents: DocumentDto[];
  sessions: SessionDto[];
  group: { id: number; title: string } | null;
  moderation: ModerationState;
  rejectReason: string | null;
  favoritesCount: number;
  commentsCount: number;
  /** Only for a signed-in user. */
  isFavorite: boolean;
  myApplications: MyApplicationDto[];
  /** The signed-in user is staff of the owning organization (may edit). */
  canEdit: boolean;
}

/** A shift of an event or visit offer as the organizer writes it; an id keeps an existing session. */
export interface SessionInput {
  id?: number;
  titleRu?: string | null;
  titleUz?: string | null;
  startsAt: string;
  endsAt: string;
  capacity: number;
}

/** Body of POST/PUT /api/my/events (organizer). Files are uploaded first (POST /api/my/uploads/:kind). */
export interface EventInput {
  titleRu: string;
  titleUz?: string | null;
  descriptionRu: string;
  descriptionUz?: string | null;
  /** Direction ids (1..17 of them). */
  directionIds: number[];
  regionId?: number | null;
  addressRu?: string | null;
  addressUz?: string | null;
  isOnline: boolean;
  startsAt: string;
  endsAt: string;
  /** Storage key returned by the cover upload. */
  cover?: string | null;
  documents?: { key: string; name: string }[];
  capacity?: number | null;
  minAge?: number | null;
  skills?: string | null;
  groupId?: number | null;
  /** Shifts; an id keeps an existing session. At least one. */
  sessions: SessionInput[];
}

/** Answer of POST /api/my/uploads/:kind (kind: event-cover | event-document | visit-cover). */
export interface UploadResult {
  key: string;
  url: string;
  name: string;
  size: number;
  type: string;
}

export const ORGANIZER_UPLOAD_KINDS = { 'event-cover': 'eventCover', 'event-document': 'document', 'visit-cover': 'eventCover' } as const;
export type OrganizerUploadKind = keyof typeof ORGANIZER_UPLOAD_KINDS;

/** A standing offer to come and help ("myvisit"). */
export interface VisitCard {
  id: number;
  title: string;
  excerpt: string;
  cover: string | null;
  regionId: number | null;
  regionName: string | null;
  address: string | null;
  directions: DirectionDto[];
  organization: OrganizationBrief;
  /** Next session start, if any. */
  nextSessionAt: string | null;
}

export interface VisitDetail extends VisitCard {
  titleRu: string;
  titleUz: string | null;
  addressRu: string | null;
  addressUz: string | null;
  description: string;
  descriptionRu: string;
  descriptionUz: string | null;
  sessions: SessionDto[];
  moderation: ModerationState;
  rejectReason: string | null;
  isFavorite: boolean;
  myApplications: MyApplicationDto[];
  canEdit: boolean;
}

export interface VisitInput {
  titleRu: string;
  titleUz?: string | null;
  descriptionRu: string;
  descriptionUz?: string | null;
  directionIds: number[];
  regionId?: number | null;
  addressRu?: string | null;
  addressUz?: string | null;
  cover?: string | null;
  sessions: SessionInput[];
}

/** The organizer's list row (GET /api/my/events). */
export interface MyEventRow extends EventCard {
  moderation: ModerationState;
  rejectReason: string | null;
  applicationsPending: number;
}

/** GET /api/my/applications: a volunteer's application with what it is for. */
export interface ApplicationRow {
  id: number;
  state: ApplicationState;
  createdAt: string;
  /** The session applied to; null for an application to a kind without sessions. */
  session: { id: number; title: string | null; startsAt: string; endsAt: string } | null;
  /** The activity applied to (through its session when it has one). */
  target: { type: FavoriteType; id: number; title: string; cover: string | null; organization: OrganizationBrief };
  hours: number | null;
}

/** GET /api/my/points */
export interface PointsSummary {
  balance: number;
  verifiedHours: number;
  history: Page<{ id: number; delta: number; reason: PointsReason; title: string; hours: number | null; createdAt: string }>;
}

export interface CommentDto {
  id: number;
  body: string;
  createdAt: string;
  author: { id: number; name: string; logo: string };
  canDelete: boolean;
}

/** GET /api/crm/dashboard */
export interface CrmDashboard {
  organization: OrganizationBrief;
  upcomingEvents: { id: number; title: string; startsAt: string; applicationsPending: number }[];
  pendingApplications: number;
  hoursVerifiedThisMonth: number;
}

/** Rows of the organization CRM's resources (GET /api/crm/events, /sessions, /applications). */
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

export interface CrmApplicationRow {
  id: number;
  state: ApplicationState;
  createdAt: string;
  message: string | null;
  /** The session's fields: null for an application to a kind without sessions. */
  sessionId: number | null;
  sessionTitle: string | null;
  sessionStartsAt: string | null;
  sessionEndsAt: string | null;
  /** Null for a session of a visit offer (then visitOptionId is set) and for other kinds. */
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
