import { PERMISSIONS, WITHDRAWABLE_STATES, type MyApplicationDto, type ModerationState, type Role, type SessionDto } from '@hashar/common';

/** What the page offers for one session, given who is looking. */
export type SessionAction =
  /** The session is over (or the activity is archived / not published): nothing to do. */
  | { kind: 'closed' }
  /** An anonymous visitor: a link to the login page that comes back here. */
  | { kind: 'login' }
  /** A signed-in user whose role may not apply (organization, business, admin…): an explanation. */
  | { kind: 'notAllowed' }
  /** The user's live application: its state, and Withdraw while that is allowed. */
  | { kind: 'applied'; application: MyApplicationDto; canWithdraw: boolean }
  /** Free places: Apply. */
  | { kind: 'apply' }
  /** No free place: join the waiting list. */
  | { kind: 'waitlist' };

export interface SessionActionInput {
  session: SessionDto;
  role: Role | null;
  myApplications: readonly MyApplicationDto[];
  moderation: ModerationState;
  archived: boolean;
  now?: Date;
}

/** Whether a role may apply to events and visits (policy `event.apply`). */
export function canApply(role: Role | null): boolean {
  return role !== null && (PERMISSIONS['event.apply'] as readonly Role[]).includes(role);
}

/** The user's current application to a session: the newest one that was not withdrawn. */
export function liveApplication(sessionId: number, applications: readonly MyApplicationDto[]): MyApplicationDto | null {
  const own = applications
    .filter((a) => a.sessionId === sessionId && a.state !== 'withdrawn')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  return own[0] ?? null;
}

/** Decides the action shown for a session (the API enforces the same rules). */
export function sessionAction({
  session,
  role,
  myApplications,
  moderation,
  archived,
  now = new Date(),
}: SessionActionInput): SessionAction {
  const application = role ? liveApplication(session.id, myApplications) : null;
  if (application)
    return { kind: 'applied', application, canWithdraw: WITHDRAWABLE_STATES.includes(application.state) && new Date(session.endsAt) > now };
  if (moderation !== 'approved' || archived || new Date(session.endsAt) <= now) return { kind: 'closed' };
  if (!role) return { kind: 'login' };
  if (!canApply(role)) return { kind: 'notAllowed' };
  return session.freePlaces > 0 ? { kind: 'apply' } : { kind: 'waitlist' };
}

/** The login page address that brings the visitor back to `returnTo` afterwards. */
export function loginLink(locale: string, returnTo: string): string {
  return `/${locale}/login?next=${encodeURIComponent(returnTo)}`;
}
