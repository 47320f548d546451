import type { VerificationState, VerificationSubject } from './people';

/** GET/POST /api/my/verification: where the caller's verification stands. */
export interface MyVerification {
  subject: VerificationSubject;
  state: VerificationState;
  /** The last reject reason (null unless rejected). */
  note: string | null;
  /** When the latest request was sent, ISO; null if never. */
  requestedAt: string | null;
}

/** A request's status in the back office's verification queue. */
export const VERIFICATION_REQUEST_STATES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type VerificationRequestState = (typeof VERIFICATION_REQUEST_STATES)[number];
/** The longest reject reason a moderator may write. */
export const VERIFICATION_REASON_MAX = 1000;
