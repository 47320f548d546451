import { ApiError } from '../../api/client';
import type { I18n } from '../../i18n';

/** Whether the failed response carried the API's own error body (with a human `msg`). */
function hasServerMessage(err: ApiError): boolean {
  const body = err.body as { msg?: unknown } | undefined;
  return typeof body?.msg === 'string' && body.msg !== '';
}

/**
 * What to tell the visitor when an account call fails: the server's own message in the page
 * language, or our words when the server was not reached or answered without its error body
 * (a proxy's 502). Server errors are logged to the console (spec §8).
 */
export function failureMessage(err: unknown, t: I18n['t']): string {
  if (err instanceof ApiError) {
    if (err.status === 0) return t('errors.network');
    if (err.status >= 500) console.error(err);
    return hasServerMessage(err) ? err.message : t('errors.unknown');
  }
  console.error(err);
  return t('errors.unknown');
}
