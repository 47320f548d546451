import {
  ageOnDay,
  contactsShared,
  lifecycleOf,
  workedHours,
  type CrmApplicationRow,
  type CrmActivityRow,
  type CrmDashboard,
  type CrmEventRow,
  type CrmSessionRow,
  type ApplicationState,
  type CrmTeam,
  type OwnerApplicationRow,
  toTashkentDateInput,
  uploadUrl,
} from '@hashar/common';
import { activityEntry } from '../activities/registry';

export type { CrmActivityRow, CrmApplicationRow, CrmEventRow, CrmSessionRow };

/**
 * What the organization CRM (/api/crm/*) sends per resource. Rows come from the SQL of
 * services/participation/crm.ts; these functions fix the field list and the formats.
 */

type When = Date | string;
const iso = (d: When) => new Date(d).toISOString();
const isoOrNull = (d: When | null) => (d === null ? null : iso(d));

type Raw<T, D extends keyof T> = Omit<T, D | 'lifecycle'> & { [K in D]: T[K] extends string ? When : When | null };

export function presentCrmEvent(r: Raw<CrmEventRow, 'startsAt' | 'endsAt' | 'archivedAt' | 'createdAt'>): CrmEventRow {
  return {
    id: r.id,
    title: r.title,
    titleRu: r.titleRu,
    titleUz: r.titleUz,
    groupId: r.groupId,
    startsAt: iso(r.startsAt),
    endsAt: iso(r.endsAt),
    moderation: r.moderation,
    lifecycle: lifecycleOf(r),
    archivedAt: isoOrNull(r.archivedAt),
    capacity: r.capacity,
    createdAt: iso(r.createdAt),
    sessionsCount: r.sessionsCount,
    pendingCount: r.pendingCount,
    waitlistedCount: r.waitlistedCount,
    acceptedCount: r.acceptedCount,
    verifiedHours: r.verifiedHours,
  };
}

export function presentCrmSession(r: Raw<CrmSessionRow, 'startsAt' | 'endsAt'>): CrmSessionRow {
  return {
    id: r.id,
    eventId: r.eventId,
    visitOptionId: r.visitOptionId,
    title: r.title,
    activityTitle: r.activityTitle,
    startsAt: iso(r.startsAt),
    endsAt: iso(r.endsAt),
    capacity: r.capacity,
    pendingCount: r.pendingCount,
    waitlistedCount: r.waitlistedCount,
    acceptedCount: r.acceptedCount,
    freePlaces: r.freePlaces,
  };
}

export type CrmApplicationSql = Omit<
  Raw<CrmApplicationRow, 'createdAt' | 'verifiedAt' | 'checkedInAt'>,
  'sessionStartsAt' | 'sessionEndsAt' | 'cv' | 'suggestedHours' | 'volunteerAge'
> & {
  /** YYYY-MM-DD (or a timestamp's text) from the volunteer's or trainee's profile. */
  volunteerBirthDate: string | null;
  sessionStartsAt: When | null;
  sessionEndsAt: When | null;
  cvName: string | null;
  hasCv: boolean;
  /** A team member's own row: its team's id (the CRM's list leaves such rows to their team). */
  teamId?: number | null;
};

/** The CV of an application as its owner reads it: the owner's CV route of the activity's collection. */
const cvOf = (r: { hasCv: boolean; cvName: string | null; activityKind: string; activityId: number; id: number }) =>
  r.hasCv ? { name: r.cvName ?? 'CV', url: `/api/my/${activityEntry(r.activityKind).api}/${r.activityId}/applications/${r.id}/cv` } : null;

export function presentCrmActivity(r: Raw<CrmActivityRow, 'archivedAt' | 'createdAt'>): CrmActivityRow {
  return {
    id: r.id,
    kind: r.kind,
    activityId: r.activityId,
    title: r.title,
    titleRu: r.titleRu,
    titleUz: r.titleUz,
    moderation: r.moderation,
    archivedAt: isoOrNull(r.archivedAt),
    createdAt: iso(r.createdAt),
    applicationsCount: r.applicationsCount,
    pendingCount: r.pendingCount,
    acceptedCount: r.acceptedCount,
    verifiedHours: r.verifiedHours,
  };
}

/**
 * The applicant's contacts as the organizer (the activity's owner) may read them: every organizer
 * route (CRM list and record, roster CSV, owner's applicants, task results) passes through here, so
 * Email and phone stay hidden until the application is accepted (common contactsShared).
 */
export function applicantContacts(
  state: ApplicationState,
  contacts: { email: string | null; phone?: string | null },
): { email: string | null; phone: string | null } {
  return contactsShared(state) ? { email: contacts.email, phone: contacts.phone ?? null } : { email: null, phone: null };
}

export function presentCrmApplication(r: CrmApplicationSql): CrmApplicationRow {
  const session =
    r.sessionId === null
      ? { sessionId: null, sessionStartsAt: null, sessionEndsAt: null }
      : { sessionId: r.sessionId, sessionStartsAt: isoOrNull(r.sessionStartsAt), sessionEndsAt: isoOrNull(r.sessionEndsAt) };
  const contacts = applicantContacts(r.state, { email: r.volunteerEmail, phone: r.volunteerPhone });
  return {
    id: r.id,
    state: r.state,
    createdAt: iso(r.createdAt),
    message: r.message,
    ...session,
    sessionTitle: r.sessionTitle,
    eventId: r.eventId,
    visitOptionId: r.visitOptionId,
    eventTitle: r.eventTitle,
    activityKind: r.activityKind,
    activityId: r.activityId,
    note: r.note,
    cv: cvOf(r),
    userId: r.userId,
    volunteerName: r.volunteerName,
    volunteerEmail: contacts.email,
    volunteerPhone: contacts.phone,
    volunteerAge: r.volunteerBirthDate ? ageOnDay(r.volunteerBirthDate, toTashkentDateInput(new Date())) : null,
    requiredCourses: r.requiredCourses ?? [],
    volunteerRegion: r.volunteerRegion,
    hours: r.hours,
    verifiedAt: isoOrNull(r.verifiedAt),
    checkedInAt: isoOrNull(r.checkedInAt),
    // Hours from the check-in (QR) to the shift's end: the CRM's hours dialog starts from them.
    suggestedHours: r.checkedInAt === null ? null : workedHours(r.checkedInAt, r.sessionEndsAt),
    team: r.team ?? null,
  };
}

/** The dashboard query's row (services/participation/crm.ts): the organization (logo: upload key) and its counts. */
export interface CrmDashboardSql {
  id: number;
  name: string;
  logo: string | null;
  isVerified: boolean;
  pending: number;
  hours: number;
  upcoming: { id: number; title: string; startsAt: string; applicationsPending: number }[];
}

export function presentCrmDashboard(r: CrmDashboardSql): CrmDashboard {
  return {
    organization: { id: r.id, name: r.name, logo: uploadUrl(r.logo), isVerified: r.isVerified },
    upcomingEvents: r.upcoming.map((e) => ({
      id: e.id,
      title: e.title,
      startsAt: iso(e.startsAt),
      applicationsPending: e.applicationsPending,
    })),
    pendingApplications: r.pending,
    hoursVerifiedThisMonth: r.hours,
  };
}

/** An application as its activity's owner reads it (services/participation/owner.ts). */
export interface OwnerApplicationSql {
  id: number;
  state: OwnerApplicationRow['state'];
  createdAt: When;
  decidedAt: When | null;
  message: string | null;
  note: string | null;
  cvName: string | null;
  hasCv: boolean;
  activityId: number;
  hours: number | null;
  userId: number;
  userName: string;
  userAvatar: string | null;
  userEmail: string;
  /** services/participation/sql.ts teamSql: the team of a group's application, else null. */
  team: CrmTeam | null;
}

/** The owner's row of an application to an activity of `kind`. */
export function presentOwnerApplication(r: OwnerApplicationSql, kind: string): OwnerApplicationRow {
  return {
    id: r.id,
    state: r.state,
    createdAt: iso(r.createdAt),
    decidedAt: isoOrNull(r.decidedAt),
    message: r.message,
    note: r.note,
    cv: cvOf({ ...r, activityKind: kind }),
    hours: r.hours,
    user: {
      id: r.userId,
      name: r.userName,
      avatar: uploadUrl(r.userAvatar),
      email: applicantContacts(r.state, { email: r.userEmail }).email,
    },
    team: r.team,
  };
}
