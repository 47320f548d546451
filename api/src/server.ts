import type PgBoss from 'pg-boss';
import { createApp } from './app';
import { createStoppableServer, type StoppableServer } from './httpServer';
import { loadConfig, type Config } from './config';
import { openDatabase, prepareDatabase, type Database } from './db';
import { AlreadyRunningError } from './db/lock';
import { startJobBoss } from './jobs/boss';
import { createLogger, type Logger } from './logger';
import { workAfterAnswers } from './middlewares/answerFirst';
import { createMailer } from './mail';
import type { Mailer } from './mail/types';
import { startReminders } from './reminders/job';
import { startAnalyticsRefresher } from './services/analytics/refresh';
import { startOrphanSweeper, storageOf } from './storage';
import { startTelegram } from './telegram';

/** Stops accepting, lets in-flight requests finish (up to the timeout), then closes the database. */
function installShutdown(
  http: StoppableServer,
  db: Database,
  mailer: Mailer,
  config: Config,
  logger: Logger,
  jobs: { stop(): Promise<void> },
  analytics?: { stop(): Promise<void> },
  telegram?: { stop(): Promise<void> },
): void {
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    await http.stop(config.shutdownTimeoutMs, () => logger.warn('requests still open after the shutdown timeout: closing them'));
    await workAfterAnswers(); // links issued after their answer (/forgot, /resend) still reach the mail queue
    // The workers drain first, then the process's pg-boss (scheduled jobs included) stops, then the database closes.
    await mailer.stop().catch((err) => logger.error({ err }, 'stopping the mail worker failed'));
    await telegram?.stop().catch((err: unknown) => logger.error({ err }, 'stopping the telegram worker failed'));
    await jobs.stop().catch((err: unknown) => logger.error({ err }, 'stopping the job queue failed'));
    await analytics?.stop().catch((err: unknown) => logger.error({ err }, 'stopping the analytics refresh failed'));
    await db.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n`);
    process.exit(1);
  }
  const logger = createLogger(config.logLevel);
  let db: Database;
  try {
    db = await openDatabase(config, logger);
    await prepareDatabase(db.sequelize, config, logger);
  } catch (err) {
    if (err instanceof AlreadyRunningError) {
      process.stderr.write(`\n${err.message}\n\n`);
    } else {
      logger.fatal({ err }, 'could not prepare the database');
    }
    process.exit(1);
  }
  // Passport copies, CVs and organizations' documents kept in the served folder by older versions move out of it.
  const moved = await storageOf(config)
    .movePrivateFiles()
    .catch((err: unknown) => logger.error({ err }, 'moving private files out of the served folder failed'));
  if (moved) logger.info({ moved }, 'private files moved out of the served uploads folder');
  // One pg-boss per process: the mail and Telegram outboxes and the scheduled jobs each have their queues on it.
  let boss: PgBoss;
  try {
    boss = await startJobBoss({ databaseUrl: db.url, databaseSsl: config.database.ssl, logger });
  } catch (err) {
    logger.fatal({ err }, 'could not start the job queue');
    await db.close();
    process.exit(1);
  }
  const mailer = createMailer({ config, boss, sequelize: db.sequelize, logger });
  await mailer.start();
  // The Telegram bot, when configured: its delivery worker, then its commands and webhook.
  const telegram = await startTelegram({ config, boss, sequelize: db.sequelize, logger }).catch((err: unknown) =>
    logger.error({ err }, 'telegram worker not started'),
  );
  // Each schedule runs once for all processes.
  // Uploads never attached to anything are deleted daily.
  await startOrphanSweeper({ boss, sequelize: db.sequelize, storage: storageOf(config), logger }).catch((err: unknown) =>
    logger.error({ err }, 'upload sweeper not started'),
  );
  // Reminders before shifts and deadlines, looked for every few minutes, each sent once.
  await startReminders({ boss, sequelize: db.sequelize, mailer, publicUrl: config.publicUrl, logger }).catch((err: unknown) =>
    logger.error({ err }, 'reminders not started'),
  );
  // Stopped after the workers on it (they drain first), before the database closes.
  const jobs = { stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }) };
  // The analytics view is recomputed every few minutes (one process at a time: an advisory lock), at once when stale.
  const analytics = startAnalyticsRefresher({ sequelize: db.sequelize, logger });
  const app = createApp({ config, sequelize: db.sequelize, logger, mailer });
  const http = createStoppableServer(app);
  const { server } = http;
  server.listen(config.port, config.host);
  server.on('error', (err: NodeJS.ErrnoException) => {
    logger.fatal({ err }, err.code === 'EADDRINUSE' ? `port ${config.port} is already in use: set PORT` : 'server error');
    void (async () => {
      await mailer.stop().catch(() => undefined);
      await jobs.stop().catch(() => undefined);
      await db.close();
      process.exit(1);
    })();
  });
  server.on('listening', () => {
    logger.info(
      { url: config.publicUrl },
      `Hashar is ready: ${config.publicUrl}/ru (public site), ${config.publicUrl}/admin (back office)`,
    );
  });
  installShutdown(http, db, mailer, config, logger, jobs, analytics, telegram ?? undefined);
}

void main();
