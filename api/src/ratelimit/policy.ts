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
  /**
   * Failed logins per client address across every username (password spraying): from
   * LOGIN_ADDRESS_CAPTCHA_AFTER failures on, every login from the address needs a captcha; at
   * `points` the address may not log in at all (429) until the window ends.
   */
  loginFailuresByAddress: { points: 30, duration: 60 * 60 },
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
  // Writes per signed-in account (one account must not flood a page, an inbox or the disk).
  /** Comments posted. */
  comments: { points: 10, duration: 60 },
  /** Applications to shifts. */
  applications: { points: 20, duration: 10 * 60 },
  /** Organizer messages to an event's volunteers (each reaches many inboxes). */
  organizerMessages: { points: 10, duration: 60 * 60 },
  /** Files uploaded (covers, documents, back-office images). */
  uploads: { points: 30, duration: 10 * 60 },
  /** Friend requests sent (each notifies and mails someone). */
  friendRequests: { points: 30, duration: 60 * 60 },
  /** Invitations of friends to an activity (each mails up to FRIEND_LIMITS.invitees people). */
  friendInvites: { points: 10, duration: 60 * 60 },
  /** Account settings saved (name, language, notification choices, avatar removal, account deletion). */
  settings: { points: 30, duration: 10 * 60 },
  /** Bonus writes: offers saved, redemptions, codes marked used (a shop's counter marks many). */
  bonuses: { points: 60, duration: 10 * 60 },
  /** Certificates made (each builds a PDF on the server). */
  certificates: { points: 20, duration: 10 * 60 },
  /** The academy: enrolments, lessons marked read, quiz attempts started and ended. */
  learning: { points: 120, duration: 10 * 60 },
  /** The academy's authors: courses, lessons and questions saved (a course is many small writes). */
  authoring: { points: 200, duration: 10 * 60 },
} as const satisfies Record<string, { points: number; duration: number }>;

/** Failed logins from one address after which every login from it needs a captcha. */
export const LOGIN_ADDRESS_CAPTCHA_AFTER = 5;

/** The per-account write limits (counted per signed-in user). */
export type WriteLimitName =
  | 'comments'
  | 'applications'
  | 'organizerMessages'
  | 'uploads'
  | 'settings'
  | 'bonuses'
  | 'certificates'
  | 'learning'
  | 'authoring'
  | 'friendRequests'
  | 'friendInvites';
