import type { OrgFileDto, OrgProfile } from './orgs';
import type { ApplicationPage } from './participation';
import type { ReviewState, VerificationState, VerificationSubject } from './people';
import type { PointsSummary } from './points';
import type { Locale } from './locales';
import type { Role } from './roles';
import type { VolunteerProfileDto } from './volunteerProfile';

/** GET/POST /api/my/verification: where the caller's verification stands. */
export interface MyVerification {
  subject: VerificationSubject;
  state: VerificationState;
  /** The last reject reason (null unless rejected). */
  note: string | null;
  /** When the latest request was sent, ISO; null if never. */
  requestedAt: string | null;
}

/** A request's status in the back office's verification queue. */
export const VERIFICATION_REQUEST_STATES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type VerificationRequestState = (typeof VERIFICATION_REQUEST_STATES)[number];
/** The longest reject reason a moderator may write. */
export const VERIFICATION_REASON_MAX = 1000;

/** A row of the back office's verification queue: GET /api/admin/verifications, and the answer of approve and reject. */
export interface VerificationQueueRow {
  id: number;
  subjectType: VerificationSubject;
  subjectId: number;
  status: VerificationRequestState;
  reason: string | null;
  requestedAt: string;
  decidedAt: string | null;
  /** The volunteer's full name (the account's name without one) or the organization's name. */
  name: string | null;
  email: string | null;
}

/** GET /api/admin/verifications, with a Content-Range header. */
export type VerificationQueueList = VerificationQueueRow[];

/** One request of a subject's verification history (newest first), with the deciding staff member's email. */
export interface VerificationHistoryEntry {
  id: number;
  status: VerificationRequestState;
  reason: string | null;
  requestedAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
}

/** An organization's file as staff open it: through the back office's audited route (null when there is none to go through). */
export interface StaffOrgFile extends OrgFileDto {
  adminUrl: string | null;
}

/** An organization's whole profile as staff check it. */
export interface StaffOrgProfile extends Omit<OrgProfile, 'files'> {
  files: StaffOrgFile[];
}

/**
 * GET /api/admin/verifications/:id: the row, the subject's whole profile with its sensitive fields
 * (null both when the caller may not read them: a moderator on a decided request), the passport
 * copy's audited address and the subject's history.
 */
export interface VerificationAdminDetail extends VerificationQueueRow {
  volunteer: VolunteerProfileDto | null;
  organization: StaffOrgProfile | null;
  passportUrl: string | null;
  history: VerificationHistoryEntry[];
}

/** A person's account as staff see it on their profile page. */
export interface PersonAccount {
  id: number;
  email: string;
  name: string;
  role: Role;
  isActive: boolean;
  isVerified: boolean;
  isBlocked: boolean;
  locale: Locale;
  createdAt: string;
  lastLoginAt: string | null;
  /** The organization the person owns, if any. */
  organizationId: number | null;
  /** The id of a verification request of theirs that waits, or null. */
  pending: number | null;
}

/** A review the person (or their organization) received or gave; hidden ones included. */
export interface PersonReview {
  id: number;
  direction: 'received' | 'given';
  stars: number;
  text: string;
  status: ReviewState;
  activityKind: string;
  createdAt: string;
  otherName: string | null;
}

/**
 * GET /api/admin/users/:id/profile: everything staff see of a person — the account, the volunteer
 * profile with its sensitive fields or the owned organization's, the verification history,
 * applications with hours, the points ledger and reviews both ways.
 */
export interface PersonAdminView {
  id: number;
  account: PersonAccount;
  /** Whom verification is about: the owned organization, else the person. */
  subject: { type: VerificationSubject; id: number };
  volunteer: VolunteerProfileDto | null;
  organization: StaffOrgProfile | null;
  history: VerificationHistoryEntry[];
  applications: ApplicationPage;
  points: PointsSummary;
  reviews: PersonReview[];
  passportUrl: string | null;
}
