import type { CityDto, DistrictDto, ReferenceEntry } from '@hashar/common';
import type { Sequelize, Transaction } from 'sequelize';
import { run, SqlParams } from '../lists';
import { searchConditions, searchWords } from '../lists/search';

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

/** What GET /api/districts filters on: a region's id, free text in either script. */
export interface DistrictFilters {
  region?: number;
  q?: string;
}

/**
 * Active districts of active regions, by region then display order; `q` matches the names and
 * aliases through the one search alphabet (lists/search.ts), so 'Chilanzar' finds 'Чиланзар'.
 */
export async function districtsForDropdown(sequelize: Sequelize, f: DistrictFilters): Promise<DistrictDto[]> {
  const params = new SqlParams();
  const where = ['d.is_active', 'r.is_active'];
  if (f.region !== undefined) where.push(`d.region_id = ${params.add(f.region)}`);
  where.push(...searchConditions('d', f.q ? await searchWords(sequelize, f.q) : [], params));
  return run<DistrictDto>(
    sequelize,
    `SELECT d.id, d.region_id AS "regionId", d.key, d.name_ru AS "nameRu", d.name_uz AS "nameUz",
            d.lat::float8 AS lat, d.lng::float8 AS lng
       FROM districts d JOIN regions r ON r.id = d.region_id
      WHERE ${where.join(' AND ')}
      ORDER BY r.sort_order, r.name_ru, d.sort_order, d.name_ru`,
    params.values,
  );
}

/** The key of a region (active or not), or undefined when no region has that id. */
export async function regionKeyOf(sequelize: Sequelize, id: number, transaction?: Transaction): Promise<string | undefined> {
  const [row] = await run<{ key: string }>(sequelize, 'SELECT key FROM regions WHERE id = $1', [id], transaction);
  return row?.key;
}
