/**
 * States of everything users create, and the moves between them: one table per kind of state,
 * read by the API (which enforces them), the back office and the public site (which only offer
 * what the table allows). DESIGN.md §4.
 */

/** Moderation of user-created content (DESIGN.md §4). */
export const MODERATION_STATES = ['draft', 'moderation', 'approved', 'rejected'] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];

/**
 * Moderation moves: the author submits a draft or a rejected item; a moderator approves or
 * rejects what is on moderation; editing an approved item's public text sends it back.
 */
export const MODERATION_TRANSITIONS = {
  submit: { from: ['draft', 'rejected'], to: 'moderation' },
  approve: { from: ['moderation'], to: 'approved' },
  reject: { from: ['moderation'], to: 'rejected' },
  sendBack: { from: ['approved'], to: 'moderation' },
} as const satisfies Record<string, { from: readonly ModerationState[]; to: ModerationState }>;
export type ModerationAction = keyof typeof MODERATION_TRANSITIONS;

/** Whether a moderation move may start from a state. */
export function canModerate(action: ModerationAction, from: ModerationState): boolean {
  return (MODERATION_TRANSITIONS[action].from as readonly ModerationState[]).includes(from);
}

/** Lifecycle derived from the dates, plus `archived` set by the owner (DESIGN.md §4). */
export const LIFECYCLE_STATES = ['recruiting', 'in_progress', 'completed', 'archived'] as const;
export type LifecycleState = (typeof LIFECYCLE_STATES)[number];

/** The lifecycle of an activity at a moment. */
export function lifecycleOf(
  a: { startsAt: string | Date; endsAt: string | Date; archivedAt?: string | Date | null },
  now = new Date(),
): LifecycleState {
  if (a.archivedAt) return 'archived';
  if (new Date(a.endsAt) < now) return 'completed';
  if (new Date(a.startsAt) <= now) return 'in_progress';
  return 'recruiting';
}

/**
 * Application states. `waitlisted` holds no place; when a place frees up the oldest waitlisted
 * application becomes `pending` (promoted) and its volunteer is notified.
 */
export const APPLICATION_STATES = [
  'pending',
  'waitlisted',
  'shortlisted',
  'interview',
  'accepted',
  'rejected',
  'withdrawn',
  'attended',
  'completed',
] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];
/** States that hold a place in a session (count against its capacity). */
export const PLACE_HOLDING_STATES: readonly ApplicationState[] = ['pending', 'accepted', 'attended', 'completed'];

/**
 * Application moves, used by apply, decide, withdraw, attend and verify (`null`: no application
 * yet). The volunteer applies, or applies again after withdrawing or being rejected: `pending`
 * while a place is free, else `waitlisted`; a freed place promotes the oldest waitlisted one to
 * `pending`; the organizer accepts (a waitlisted one only while a place is free) or rejects what
 * is pending, marks the accepted as attended and verifies hours of the accepted or attended
 * (`completed`); the volunteer withdraws while pending, waitlisted or accepted. Vacancies add the
 * hiring steps: shortlist (pending → shortlisted) and interview (shortlisted → interview), from
 * which the organization accepts or rejects; the applicant may withdraw at any of them.
 */
export const APPLICATION_TRANSITIONS = {
  apply: { from: [null, 'withdrawn', 'rejected'], to: 'pending' },
  waitlist: { from: [null, 'withdrawn', 'rejected'], to: 'waitlisted' },
  promote: { from: ['waitlisted'], to: 'pending' },
  shortlist: { from: ['pending'], to: 'shortlisted' },
  interview: { from: ['shortlisted'], to: 'interview' },
  accept: { from: ['pending', 'waitlisted', 'shortlisted', 'interview'], to: 'accepted' },
  reject: { from: ['pending', 'shortlisted', 'interview'], to: 'rejected' },
  attend: { from: ['accepted'], to: 'attended' },
  verify: { from: ['accepted', 'attended'], to: 'completed' },
  withdraw: { from: ['pending', 'waitlisted', 'shortlisted', 'interview', 'accepted'], to: 'withdrawn' },
} as const satisfies Record<string, { from: readonly (ApplicationState | null)[]; to: ApplicationState }>;
export type ApplicationAction = keyof typeof APPLICATION_TRANSITIONS;

/** Decisions on applications to events, visits and projects: accept or reject, mark attended, verify hours. */
export const PARTICIPATION_DECISIONS = ['accept', 'reject', 'attend', 'verify'] as const satisfies readonly ApplicationAction[];

/** Whether an application move may start from a state (`null`: the user has no application yet). */
export function canMoveApplication(action: ApplicationAction, from: ApplicationState | null): boolean {
  return (APPLICATION_TRANSITIONS[action].from as readonly (ApplicationState | null)[]).includes(from);
}

/**
 * States in which the organizer sees the applicant's Email and phone: once the application is
 * accepted (and after: attended, completed). Before that — and after a rejection or withdrawal —
 * the organizer sees the name and the application only.
 */
export const CONTACT_SHARING_STATES: readonly ApplicationState[] = ['accepted', 'attended', 'completed'];

/** Whether an applicant's contacts reach the organizer in this state. */
export const contactsShared = (state: ApplicationState): boolean => CONTACT_SHARING_STATES.includes(state);

/** States the volunteer may withdraw from. */
export const WITHDRAWABLE_STATES: readonly ApplicationState[] = APPLICATION_TRANSITIONS.withdraw.from;
