import type { AccountActionResponse } from './api';

/** Body of every API error (DESIGN.md §5). */
export interface ApiErrorBody {
  /** Machine-readable code, e.g. 'not_found'. */
  error: string;
  /** Human text in the request's locale. */
  msg: string;
  /** Per-field messages for validation errors. */
  fields?: Record<string, string>;
  /** Request id to quote when reporting a 500. */
  requestId?: string;
}

/**
 * An error body of the back office (/api/admin): ApiErrorBody plus what react-admin reads,
 * `message` (its notification) and `errors` (the messages shown on the inputs).
 */
export interface AdminErrorBody extends ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
}

/** Every error body the API answers with: the one shape, the back office's, and the account actions' `{ error: 1 }` (registration). */
export type ApiErrorAnswer = ApiErrorBody | AdminErrorBody | AccountActionResponse;

/** Error codes the API answers with. */
export const ERROR_CODES = [
  'bad_request',
  'validation',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'too_many_requests',
  'service_unavailable',
  'internal',
  'invalid_credentials',
  'not_activated',
  'blocked',
  'captcha_required',
  'invalid_link',
  // The points economy (docs/points-economy-api.md).
  'not_enough_points',
  'bonus_sold_out',
  'bonus_not_available',
  'bonus_has_redemptions',
  'redemption_used',
  // Certificates: a verification token whose signature or shape is wrong; nothing to certify.
  'certificate_tampered',
  'no_verified_hours',
  // QR check-in: CHECKIN_REFUSALS.
  'not_accepted',
  'too_early',
  'too_late',
  'already_checked_in',
  'wrong_shift',
  'invalid_code',
  // Telegram: no bot configured; login by an account that never linked Telegram.
  'telegram_off',
  'telegram_not_linked',
  // Telegram login: the widget's hash does not match; its auth_date is too old.
  'telegram_login_invalid',
  'telegram_login_expired',
  // Attendance and hours confirmed too early or too many hours (common/hours.ts).
  'attend_too_early',
  'hours_too_early',
  'hours_too_many',
  // The academy: lessons are read in order, the quiz opens after the last one, a few attempts a day.
  'lessons_unread',
  'quiz_daily_limit',
  // Applying without a course the activity requires (its message names and links the course).
  'course_required',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
