import type { Request, RequestHandler } from 'express';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { HttpError } from '../errors';
import type { MessageKey } from '../i18n';

/** Whole seconds until the window reopens, at least 1 (Retry-After: 0 invites an instant retry). */
export function retryAfterSeconds(msBeforeNext: number): number {
  return Math.max(1, Math.ceil(msBeforeNext / 1000));
}

/**
 * Consumes one point of `limiter` under keyOf(req); when none are left, answers 429
 * too_many_requests with Retry-After and the message `messageKey` (given {seconds}).
 * keyOf returning null skips the limit.
 */
export function rateLimit(
  limiter: RateLimiterAbstract,
  keyOf: (req: Request) => string | null,
  messageKey: MessageKey = 'too_many_requests',
): RequestHandler {
  // Named: the OpenAPI description lists 429 on the routes that pass through it.
  return async function rateLimited(req, res, next) {
    const key = keyOf(req);
    if (key === null) return next();
    try {
      await limiter.consume(key);
    } catch (err) {
      // The library rejects with a RateLimiterRes when the limit is spent, with an Error when
      // the store failed.
      if (err instanceof RateLimiterRes) {
        const seconds = retryAfterSeconds(err.msBeforeNext);
        res.set('Retry-After', String(seconds));
        return next(new HttpError(429, 'too_many_requests', messageKey, { seconds }));
      }
      // Fail open: a limiter whose database is unreachable must not turn every sign-up or
      // login into a 500; the request goes on (and will meet the outage itself if it is real).
      req.log?.error({ err, limit: limiter.keyPrefix }, 'rate limiter unavailable, request let through');
    }
    next();
  };
}
