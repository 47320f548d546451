import type { Sequelize, Transaction } from 'sequelize';
import { run } from '../lists';

/** A user's points balance: the sum of their ledger (append-only; common/src/points.ts has the rules). */
export async function balanceOf(sequelize: Sequelize, userId: number, t?: Transaction): Promise<number> {
  const [row] = await run<{ balance: string }>(
    sequelize,
    'SELECT COALESCE(sum(delta), 0) AS balance FROM points_ledger WHERE user_id = $1',
    [userId],
    t,
  );
  return Number(row?.balance ?? 0);
}
