import PgBoss from 'pg-boss';
import { TIME_ZONE } from '@hashar/common';
import type { Logger } from '../logger';
import { ensureQueue } from './queues';

/** The schema pg-boss keeps its tables in. */
export const BOSS_SCHEMA = 'pgboss';

export interface JobBossOptions {
  databaseUrl: string;
  databaseSsl?: boolean;
  logger: Logger;
}

/**
 * Where a queue's worker finds its pg-boss: the process's one instance (started and stopped by the
 * process, see server.ts), or a database for an instance of its own (tests, command-line tools).
 */
export type BossSource = { boss: PgBoss } | { databaseUrl: string; databaseSsl?: boolean };

/** How an instance of its own is tuned: its pool, whether it runs cron schedules, its name in pg_stat_activity. */
interface BossTuning {
  max: number;
  schedule: boolean;
  name: string;
}

function createBoss(opts: JobBossOptions, tuning: BossTuning): PgBoss {
  const boss = new PgBoss({
    connectionString: opts.databaseUrl,
    schema: BOSS_SCHEMA,
    max: tuning.max,
    schedule: tuning.schedule,
    application_name: tuning.name,
    ...(opts.databaseSsl ? { ssl: { rejectUnauthorized: false } } : {}),
  });
  boss.on('error', (err) => opts.logger.error({ err }, `${tuning.name}: job queue error`));
  return boss;
}

/**
 * The one pg-boss instance of a server process, started: one pool and one supervisor for every
 * queue — the mail and Telegram outboxes and the scheduled jobs (the upload sweep, reminders). Its
 * owner stops it after the workers on it stopped, and before the database closes.
 */
export async function startJobBoss(opts: JobBossOptions): Promise<PgBoss> {
  const boss = createBoss(opts, { max: 6, schedule: true, name: 'hashar' });
  await boss.start();
  return boss;
}

/**
 * The pg-boss of a worker: the one it is given (`owned: false`: its owner starts and stops it), or an
 * instance of its own on the given database (`owned: true`: the worker starts and stops it; no cron schedules).
 */
export function bossOf(source: BossSource, logger: Logger, own: Omit<BossTuning, 'schedule'>): { boss: PgBoss; owned: boolean } {
  if ('boss' in source) return { boss: source.boss, owned: false };
  return { boss: createBoss({ ...source, logger }, { ...own, schedule: false }), owned: true };
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
