import { resetAdminPassword } from '../../../seeders/admin';
import { loadConfig } from '../config';
import { openDatabase } from '../db';
import { hashPassword } from '../lib/passwords';
import { createLogger } from '../logger';

/**
 * npm run admin:password — a new password for the first admin (ADMIN_PASSWORD when set, else a
 * random one), printed in a banner. Uses the database of the running app when one runs (the
 * embedded server is shared), else starts it for the moment.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const db = await openDatabase(config, logger, { shareRunning: true });
  try {
    const [tables] = await db.sequelize.query(`SELECT to_regclass('users') IS NOT NULL AS ready`);
    if (!(tables as { ready: boolean }[])[0]?.ready)
      throw new Error('the database is empty: run `npm start` once first, it creates the admin');
    const shown = await resetAdminPassword(db.sequelize, { email: config.admin.email, password: config.admin.password, hashPassword });
    if (!shown)
      throw new Error(
        config.admin.email
          ? `no admin account has the e-mail ${config.admin.email} (ADMIN_EMAIL)`
          : 'there is no admin account yet: run `npm start` once, it creates one',
      );
    process.stdout.write(shown);
  } finally {
    await db.close();
  }
}

main().catch((err: Error) => {
  process.stderr.write(`admin:password failed: ${err.message}\n`);
  process.exit(1);
});
