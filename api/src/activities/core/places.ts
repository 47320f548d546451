import { PLACE_HOLDING_STATES } from '@hashar/common';

/**
 * The one rule of a session's capacity (migration 0022): an application holds its `places` — 1
 * for a volunteer, N for an initiative group's team, 0 for a team member's own row (which carries
 * their hours) — while its state is one of PLACE_HOLDING_STATES. Every count of taken places,
 * free places and the waitlist reads these expressions, never `count(*)`.
 */

const HOLDING = PLACE_HOLDING_STATES.map((state) => `'${state}'`).join(', ');

/** The places the application `alias` holds now (0 outside the place-holding states). */
export const heldPlaces = (alias: string): string => `CASE WHEN ${alias}.state IN (${HOLDING}) THEN ${alias}.places ELSE 0 END`;

/** Sum over a group of applications `alias` (an aggregate): the places they hold. */
export const sumHeldPlaces = (alias: string): string => `COALESCE(sum(${heldPlaces(alias)}), 0)::int`;

/** Sum over a group of applications `alias` (an aggregate): the places waiting on the waitlist. */
export const sumWaitlistedPlaces = (alias: string): string =>
  `COALESCE(sum(${alias}.places) FILTER (WHERE ${alias}.state = 'waitlisted'), 0)::int`;

/** The places taken in the session whose id is the SQL expression `sessionId` (a scalar subquery). */
export const takenPlaces = (sessionId: string): string =>
  `(SELECT ${sumHeldPlaces('tp')} FROM applications tp WHERE tp.session_id = ${sessionId})`;
