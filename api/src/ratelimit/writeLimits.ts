import type { Request, RequestHandler } from 'express';
import type { RateLimiterPostgres } from 'rate-limiter-flexible';
import type { Sequelize } from 'sequelize';
import { idempotent } from './idempotency';
import { limiter } from './limits';
import { rateLimit } from './middleware';
import type { WriteLimitName } from './policy';

/** One limiter per database and name, so every router of a process shares it (counts live in PostgreSQL anyway). */
const limiters = new WeakMap<Sequelize, Map<WriteLimitName, RateLimiterPostgres>>();

/** The signed-in account; requests without one are left to authentication. */
const accountKey = (req: Request): string | null => (req.user ? `user:${req.user.id}` : null);

/**
 * Per-account limit on a kind of write (RATE_LIMITS[name]): put it after `authenticate`; past
 * the limit → 429 with Retry-After and "too many actions, retry in N s" in the request's language.
 * A write honours `Idempotency-Key` (idempotency.ts): sent again, it is answered, not repeated, and not counted.
 */
export function writeLimit(sequelize: Sequelize, name: WriteLimitName): RequestHandler {
  let byName = limiters.get(sequelize);
  if (!byName) limiters.set(sequelize, (byName = new Map()));
  let counter = byName.get(name);
  if (!counter) byName.set(name, (counter = limiter(sequelize, name, false)));
  const limit = rateLimit(counter, accountKey, 'too_many_writes');
  const once = idempotent(sequelize);
  // A replayed answer costs nothing of the limit: the key is looked up first.
  // Named: the OpenAPI description lists the Idempotency-Key header on the routes that pass through it.
  return function idempotentWrite(req, res, next) {
    once(req, res, (err?: unknown) => (err ? next(err) : limit(req, res, next)));
  };
}
