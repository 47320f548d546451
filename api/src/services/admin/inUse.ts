import type { Sequelize, Transaction } from 'sequelize';
import { run } from '../../lists';

/** The tables (of `usedBy`'s table and column pairs, named in code, never by a request) with a row pointing at the record. */
export async function tablesUsing(
  sequelize: Sequelize,
  usedBy: readonly (readonly [string, string])[],
  id: number,
  transaction: Transaction,
): Promise<string[]> {
  const sql = usedBy.map(([t, c]) => `SELECT '${t}' AS "table" WHERE EXISTS (SELECT 1 FROM ${t} WHERE ${c} = $1)`).join(' UNION ALL ');
  const used = await run<{ table: string }>(sequelize, sql, [id], transaction);
  return used.map((u) => u.table);
}
