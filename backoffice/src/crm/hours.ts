import { EVENT_LIMITS, HOURS_STEP, workedHours } from '@hashar/common';

/** Hours are verified in half-hour steps (common HOURS_STEP). */
export { HOURS_STEP };

/**
 * The hours a verify dialog starts with: the session's length in hours, rounded to the
 * nearest half hour, at least half an hour and at most EVENT_LIMITS.hoursMax (a shift that
 * spans days is still at most a day's work). Null when the dates are missing or unreadable.
 */
export function hoursForSession(session: { startsAt?: string | null; endsAt?: string | null } | null | undefined): number | null {
  return workedHours(session?.startsAt, session?.endsAt);
}

/** Why an hours value cannot be sent (a translation key), or null when it is fine: half hours, 0.5 to `max` (the kind's hoursMax, as the API checks). */
export function hoursError(value: string | number | null | undefined, max: number = EVENT_LIMITS.hoursMax): string | null {
  if (value === null || value === undefined || String(value).trim() === '') return 'ra.validation.required';
  const hours = Number(String(value).replace(',', '.'));
  if (!Number.isFinite(hours)) return 'ra.validation.number';
  if (hours <= 0) return 'hashar.crm.verify.hours_positive';
  if (hours > max) return 'hashar.crm.verify.hours_max';
  if (!Number.isInteger(hours / HOURS_STEP)) return 'hashar.crm.verify.hours_step';
  return null;
}

/** The hours typed (a comma works as the decimal mark too). */
export const parseHours = (value: string | number) => Number(String(value).replace(',', '.'));
