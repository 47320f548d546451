import type { Sequelize } from 'sequelize';
import {
  DISTANCE_SORT,
  LIST_COUNT_CAP,
  type DirectionDto,
  type Locale,
  type MapMarkersResponse,
  type OrgCard,
  type OrgSort,
  type Page,
} from '@hashar/common';
import { distanceCut, nearSql, pageResult, run, sqlPage, SqlParams, type Near, type PageRequest } from '../../lists';
import { markersOf } from '../../activities/core/mapMarkers';
import type { ListConditions } from '../../activities/core/publicLists';
import { activityKinds } from '../../activities/registry';
import { presentDirection } from '../../activities/core/presenters';
import { presentOrgCard, type OrgCardRow } from '../../presenters/organizations';
import { searchConditions, searchWords } from '../../lists/search';
import { ratingColumnsSql } from '../reviews/rating';

export interface OrgFilters {
  q?: string;
  regionId?: number;
  /** The organization's own district (its office). */
  districtId?: number;
  /** Within a radius of a point: every card then has its distanceKm. */
  near?: Near;
  directionIds?: number[];
  verified?: boolean;
  /** Default: name; `distance` (nearest first) only with `near`. */
  sort?: OrgSort | typeof DISTANCE_SORT;
}

const ORDERS: Record<OrgSort, string> = {
  name: 'o.name ASC, o.id ASC',
  newest: 'o.created_at DESC, o.id DESC',
};

/** SQL: approved activities of every kind still open, owned by organization `<alias>.id` (or by the owner column given: an initiative group's). */
export function openActivitiesSql(alias: string, ownerColumn: 'organization_id' | 'owner_group_id' = 'organization_id'): string {
  const parts = activityKinds().map(
    (k) =>
      `(SELECT count(*) FROM ${k.table} x WHERE x.${ownerColumn} = ${alias}.id AND x.moderation = 'approved' AND x.archived_at IS NULL)`,
  );
  return `(${parts.join(' + ')})::int`;
}

/** The region `r` and district `dd` of organization `o` (CARD_COLUMNS reads their names). */
export const ORG_PLACE_JOIN = 'LEFT JOIN regions r ON r.id = o.region_id LEFT JOIN districts dd ON dd.id = o.district_id';

/** SQL columns of a card: region, verification, open activities, rating of published reviews. */
export const CARD_COLUMNS = (alias: string) => `${alias}.id, ${alias}.name, ${alias}.logo, ${alias}.is_verified,
  r.name_ru AS region_ru, r.name_uz AS region_uz, dd.name_ru AS district_ru, dd.name_uz AS district_uz, ${alias}.lat, ${alias}.lng,
  ${openActivitiesSql(alias)} AS open_activities,
  ${ratingColumnsSql('organization', `${alias}.id`)}`;

/** Directions of the given owners from a link table (`table`.`column` names the owner), by owner id (one query). */
export async function directionsByOwner(
  sequelize: Sequelize,
  link: { table: string; column: string },
  ids: number[],
): Promise<Map<number, DirectionDto[]>> {
  const map = new Map<number, DirectionDto[]>();
  if (!ids.length) return map;
  const rows = await run<{ owner_id: number; id: number; key: string; name_ru: string; name_uz: string; icon: string; color: string }>(
    sequelize,
    `SELECT od.${link.column} AS owner_id, d.id, d.key, d.name_ru, d.name_uz, d.icon, d.color
       FROM ${link.table} od JOIN directions d ON d.id = od.direction_id
      WHERE od.${link.column} = ANY($1::int[]) ORDER BY d.sort_order, d.id`,
    [ids],
  );
  for (const r of rows) map.set(r.owner_id, [...(map.get(r.owner_id) ?? []), presentDirection(r)]);
  return map;
}

/** Directions of the given organizations, by organization id (one query). */
export const orgDirections = (sequelize: Sequelize, ids: number[]): Promise<Map<number, DirectionDto[]>> =>
  directionsByOwner(sequelize, { table: 'organization_directions', column: 'organization_id' }, ids);

/** The directory's conditions (alias `o`) and order, for its list and its map. */
async function orgConditions(sequelize: Sequelize, f: OrgFilters, params: SqlParams): Promise<ListConditions & { order: string }> {
  const where: string[] = [];
  if (f.regionId !== undefined) {
    const region = params.add(f.regionId);
    where.push(
      `(o.region_id = ${region} OR EXISTS (SELECT 1 FROM organization_regions x WHERE x.organization_id = o.id AND x.region_id = ${region}))`,
    );
  }
  if (f.directionIds?.length) {
    where.push(
      `EXISTS (SELECT 1 FROM organization_directions x WHERE x.organization_id = o.id AND x.direction_id = ANY(${params.add(f.directionIds)}::int[]))`,
    );
  }
  if (f.districtId !== undefined) where.push(`o.district_id = ${params.add(f.districtId)}`);
  if (f.verified !== undefined) where.push(f.verified ? 'o.is_verified' : 'NOT o.is_verified');
  where.push(...searchConditions('o', f.q ? await searchWords(sequelize, f.q) : [], params));
  const near = f.near ? nearSql('o', f.near, params) : undefined;
  if (near) where.push(...near.where);
  const order =
    f.sort === DISTANCE_SORT && near ? `${near.distance} ASC, o.id ASC` : ORDERS[f.sort === DISTANCE_SORT || !f.sort ? 'name' : f.sort];
  return { where, order, ...(near ? { near: { distance: near.distance, column: near.column } } : {}) };
}

/** GET /api/orgs: organizations matching the filters, one page of cards. */
export async function listOrganizations(sequelize: Sequelize, f: OrgFilters, p: PageRequest, locale: Locale): Promise<Page<OrgCard>> {
  const params = new SqlParams();
  const { where, order, near } = await orgConditions(sequelize, f, params);
  const narrow =
    f.near && f.sort === DISTANCE_SORT
      ? await distanceCut(sequelize, { from: 'organizations o', alias: 'o', where, params }, f.near, p.offset + p.perPage)
      : undefined;
  const { rows, total, capped } = await sqlPage<OrgCardRow>(sequelize, {
    narrow,
    from: 'organizations o',
    join: ORG_PLACE_JOIN,
    where,
    params,
    columns: near ? `${CARD_COLUMNS('o')}, ${near.column}` : CARD_COLUMNS('o'),
    order,
    limit: p.perPage,
    offset: p.offset,
    countCap: LIST_COUNT_CAP,
  });
  const directions = await orgDirections(
    sequelize,
    rows.map((r) => r.id),
  );
  return pageResult(
    rows.map((r) => presentOrgCard(r, directions.get(r.id) ?? [], locale)),
    total,
    p,
    capped,
  );
}

/** GET /api/orgs/map: the markers (the office's point, the name) of the organizations the directory's filters match. */
export async function orgMarkers(sequelize: Sequelize, f: OrgFilters, locale: Locale): Promise<MapMarkersResponse> {
  const params = new SqlParams();
  const source = { from: 'organizations o', alias: 'o', title: () => 'o.name' };
  return markersOf(sequelize, source, await orgConditions(sequelize, f, params), params, locale);
}
