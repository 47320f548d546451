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
 * pending → accepted | rejected; pending/accepted/waitlisted → withdrawn (by the volunteer);
 * accepted → attended (organizer marks attendance) → completed (hours verified).
 */
export const APPLICATION_STATES = ['pending', 'waitlisted', 'accepted', 'rejected', 'withdrawn', 'attended', 'completed'] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];
/** States that hold a place in a session (count against its capacity). */
export const PLACE_HOLDING_STATES: readonly ApplicationState[] = ['pending', 'accepted', 'attended', 'completed'];
/** States the volunteer may withdraw from. */
export const WITHDRAWABLE_STATES: readonly ApplicationState[] = ['pending', 'waitlisted', 'accepted'];
