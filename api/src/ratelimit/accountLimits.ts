import type { RequestHandler } from 'express';
import { limitKeys } from './keys';
import type { LoginFailures, RateLimits } from './limits';
import { rateLimit } from './middleware';

/** The limits of the account routes, as ready middlewares (what routes/user/deps.ts expects). */
export interface AccountLimits {
  login: RequestHandler;
  registration: RequestHandler;
  validate: RequestHandler;
  forgot: RequestHandler;
  confirm: RequestHandler;
  loginFailures: LoginFailures;
}

/** Runs `first`, then `second` unless `first` answered or failed. */
function inTurn(first: RequestHandler, second: RequestHandler): RequestHandler {
  return (req, res, next) => first(req, res, (err?: unknown) => (err ? next(err) : second(req, res, next)));
}

/**
 * Binds each limiter to what it counts: login per IP + username, recovery per IP and per
 * address, the rest per IP. `identityField` is the body field holding the email/username.
 */
export function accountLimits(limits: RateLimits, identityField = 'username'): AccountLimits {
  return {
    login: rateLimit(limits.login, limitKeys.ipAnd(identityField)),
    registration: rateLimit(limits.registration, limitKeys.ip),
    validate: rateLimit(limits.validate, limitKeys.ip),
    forgot: inTurn(rateLimit(limits.forgotByIp, limitKeys.ip), rateLimit(limits.forgotByEmail, limitKeys.body(identityField))),
    confirm: rateLimit(limits.confirm, limitKeys.ip),
    loginFailures: limits.loginFailures,
  };
}
