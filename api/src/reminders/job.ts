import type PgBoss from 'pg-boss';
import { REMINDER_CRON } from '@hashar/common';
import { scheduleJob } from '../jobs/boss';
import type { Logger } from '../logger';
import { sendDueReminders, type ReminderDeps } from './service';

/** The pg-boss queue of the reminder runs. */
export const REMINDER_QUEUE = 'reminders';

export interface RemindersOptions extends ReminderDeps {
  boss: PgBoss;
  logger: Logger;
}

/**
 * Looks for due reminders every few minutes (REMINDER_CRON, Tashkent time) through the process's
 * job queue: one run at a time across processes, and reminders_sent keeps each reminder to one
 * sending even if runs overlap. Returns stop(): this process stops taking runs.
 */
export async function startReminders(opts: RemindersOptions): Promise<{ stop(): Promise<void> }> {
  await scheduleJob(opts.boss, REMINDER_QUEUE, REMINDER_CRON, async () => {
    const sent = await sendDueReminders(opts);
    const total = Object.values(sent).reduce((sum, n) => sum + n, 0);
    if (total > 0) opts.logger.info({ sent }, 'reminders sent');
  });
  return { stop: () => opts.boss.offWork(REMINDER_QUEUE) };
}
