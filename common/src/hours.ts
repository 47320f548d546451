/**
 * When attendance and hours may be confirmed: the one rule the API enforces on
 * every path (the CRM's decisions and bulk actions, the hours dialog, the owner's routes, QR
 * check-in, corrections) and the CRM derives its buttons and the hours input's maximum from.
 *
 * - A session (an event's shift, a visit's date): attended only once it has started; hours only
 *   once it has ended, at most its length plus HOURS_MARGIN (rounded up to HOURS_STEP), never
 *   over the kind's hoursMax.
 * - An activity without sessions (a project, a task, a vacancy): the work runs over weeks, so
 *   attendance and hours may be confirmed once the activity has started (its `starts_at`, when it
 *   has dates; a task or vacancy without dates, at any time after acceptance), up to the kind's
 *   hoursMax.
 */
import { HOURS_STEP } from './checkin';

/** Hours an organizer may credit beyond a session's own length (arriving early, clearing up). */
export const HOURS_MARGIN = 1;

/** Why attendance or hours are refused now (the API's 409 error code). */
export type ParticipationTimeRefusal = 'attend_too_early' | 'hours_too_early' | 'hours_too_many';

/** The times an application's confirmation depends on: its session's (null without one) and its activity's start. */
export interface ParticipationTimes {
  sessionStartsAt: string | Date | null;
  sessionEndsAt: string | Date | null;
  activityStartsAt: string | Date | null;
}

const passed = (at: string | Date | null, now: Date) => at === null || new Date(at).getTime() <= now.getTime();
const hasSession = (t: ParticipationTimes) => t.sessionStartsAt !== null && t.sessionEndsAt !== null;

/** Whether attendance may be marked now: the session has started (sessionless: the activity has started). */
export function mayMarkAttended(t: ParticipationTimes, now: Date = new Date()): boolean {
  return passed(hasSession(t) ? t.sessionStartsAt : t.activityStartsAt, now);
}

/** Whether hours may be verified now: the session has ended (sessionless: the activity has started). */
export function mayVerifyHours(t: ParticipationTimes, now: Date = new Date()): boolean {
  return hasSession(t) ? passed(t.sessionEndsAt, now) : passed(t.activityStartsAt, now);
}

/** Most hours creditable: the session's length plus HOURS_MARGIN, rounded up to HOURS_STEP, capped by the kind's `hoursMax`. */
export function hoursCeiling(t: ParticipationTimes, hoursMax: number): number {
  if (!hasSession(t)) return hoursMax;
  const length = (new Date(t.sessionEndsAt!).getTime() - new Date(t.sessionStartsAt!).getTime()) / 3_600_000;
  return Math.min(hoursMax, Math.ceil((Math.max(0, length) + HOURS_MARGIN) / HOURS_STEP) * HOURS_STEP);
}

/** Why verifying `hours` now is refused, or null when it is allowed. */
export function hoursRefusal(
  t: ParticipationTimes,
  hours: number,
  hoursMax: number,
  now: Date = new Date(),
): ParticipationTimeRefusal | null {
  if (!mayVerifyHours(t, now)) return 'hours_too_early';
  return hours > hoursCeiling(t, hoursMax) ? 'hours_too_many' : null;
}
