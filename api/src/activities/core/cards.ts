import type { DirectionDto } from '@hashar/common';
import type { Sequelize, Transaction } from 'sequelize';
import { run, sqlPage, sqlRows, type SqlPageQuery, type SqlParams } from '../../lists';
import { presentDirection, type CardRow, type DirectionRow } from './presenters';
import type { ApiActivityKind as ActivityKind } from '../types';
import { takenPlaces } from './places';
import { localizedSql } from '../../lib/localizedSql';
import { directionsJsonSql } from '../../lib/directionsSql';

/** A page of card rows: the conditions (on alias `a`), order, and optional extra join / columns. */
export interface CardQuery {
  where: string[];
  params: SqlParams;
  order: string;
  limit: number;
  offset: number;
  join?: string;
  columns?: string;
  /** Stop counting after this many matches (public lists: LIST_COUNT_CAP). */
  countCap?: number;
  /** Disjoint conditions one of which a match meets (SqlPageQuery.either). */
  either?: readonly string[];
  /** Conditions only the rows take (SqlPageQuery.narrow: a page sorted by distance). */
  narrow?: SqlPageQuery['narrow'];
  /** The count's own conditions and the planner methods the page runs without (SqlPageQuery). */
  countWhere?: SqlPageQuery['countWhere'];
  without?: SqlPageQuery['without'];
}

/**
 * The owner of the activity `alias` (policies/ownership.ts): its organization `o`, user `ou` or
 * initiative group `og`, exactly one of them found. Activities of any owner stay in the lists.
 */
export const ownerJoin = (alias: string): string =>
  `LEFT JOIN organizations o ON o.id = ${alias}.organization_id LEFT JOIN users ou ON ou.id = ${alias}.owner_user_id
   LEFT JOIN initiative_groups og ON og.id = ${alias}.owner_group_id`;

/**
 * Shown to the public: approved and, when an initiative group owns it, the group is active
 * (`status > 0`): a suspended or not yet approved group's activities leave every public list,
 * page and the search (docs/initiatives-api.md, Status). A subquery, so counts need no owner join.
 */
export const publiclyShown = (alias: string): string =>
  // A scalar subquery, not EXISTS: PostgreSQL turned the EXISTS under OR into a hash of every active
  // group (88 000 read for one count: 33 ms of a 100 000-row publications list), where this looks
  // up only the group of a row that has one.
  `${alias}.moderation = 'approved' AND (${alias}.owner_group_id IS NULL
    OR (SELECT pg.status FROM initiative_groups pg WHERE pg.id = ${alias}.owner_group_id) > 0)`;

/** The owner brief's id, name, logo and verified mark (organizations only have the last two) of ownerJoin. */
export const OWNER_BRIEF = {
  id: 'COALESCE(o.id, ou.id, og.id)',
  name: `COALESCE(o.name, ou.name, ${localizedSql('ru', 'og.name')})`,
  logo: 'o.logo',
  verified: 'COALESCE(o.is_verified, false)',
};

/** The region `r` and district `dd` of the activity `a`, named in the caller's language by the presenter. */
export const PLACE_JOIN = 'LEFT JOIN regions r ON r.id = a.region_id LEFT JOIN districts dd ON dd.id = a.district_id';

const COMMON_COLUMNS = `a.id, a.title_ru, a.title_uz, a.description_ru, a.description_uz, a.cover, a.region_id,
  r.name_ru AS region_ru, r.name_uz AS region_uz, a.district_id, dd.name_ru AS district_ru, dd.name_uz AS district_uz,
  a.address_ru, a.address_uz, a.lat, a.lng,
  ${OWNER_BRIEF.id} AS org_id, ${OWNER_BRIEF.name} AS org_name, ${OWNER_BRIEF.logo} AS org_logo, ${OWNER_BRIEF.verified} AS org_verified`;

/** Free places over the sessions (capacity − places held, core/places.ts, never below 0); null without sessions. */
export const freePlaces = (sessionColumn: string) => `(SELECT sum(GREATEST(s.capacity - ${takenPlaces('s.id')}, 0))::int
  FROM visit_sessions s WHERE s.${sessionColumn} = a.id)`;

const columnsOf = (kind: ActivityKind, params: SqlParams) => `${COMMON_COLUMNS}${kind.cardColumns(params)}`;

/** The card query as a page of the list engine: the count reads the activity and `join` alone. */
const pageQuery = (kind: ActivityKind, q: CardQuery): SqlPageQuery => ({
  from: `${kind.table} a ${q.join ?? ''}`,
  join: `${ownerJoin('a')} ${PLACE_JOIN}`,
  where: q.where,
  params: q.params,
  columns: (params) => `${columnsOf(kind, params)}${q.columns ? `, ${q.columns}` : ''}`,
  order: q.order,
  limit: q.limit,
  offset: q.offset,
  countCap: q.countCap,
  either: q.either,
  narrow: q.narrow,
  countWhere: q.countWhere,
  without: q.without,
});

/** The card rows of one page (per-row subqueries run only for the page's rows, after the LIMIT). */
export function cardRows<R extends CardRow = CardRow>(
  sequelize: Sequelize,
  kind: ActivityKind,
  q: CardQuery,
  transaction?: Transaction,
): Promise<R[]> {
  return sqlRows<R>(sequelize, pageQuery(kind, q), transaction);
}

/** The directions of many activities in one query, by activity id. */
export async function directionsOf(
  sequelize: Sequelize,
  kind: ActivityKind,
  ids: number[],
  transaction?: Transaction,
): Promise<Map<number, DirectionDto[]>> {
  const byOwner = new Map<number, DirectionDto[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byOwner;
  const rows = await run<DirectionRow>(
    sequelize,
    `SELECT x.${kind.column} AS owner_id, d.id, d.key, d.name_ru, d.name_uz, d.icon, d.color
       FROM ${kind.directionTable} x JOIN directions d ON d.id = x.direction_id
      WHERE x.${kind.column} = ANY($1::int[]) ORDER BY d.sort_order, d.id`,
    [ids],
    transaction,
  );
  for (const row of rows) byOwner.get(row.owner_id)?.push(presentDirection(row));
  return byOwner;
}

/** The directions of the card `a` as one JSON column. */
const directionsColumn = (kind: ActivityKind) => `${directionsJsonSql(kind.directionTable, kind.column, 'a.id')} AS directions_json`;

/** A page: its rows with their directions (one query) and the total (one count over the conditions' parameters). */
export async function cardPage<R extends CardRow = CardRow>(
  sequelize: Sequelize,
  kind: ActivityKind,
  q: CardQuery,
): Promise<{ rows: R[]; total: number; capped?: boolean; directions: Map<number, DirectionDto[]> }> {
  const columns = q.columns ? `${q.columns}, ${directionsColumn(kind)}` : directionsColumn(kind);
  const page = await sqlPage<R & { directions_json?: Omit<DirectionRow, 'owner_id'>[] | null }>(
    sequelize,
    pageQuery(kind, { ...q, columns }),
  );
  const directions = new Map<number, DirectionDto[]>();
  for (const row of page.rows) {
    directions.set(row.id, (row.directions_json ?? []).map(presentDirection));
    delete row.directions_json;
  }
  return { rows: page.rows, total: page.total, capped: page.capped, directions };
}
