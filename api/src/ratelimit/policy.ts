/**
 * How many requests each sensitive endpoint accepts, and per what. Policy, not code: kept in
 * one object so the numbers are read (and later moved to common/) in one place.
 * `points` = requests allowed per window, `duration` = window length in seconds.
 */
export const RATE_LIMITS = {
  /** Login attempts per client IP + username. */
  login: { points: 10, duration: 15 * 60 },
  /** Failed logins per username; at `points` failures the next login needs a captcha. */
  loginFailures: { points: 3, duration: 15 * 60 },
  /** Sign-ups per client IP. */
  registration: { points: 10, duration: 60 * 60 },
  /** Live form checks (is this email / tax number taken?) per client IP. */
  validate: { points: 60, duration: 60 },
  /** "Forgot password" requests per client IP. */
  forgotByIp: { points: 5, duration: 15 * 60 },
  /** "Forgot password" requests per email address, so one inbox is not flooded. */
  forgotByEmail: { points: 3, duration: 60 * 60 },
  /** Account-confirmation and recovery link openings per client IP. */
  confirm: { points: 20, duration: 15 * 60 },
} as const satisfies Record<string, { points: number; duration: number }>;

export type RateLimitName = keyof typeof RATE_LIMITS;
