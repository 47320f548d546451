import type { Sequelize } from 'sequelize';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { seedAdmin } from '../../../seeders/admin';
import { seedReference } from '../../../seeders/reference';
import { hashPassword } from '../lib/passwords';
import { startEmbeddedPostgres } from './embedded';
import { migrate } from './migrator';
import { attachReadReplica } from './replica';
import { createSequelize } from './sequelize';

/** Name of the database the embedded server holds. */
export const EMBEDDED_DATABASE = 'hashar';
/** Key of the advisory lock that serialises migrations across processes. */
const MIGRATION_LOCK_KEY = 7_402_611;

export interface Database {
  sequelize: Sequelize;
  /** Connection URL (the mail queue opens its own pool on it). */
  url: string;
  /** Closes the pool and stops the embedded server if this process started it. */
  close(): Promise<void>;
}

/** Connects to DATABASE_URL, or starts the embedded PostgreSQL when it is not set. */
export async function openDatabase(config: Config, logger: Logger, opts: { shareRunning?: boolean } = {}): Promise<Database> {
  const embedded = config.database.url
    ? null
    : await startEmbeddedPostgres({
        dataDir: config.dataDir,
        port: config.database.embeddedPort,
        database: EMBEDDED_DATABASE,
        logger,
        shareRunning: opts.shareRunning,
      });
  const url = config.database.url ?? embedded?.url;
  if (url === undefined) throw new Error('no database: DATABASE_URL is unset and the embedded server gave no address');
  const sequelize = createSequelize(url, {
    poolMax: config.database.poolMax,
    poolWaitMs: config.database.poolWaitMs,
    ssl: config.database.ssl,
    logger,
  });
  // DATABASE_READ_URL: anonymous public list reads go to the replica (db/replica.ts).
  const replica = config.database.readUrl
    ? createSequelize(config.database.readUrl, {
        poolMax: config.database.poolMax,
        poolWaitMs: config.database.poolWaitMs,
        ssl: config.database.ssl,
        logger,
      })
    : null;
  try {
    await sequelize.authenticate();
    await replica?.authenticate();
  } catch (err) {
    await Promise.all([sequelize.close(), replica?.close()]).catch(() => undefined);
    await embedded?.stop();
    throw err;
  }
  if (replica) attachReadReplica(sequelize, replica);
  return {
    sequelize,
    url,
    async close() {
      await replica?.close().catch((err) => logger.error({ err }, 'closing the read replica pool failed'));
      await sequelize.close().catch((err) => logger.error({ err }, 'closing the database pool failed'));
      await embedded?.stop();
    },
  };
}

/** Runs fn while holding a PostgreSQL advisory lock, so parallel starts migrate one at a time. */
export async function withMigrationLock<T>(sequelize: Sequelize, fn: () => Promise<T>): Promise<T> {
  const manager = sequelize.connectionManager as unknown as {
    getConnection(): Promise<{ query(sql: string, values?: unknown[]): Promise<unknown> }>;
    releaseConnection(connection: unknown): Promise<void>;
  };
  const connection = await manager.getConnection();
  try {
    await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      return await fn();
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await manager.releaseConnection(connection);
  }
}

/** Applies pending migrations and seeds reference data and the first admin. */
export async function prepareDatabase(sequelize: Sequelize, config: Config, logger: Logger): Promise<void> {
  await withMigrationLock(sequelize, async () => {
    const applied = await migrate(sequelize, logger);
    logger.info({ applied }, applied.length ? 'migrations applied' : 'database schema is up to date');
    const added = await seedReference(sequelize);
    logger.info({ added }, 'reference data seeded');
    await seedAdmin(sequelize, {
      email: config.admin.email,
      password: config.admin.password,
      isProduction: config.isProduction,
      hashPassword,
      // Printed, not logged: a generated password must not end up in log storage.
      report: (message) => process.stdout.write(message),
    });
  });
}
