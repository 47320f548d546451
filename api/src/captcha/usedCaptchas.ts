import type { Sequelize } from 'sequelize';
import { run } from '../lists';

/** Expired rows stay this long before deletion, so processes with slightly different clocks agree. */
const PURGE_GRACE_MS = 10 * 60 * 1000;

/**
 * Records a solved challenge as used; false when it already was (a replay). Atomic across
 * processes (primary key + ON CONFLICT), and deletes long-expired rows on the way.
 */
export async function claimCaptcha(sequelize: Sequelize, solved: { signature: string; expiresAt: Date }): Promise<boolean> {
  const rows = await run<{ signature: string }>(
    sequelize,
    `WITH purged AS (DELETE FROM used_captchas WHERE expires_at < $3)
     INSERT INTO used_captchas (signature, expires_at) VALUES ($1, $2)
     ON CONFLICT (signature) DO NOTHING
     RETURNING signature`,
    [solved.signature, solved.expiresAt, new Date(Date.now() - PURGE_GRACE_MS)],
  );
  return rows.length === 1;
}
