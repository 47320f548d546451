import { Sequelize } from 'sequelize';
import type { Logger } from '../logger';

export interface SequelizeOptions {
  poolMax?: number;
  /** The longest wait for a free connection; past it the query fails with ConnectionAcquireTimeoutError (503). */
  poolWaitMs?: number;
  ssl?: boolean;
  logger?: Logger;
  /** Give up connecting after this long (health checks must answer quickly). */
  connectTimeoutMs?: number;
}

/** One Sequelize instance per process: snake_case columns, UTC, a bounded pool. */
export function createSequelize(url: string, opts: SequelizeOptions = {}): Sequelize {
  const { logger } = opts;
  return new Sequelize(url, {
    dialect: 'postgres',
    logging: logger ? (sql) => logger.trace({ sql }, 'sql') : false,
    timezone: '+00:00',
    define: { underscored: true, timestamps: true },
    pool: { max: opts.poolMax ?? 10, min: 0, idle: 10000, acquire: opts.poolWaitMs ?? 10000 },
    dialectOptions: {
      connectionTimeoutMillis: opts.connectTimeoutMs ?? 5000,
      statement_timeout: 30000,
      // Each request's statements run on one core: on a busy server a parallel plan's workers take
      // the cores of the requests beside it (a volunteer's applications: 93 ms with two workers, 25 ms
      // without, measured alone), and JIT compiling costs more than these short statements run.
      options: '-c max_parallel_workers_per_gather=0 -c jit=off',
      ...(opts.ssl ? { ssl: { rejectUnauthorized: false } } : {}),
    },
  });
}
