import { RateLimiterPostgres } from 'rate-limiter-flexible';
import type { Sequelize } from 'sequelize';
import type { Logger } from '../logger';
import { identityKey } from './keys';
import { LOGIN_ADDRESS_CAPTCHA_AFTER, RATE_LIMITS } from './policy';

/** The table the migration creates; one table for every limiter, told apart by keyPrefix. */
export const RATE_LIMIT_TABLE = 'rate_limits';

/**
 * Counts failed logins per username and per client address (across usernames) to decide when a
 * login must also pass a captcha, and when an address may not try at all. `address` is the
 * clientAddress() of the request.
 */
export interface LoginFailures {
  /** True once the username had RATE_LIMITS.loginFailures.points failures, or the address LOGIN_ADDRESS_CAPTCHA_AFTER. */
  needsCaptcha(username: string, address?: string): Promise<boolean>;
  /** Milliseconds until the address may try again once it spent RATE_LIMITS.loginFailuresByAddress; 0 when it may. */
  blockedFor(address: string): Promise<number>;
  /** Counts one failed login (wrong password, unknown user alike, so usernames are not probed). */
  recordFailure(username: string, address?: string): Promise<void>;
  /** Forgets the username's failures, after a successful login or a password reset (never the address's). */
  reset(username: string): Promise<void>;
}

export interface RateLimits {
  login: RateLimiterPostgres;
  registration: RateLimiterPostgres;
  validate: RateLimiterPostgres;
  forgotByIp: RateLimiterPostgres;
  forgotByEmail: RateLimiterPostgres;
  confirm: RateLimiterPostgres;
  loginFailures: LoginFailures;
}

type CountedLimit = Exclude<keyof typeof RATE_LIMITS, 'loginFailures' | 'loginFailuresByAddress'>;

export function limiter(sequelize: Sequelize, name: keyof typeof RATE_LIMITS, cleaner: boolean): RateLimiterPostgres {
  const { points, duration } = RATE_LIMITS[name];
  return new RateLimiterPostgres({
    storeClient: sequelize,
    storeType: 'sequelize',
    tableName: RATE_LIMIT_TABLE,
    tableCreated: true,
    keyPrefix: name,
    points,
    duration,
    // Once a key is over its limit, this process answers 429 from memory until the window
    // ends instead of writing to PostgreSQL on every request of a flood.
    inMemoryBlockOnConsumed: points + 1,
    // Rows never expire by themselves in PostgreSQL; the table is shared, so one limiter
    // deleting long-expired rows every few minutes cleans up for all of them.
    clearExpiredByTimeout: cleaner,
  });
}

/** Failures are logged and ignored: the counters are a defence, not something a login may fail on. */
function loginFailures(byName: RateLimiterPostgres, byAddress: RateLimiterPostgres, logger?: Logger): LoginFailures {
  const failOpen = (err: unknown, action: string) => logger?.error({ err, action }, 'login failure counter unavailable');
  const consumed = async (counter: RateLimiterPostgres, key: string, action: string) => {
    try {
      return (await counter.get(key)) ?? null;
    } catch (err) {
      failOpen(err, action);
      return null;
    }
  };
  return {
    async needsCaptcha(username, address) {
      const [name, from] = await Promise.all([
        consumed(byName, identityKey(username), 'needsCaptcha'),
        address === undefined ? null : consumed(byAddress, address, 'needsCaptcha'),
      ]);
      return (name?.consumedPoints ?? 0) >= RATE_LIMITS.loginFailures.points || (from?.consumedPoints ?? 0) >= LOGIN_ADDRESS_CAPTCHA_AFTER;
    },
    async blockedFor(address) {
      const from = await consumed(byAddress, address, 'blockedFor');
      return from && from.consumedPoints >= RATE_LIMITS.loginFailuresByAddress.points ? Math.max(1, from.msBeforeNext) : 0;
    },
    async recordFailure(username, address) {
      // penalty(), not consume(): counting a failure must never reject, only add.
      await byName.penalty(identityKey(username)).catch((err: unknown) => failOpen(err, 'recordFailure'));
      if (address !== undefined) await byAddress.penalty(address).catch((err: unknown) => failOpen(err, 'recordFailure'));
    },
    async reset(username) {
      await byName.delete(identityKey(username)).catch((err: unknown) => failOpen(err, 'reset'));
    },
  };
}

/** The API's rate limiters, counting in PostgreSQL so every API process shares the same counts. */
export function createRateLimits(sequelize: Sequelize, opts: { logger?: Logger } = {}): RateLimits {
  const counted = (name: CountedLimit, cleaner = false) => limiter(sequelize, name, cleaner);
  return {
    login: counted('login', true),
    registration: counted('registration'),
    validate: counted('validate'),
    forgotByIp: counted('forgotByIp'),
    forgotByEmail: counted('forgotByEmail'),
    confirm: counted('confirm'),
    loginFailures: loginFailures(
      limiter(sequelize, 'loginFailures', false),
      limiter(sequelize, 'loginFailuresByAddress', false),
      opts.logger,
    ),
  };
}
