import type { Logger } from '../logger';

/** Google's server-side check of a g-recaptcha-response token. */
export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
const DEFAULT_TIMEOUT_MS = 5000;

/** Global fetch's shape; tests pass a stand-in because Google is out of reach. */
export type FetchFunction = typeof fetch;

interface SiteverifyAnswer {
  success?: unknown;
  'error-codes'?: unknown;
}

/**
 * Asks Google whether a reCAPTCHA response token is valid. Any failure to get an answer
 * (network, timeout, non-JSON) counts as "not verified": sign-up must not pass unchecked.
 */
export async function verifyRecaptcha(
  token: string,
  opts: { secret: string; remoteIp?: string; fetch?: FetchFunction; logger?: Logger; timeoutMs?: number },
): Promise<boolean> {
  const body = new URLSearchParams({ secret: opts.secret, response: token });
  if (opts.remoteIp) body.set('remoteip', opts.remoteIp);
  const fetchFn = opts.fetch ?? fetch;
  try {
    const res = await fetchFn(RECAPTCHA_VERIFY_URL, {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(opts.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
    if (!res.ok) {
      opts.logger?.warn({ status: res.status }, 'reCAPTCHA siteverify answered with an error status');
      return false;
    }
    const answer = (await res.json()) as SiteverifyAnswer | null;
    if (answer?.success === true) return true;
    opts.logger?.info({ errorCodes: answer?.['error-codes'] }, 'reCAPTCHA rejected a token');
    return false;
  } catch (err) {
    opts.logger?.warn({ err }, 'reCAPTCHA siteverify unreachable; token treated as not verified');
    return false;
  }
}
