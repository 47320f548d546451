import { ANALYTICS_LIMITS } from '@hashar/common';
import type { Sequelize } from 'sequelize';
import { exec, run } from '../../lists';
import type { Logger } from '../../logger';

/** The advisory lock of the refresh: one API process refreshes at a time, the others skip. */
const REFRESH_LOCK = 160_025;

/**
 * Recomputes the analytics view (migration 20261123000025, last redefined by 20261203000201) without blocking readers
 * (CONCURRENTLY) and records when. Returns false when another process is refreshing right now.
 */
export async function refreshAnalytics(sequelize: Sequelize): Promise<boolean> {
  return sequelize.transaction(async (transaction) => {
    const [lock] = await run<{ locked: boolean }>(sequelize, 'SELECT pg_try_advisory_xact_lock($1) AS locked', [REFRESH_LOCK], transaction);
    if (!lock?.locked) return false;
    const started = Date.now();
    await exec(sequelize, 'REFRESH MATERIALIZED VIEW CONCURRENTLY analytics_facts', [], transaction);
    await exec(
      sequelize,
      `INSERT INTO analytics_refreshes (id, refreshed_at, duration_ms) VALUES (1, now(), $1)
       ON CONFLICT (id) DO UPDATE SET refreshed_at = EXCLUDED.refreshed_at, duration_ms = EXCLUDED.duration_ms`,
      [Date.now() - started],
      transaction,
    );
    return true;
  });
}

/** When the view was last computed, or null when never. */
export async function analyticsRefreshedAt(sequelize: Sequelize): Promise<Date | null> {
  const [row] = await run<{ refreshedAt: Date }>(
    sequelize,
    'SELECT refreshed_at AS "refreshedAt" FROM analytics_refreshes WHERE id = 1',
    [],
  );
  return row?.refreshedAt ?? null;
}

/**
 * Refreshes the analytics every ANALYTICS_LIMITS.refreshSeconds (the first time at once when the
 * view was never computed or is older than that). Returns stop(), which waits for a run in flight.
 */
export function startAnalyticsRefresher(
  deps: { sequelize: Sequelize; logger: Logger },
  everyMs: number = ANALYTICS_LIMITS.refreshSeconds * 1000,
): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const tick = (onlyWhenStale: boolean) => {
    running = (async () => {
      if (onlyWhenStale) {
        const at = await analyticsRefreshedAt(deps.sequelize);
        if (at && Date.now() - at.getTime() < everyMs) return;
      }
      if (await refreshAnalytics(deps.sequelize)) deps.logger.debug('analytics refreshed');
    })().catch((err: unknown) => deps.logger.error({ err }, 'refreshing the analytics failed'));
  };
  tick(true);
  const timer = setInterval(() => tick(false), everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
