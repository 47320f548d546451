import type { ErrorCode } from '@hashar/common';
import type { MessageKey } from './i18n';

/** An error with an HTTP status and a message key, mapped to DESIGN.md §5 by the error handler. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly fields?: Record<string, string>,
  ) {
    super(messageKey);
    this.name = 'HttpError';
  }
}

export const NotFound = (key: MessageKey = 'not_found') => new HttpError(404, 'not_found', key);
export const BadRequest = (key: MessageKey = 'bad_request') => new HttpError(400, 'bad_request', key);
export const Unauthorized = () => new HttpError(401, 'unauthorized', 'unauthorized');
export const Forbidden = () => new HttpError(403, 'forbidden', 'forbidden');
export const Validation = (fields: Record<string, string>) => new HttpError(400, 'validation', 'validation', {}, fields);

/** Seconds a client is asked to wait after an "overloaded" answer: a queue of heavy reads drains in about that long. */
export const OVERLOADED_RETRY_AFTER_SECONDS = 2;

/**
 * 503 "the server is busy, retry in a few seconds" (Retry-After: OVERLOADED_RETRY_AFTER_SECONDS): past
 * capacity, answered early instead of holding the caller (ratelimit/heavyReads.ts, a pool wait too long).
 */
export const overloaded = (): HttpError => new HttpError(503, 'service_unavailable', 'overloaded');
