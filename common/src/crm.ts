import type { OrganizationBrief } from './activityShapes';
import type { ActivityKind } from './activities';
import type { ApplicationState, LifecycleState, ModerationState } from './statuses';

/** The organization CRM's rows (GET /api/crm/*), ra-data-simple-rest resources. */

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
  /** Title of the activity (of any kind), in the request's language. */
  eventTitle: string;
  /** The activity applied to: its kind (its decisions are the moves the CRM offers) and id. */
  activityKind: ActivityKind;
  activityId: number;
  /** The organization's private note. */
  note: string | null;
  /** The applicant's CV; `url` is the owner's CV route (needs the Bearer token). */
  cv: { name: string; url: string } | null;
  userId: number;
  volunteerName: string;
  /** Null until the application is accepted (common/statuses.ts contactsShared). */
  volunteerEmail: string | null;
  /** Null until the application is accepted, or when the volunteer gave none. */
  volunteerPhone: string | null;
  /** Full years today (Tashkent), from the profile's birth date; null without one. */
  volunteerAge: number | null;
  /** The account's region, in the request's language; null without one. */
  volunteerRegion: string | null;
  hours: number | null;
  verifiedAt: string | null;
  /** When the volunteer checked in at the shift (QR); null without a check-in. */
  checkedInAt: string | null;
  /** The courses the activity requires (docs/academy-api.md), in the owner's order, and whether this applicant completed each. */
  requiredCourses: { id: number; slug: string; title: string; completed: boolean }[];
  /** Hours from the check-in to the shift's end (common workedHours): the hours dialog's default; null without a check-in. */
  suggestedHours: number | null;
  /**
   * A team sign-up of an initiative group: one row holding `places` seats, which expands
   * to its named members' own applications (their hours are verified on those). Null for a volunteer's
   * own application. Members' rows are not listed on their own in the CRM's and the owner's lists
   * (`GET /api/crm/applications/:id` still reads one).
   */
  team: CrmTeam | null;
}

/** A team row's group, seats and named members. */
export interface CrmTeam {
  places: number;
  group: { id: number; name: string };
  members: { applicationId: number; userId: number; name: string; state: ApplicationState; hours: number | null }[];
}

/** GET /api/crm/activities: an activity of the organization, of any kind; id is `<kind>-<id>`. */
export interface CrmActivityRow {
  id: string;
  kind: ActivityKind;
  activityId: number;
  title: string;
  titleRu: string;
  titleUz: string | null;
  moderation: ModerationState;
  archivedAt: string | null;
  createdAt: string;
  applicationsCount: number;
  pendingCount: number;
  /** Accepted, attended or completed. */
  acceptedCount: number;
  verifiedHours: number;
}

/** GET /api/crm/activities: the organization's activities of every kind (ra-data-simple-rest: an array, Content-Range). */
export type CrmActivityList = CrmActivityRow[];
/** GET /api/crm/events. */
export type CrmEventList = CrmEventRow[];
/** GET /api/crm/sessions. */
export type CrmSessionList = CrmSessionRow[];
/** GET /api/crm/applications. */
export type CrmApplicationList = CrmApplicationRow[];

/** POST /api/crm/events/:id/message and /activities/:id/message: how many participants the message went to. */
export interface ParticipantsMessaged {
  recipients: number;
}

/** POST /api/crm/applications/bulk: the ids of the applications decided. */
export interface BulkDecisionResult {
  data: number[];
}
