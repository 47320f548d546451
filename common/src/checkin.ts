/** QR check-in at the shift. */
import type { ActivityKind } from './activities';
import { EVENT_LIMITS } from './events';
import type { ApplicationState } from './statuses';

/** A shift's check-in opens this many minutes before its start and closes at its end. */
export const CHECKIN_OPENS_MINUTES_BEFORE = 30;

/** Why a check-in is refused (the API's error code; the page shows its own text for each). */
export const CHECKIN_REFUSALS = ['not_accepted', 'too_early', 'too_late', 'already_checked_in', 'wrong_shift', 'invalid_code'] as const;
export type CheckinRefusal = (typeof CHECKIN_REFUSALS)[number];

/**
 * The personal QR's text (GET /api/user/checkin-code): this prefix, then the personal code, so the
 * CRM's scanner tells a volunteer's QR from a shift's (whose text is the shift's check-in URL).
 */
export const PERSONAL_CHECKIN_PREFIX = 'hashar:person:';

/** A personal code: the user's id, a dot, its signature (HMAC-SHA256, first 128 bits, base64url: 22 characters). */
export const PERSONAL_CHECKIN_CODE_PATTERN = /^[1-9]\d{0,9}\.[A-Za-z0-9_-]{22}$/;

/** A shift's code (the `code` of its check-in URL): HMAC-SHA256 of the shift, first 128 bits, base64url. */
export const SHIFT_CHECKIN_CODE_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** Hours are verified in steps of half an hour (the API's verify rules, the CRM's hours dialog). */
export const HOURS_STEP = 0.5;

/**
 * Hours worked between two instants, rounded to the nearest HOURS_STEP, at least one step and at
 * most a day (EVENT_LIMITS.hoursMax): what the hours dialog starts from — from the check-in (or the
 * shift's start) to the shift's end. Null when either is missing or unreadable, or `to` is not after `from`.
 */
export function workedHours(from: string | Date | null | undefined, to: string | Date | null | undefined): number | null {
  if (!from || !to) return null;
  const millis = new Date(to).getTime() - new Date(from).getTime();
  if (!Number.isFinite(millis) || millis <= 0) return null;
  const rounded = Math.round(millis / 3_600_000 / HOURS_STEP) * HOURS_STEP;
  return Math.min(EVENT_LIMITS.hoursMax, Math.max(HOURS_STEP, rounded));
}

/** GET /api/checkin/:sessionId: the shift a check-in QR names, in the request's language. */
export interface CheckinShift {
  sessionId: number;
  activity: { kind: ActivityKind; id: number; title: string };
  /** The shift's own title, if it has one. */
  title: string | null;
  startsAt: string;
  endsAt: string;
  /** When check-in opens: CHECKIN_OPENS_MINUTES_BEFORE before the start (it closes at the end). */
  opensAt: string;
  address: string | null;
}

/** The caller's application to the shift, as the check-in page shows it. */
export interface CheckinApplication {
  id: number;
  state: ApplicationState;
  checkedInAt: string | null;
}

/** GET and POST /api/checkin/:sessionId: the shift and the caller's application to it (null: none). */
export interface CheckinView {
  shift: CheckinShift;
  application: CheckinApplication | null;
}

/** GET /api/crm/sessions/:id/checkin-code: the shift's check-in URL and its QR code (SVG). */
export interface ShiftCheckinCode {
  url: string;
  svg: string;
}

/** GET /api/user/checkin-code: the caller's personal code, the QR's text (PERSONAL_CHECKIN_PREFIX + code) and the QR (SVG). */
export interface PersonalCheckinCode {
  code: string;
  text: string;
  svg: string;
}

/** POST /api/crm/sessions/:id/checkin: whom the organizer checked in, and their application. */
export interface CrmCheckinResult {
  volunteer: { id: number; name: string };
  application: CheckinApplication;
}

/** An SVG the API made (a QR code) as an image address: the sites show it in an <img>, never in their markup. */
export const svgDataUrl = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
