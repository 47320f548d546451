import { loadConfig } from '../config';
import { openDatabase, withMigrationLock } from '../db';
import { migrate } from '../db/migrator';
import { createLogger } from '../logger';

/** npm run db:migrate — applies pending migrations and exits. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const db = await openDatabase(config, logger, { shareRunning: true });
  try {
    const applied = await withMigrationLock(db.sequelize, () => migrate(db.sequelize, logger));
    process.stdout.write(applied.length ? `Applied: ${applied.join(', ')}\n` : 'No pending migrations.\n');
  } finally {
    await db.close();
  }
}

main().catch((err: Error) => {
  process.stderr.write(`db:migrate failed: ${err.message}\n`);
  process.exit(1);
});
