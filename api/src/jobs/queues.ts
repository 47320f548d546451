import PgBoss from 'pg-boss';

/** PostgreSQL errors two processes get when they create the same pg-boss queue at once. */
const CREATE_RACE_CODES = new Set(['40P01', '23505', '42P07']); // deadlock, unique violation, table exists
const ATTEMPTS = 6;

function isCreateRace(err: unknown): boolean {
  return CREATE_RACE_CODES.has(String((err as { code?: unknown })?.code));
}

/**
 * Creates a pg-boss queue unless it exists. pg-boss runs create_queue without its advisory lock,
 * so processes starting together can deadlock on it: the loser waits a little and looks again.
 */
export async function ensureQueue(boss: PgBoss, name: string, policy: PgBoss.QueuePolicy): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    if (await boss.getQueue(name)) return;
    try {
      await boss.createQueue(name, { name, policy });
      return;
    } catch (err) {
      if (attempt >= ATTEMPTS || !isCreateRace(err)) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}
