import type PgBoss from 'pg-boss';
import type { Sequelize } from 'sequelize';
import { scheduleJob } from '../jobs/boss';
import type { Logger } from '../logger';
import { UPLOADS_URL, type FileStorage } from './types';
import { exec } from '../lists';

/** Uploads never attached to anything are deleted once they are this old. */
export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;
/** The pg-boss queue of the daily sweep, and when it runs (Tashkent time). */
export const ORPHAN_QUEUE = 'uploads-sweep';
const ORPHAN_CRON = '30 3 * * *';
const BATCH = 500;

/** Places that point at uploads without going through the events writer (back-office content, logos). */
const REFERENCED = `(
  EXISTS (SELECT 1 FROM events WHERE cover = u.key) OR EXISTS (SELECT 1 FROM visit_options WHERE cover = u.key)
  OR EXISTS (SELECT 1 FROM event_documents WHERE file_key = u.key)
  OR EXISTS (SELECT 1 FROM banners WHERE image_url = '${UPLOADS_URL}/' || u.key)
  OR EXISTS (SELECT 1 FROM tours WHERE image_url = '${UPLOADS_URL}/' || u.key)
  OR EXISTS (SELECT 1 FROM partners WHERE logo_url = '${UPLOADS_URL}/' || u.key)
  OR EXISTS (SELECT 1 FROM organizations WHERE logo IN (u.key, '${UPLOADS_URL}/' || u.key)))`;

/**
 * Deletes uploads older than ORPHAN_AGE_MS (at `now`) that were never attached: their row, then
 * their file; files still referenced somewhere are marked attached instead. Also clears files
 * whose upload never finished. Returns how many uploads were deleted.
 */
export async function sweepOrphanUploads(
  deps: { sequelize: Sequelize; storage: FileStorage; logger?: Logger },
  now: Date = new Date(),
): Promise<number> {
  const { sequelize, storage } = deps;
  const cutoff = new Date(now.getTime() - ORPHAN_AGE_MS);
  await exec(sequelize, `UPDATE uploads u SET attached_at = $2 WHERE attached_at IS NULL AND created_at < $1 AND ${REFERENCED}`, [
    cutoff,
    now,
  ]);
  let removed = 0;
  for (;;) {
    // The row goes first (only while still unattached): a writer attaching it at the same moment
    // either wins the row lock or finds the upload gone and says so.
    const rows = await exec<{ key: string }>(
      sequelize,
      `DELETE FROM uploads WHERE id IN (
         SELECT id FROM uploads WHERE attached_at IS NULL AND created_at < $1 ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED
       ) RETURNING key`,
      [cutoff],
    );
    for (const { key } of rows) {
      await storage
        .remove(`${UPLOADS_URL}/${key}`)
        .catch((err: unknown) => deps.logger?.error({ err, key }, 'removing an orphan upload failed'));
    }
    removed += rows.length;
    if (rows.length < BATCH) break;
  }
  await storage.clearIncoming(cutoff);
  if (removed) deps.logger?.info({ removed }, 'orphan uploads deleted');
  return removed;
}

export interface OrphanSweeperOptions {
  /** The process's scheduled-jobs queue (jobs/boss.ts). */
  boss: PgBoss;
  sequelize: Sequelize;
  storage: FileStorage;
  logger: Logger;
}

/**
 * Runs sweepOrphanUploads daily through a pg-boss schedule: one run per day whatever the number
 * of API processes, and a missed day runs when a process is next up. Returns stop().
 */
export async function startOrphanSweeper(opts: OrphanSweeperOptions): Promise<{ stop(): Promise<void> }> {
  await scheduleJob(opts.boss, ORPHAN_QUEUE, ORPHAN_CRON, async () => {
    await sweepOrphanUploads(opts);
  });
  return { stop: () => opts.boss.offWork(ORPHAN_QUEUE) };
}
