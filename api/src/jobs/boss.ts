import PgBoss from 'pg-boss';
import { TIME_ZONE } from '@hashar/common';
import type { Logger } from '../logger';
import { ensureQueue } from './queues';

export interface JobBossOptions {
  databaseUrl: string;
  databaseSsl?: boolean;
  logger: Logger;
}

/**
 * The pg-boss instance of a process's scheduled jobs (the upload sweep, reminders): one small pool
 * and one supervisor for all of them. The mail worker keeps its own (its own tuning).
 */
export async function startJobBoss(opts: JobBossOptions): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString: opts.databaseUrl,
    schema: 'pgboss',
    max: 2,
    application_name: 'hashar-jobs',
    ...(opts.databaseSsl ? { ssl: { rejectUnauthorized: false } } : {}),
  });
  boss.on('error', (err) => opts.logger.error({ err }, 'scheduled jobs queue error'));
  await boss.start();
  return boss;
}

/**
 * Runs `handler` on a cron schedule in Tashkent time through a singleton queue: whatever the number
 * of processes, one run at a time, and a run missed while no process was up happens when one is.
 */
export async function scheduleJob(boss: PgBoss, queue: string, cron: string, handler: () => Promise<void>): Promise<void> {
  await ensureQueue(boss, queue, 'singleton');
  await boss.schedule(queue, cron, undefined, { tz: TIME_ZONE });
  await boss.work(queue, handler);
}
