import { RateLimiterPostgres } from 'rate-limiter-flexible';
import type { Sequelize } from 'sequelize';
import type { Logger } from '../logger';
import { identityKey } from './keys';
import { RATE_LIMITS } from './policy';

/** The table the migration creates; one table for every limiter, told apart by keyPrefix. */
export const RATE_LIMIT_TABLE = 'rate_limits';

/** Counts failed logins per username to decide when a login must also pass a captcha. */
export interface LoginFailures {
  /** True once the username has had RATE_LIMITS.loginFailures.points failures in the window. */
  needsCaptcha(username: string): Promise<boolean>;
  /** Counts one failed login (wrong password, unknown user alike, so usernames are not probed). */
  recordFailure(username: string): Promise<void>;
  /** Forgets the failures, after a successful login or a password reset. */
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

type CountedLimit = Exclude<keyof typeof RATE_LIMITS, 'loginFailures'>;

function limiter(sequelize: Sequelize, name: keyof typeof RATE_LIMITS, cleaner: boolean): RateLimiterPostgres {
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
function loginFailures(counter: RateLimiterPostgres, logger?: Logger): LoginFailures {
  const failOpen = (err: unknown, action: string) => logger?.error({ err, action }, 'login failure counter unavailable');
  return {
    async needsCaptcha(username) {
      try {
        const res = await counter.get(identityKey(username));
        return (res?.consumedPoints ?? 0) >= RATE_LIMITS.loginFailures.points;
      } catch (err) {
        failOpen(err, 'needsCaptcha');
        return false;
      }
    },
    async recordFailure(username) {
      // penalty(), not consume(): counting a failure must never reject, only add.
      await counter.penalty(identityKey(username)).catch((err: unknown) => failOpen(err, 'recordFailure'));
    },
    async reset(username) {
      await counter.delete(identityKey(username)).catch((err: unknown) => failOpen(err, 'reset'));
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
    loginFailures: loginFailures(limiter(sequelize, 'loginFailures', false), opts.logger),
  };
}
