import type { Sequelize } from 'sequelize';
import type { ApiActivityKind as ActivityKind } from '../../activities/types';
import { run } from '../../lists';

/** The organizations `{ id, name }` with these ids (one query). */
export const organizationNames = (sequelize: Sequelize, ids: number[]) =>
  run<{ id: number; name: string }>(sequelize, 'SELECT id, name FROM organizations WHERE id = ANY($1::int[])', [ids]);

/** The direction ids of one activity, ascending. */
export async function directionIdsOf(sequelize: Sequelize, kind: ActivityKind, id: number): Promise<number[]> {
  const rows = await run<{ direction_id: number }>(
    sequelize,
    `SELECT direction_id FROM ${kind.directionTable} WHERE ${kind.column} = $1 ORDER BY direction_id`,
    [id],
  );
  return rows.map((d) => d.direction_id);
}
