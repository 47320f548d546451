import type { Challenge } from 'altcha-lib';

/** GET /api/captcha (api/src/captcha/router.ts): which widget to show and what it needs. */
export type CaptchaConfigResponse = { provider: 'altcha'; challenge: Challenge } | { provider: 'recaptcha'; siteKey: string };

export interface CaptchaProps {
  /** Id of the widget (the form focuses it when the captcha is the first problem). */
  id: string;
  /** The token to send as `captcha`, or null while there is none (solving, expired, failed). */
  onChange: (token: string | null) => void;
  /**
   * Change it after every submit that sent the token: the server accepts a solution once, so
   * the widget fetches and solves a new challenge (or resets the reCAPTCHA).
   */
  resetKey?: number;
  /** The form's error for the captcha (e.g. the server's fields.captcha). */
  error?: string;
}
