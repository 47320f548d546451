import type { CityDto, ReferenceEntry } from '@hashar/common';
import type { Sequelize } from 'sequelize';
import { run } from '../lists';

/** Active regions in dropdown order (GET /api/cities). */
export const regionsForDropdown = (sequelize: Sequelize): Promise<CityDto[]> =>
  run<CityDto>(
    sequelize,
    'SELECT id, name_ru AS "nameRu", name_uz AS "nameUz" FROM regions WHERE is_active ORDER BY sort_order, name_ru',
    [],
  );

/** Whether a region of this id exists (active or not). */
export async function regionExists(sequelize: Sequelize, id: number): Promise<boolean> {
  const [row] = await run<{ found: boolean }>(sequelize, 'SELECT EXISTS (SELECT 1 FROM regions WHERE id = $1) AS found', [id]);
  return row?.found === true;
}

/** The admin-managed lists the public site shows, by their address under /api/reference. */
const LISTS = {
  directions: { table: 'directions', extra: ', key, icon, color' },
  'task-categories': { table: 'task_categories', extra: ', key' },
  'probono-directions': { table: 'probono_directions', extra: ', key' },
  'volunteer-types': { table: 'volunteer_types', extra: ', key' },
} as const;

/** The active items of a reference list in display order, or undefined when no list has that name. */
export async function referenceList(sequelize: Sequelize, name: string): Promise<ReferenceEntry[] | undefined> {
  const list = LISTS[name as keyof typeof LISTS];
  if (!list || !Object.hasOwn(LISTS, name)) return undefined;
  return run<ReferenceEntry>(
    sequelize,
    `SELECT id, name_ru AS "nameRu", name_uz AS "nameUz"${list.extra} FROM ${list.table}
      WHERE is_active ORDER BY sort_order, name_ru`,
    [],
  );
}
