/** QR check-in at the shift (issue 18). */

/** A shift's check-in opens this many minutes before its start and closes at its end. */
export const CHECKIN_OPENS_MINUTES_BEFORE = 30;

/** Why a check-in is refused (the API's error code; the page shows its own text for each). */
export const CHECKIN_REFUSALS = ['not_accepted', 'too_early', 'too_late', 'already_checked_in', 'wrong_shift', 'invalid_code'] as const;
export type CheckinRefusal = (typeof CHECKIN_REFUSALS)[number];
