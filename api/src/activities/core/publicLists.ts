import {
  DISTANCE_SORT,
  LIST_COUNT_CAP,
  TIME_ZONE,
  type EventCard,
  type EventSort,
  type EventWhen,
  type Locale,
  type Page,
} from '@hashar/common';
import type { Sequelize } from 'sequelize';
import { presentEventCard } from './presenters';
import {
  denseWalk,
  distanceCut,
  firstIdsCut,
  nearSql,
  pageResult,
  SqlParams,
  type Near,
  type PageRequest,
  type SqlPageQuery,
} from '../../lists';
import { cardPage, publiclyShown } from './cards';
import { EVENT } from '../event';
import type { ApiActivityKind } from '../types';
import type { AuthUser } from '../../policies';
import { searchConditions, searchWords } from '../../lists/search';

export interface EventFilters {
  q?: string;
  directionIds?: number[];
  regionId?: number;
  /** A district (combines with the region). */
  districtId?: number;
  /** Within a radius of a point (docs/map-api.md): every card then has its distanceKm. */
  near?: Near;
  /** The owning organization (its public page links to its activities). */
  organizationId?: number;
  /** YYYY-MM-DD (Tashkent days): the event overlaps [from, to]. */
  from?: string;
  to?: string;
  when?: EventWhen;
  online?: boolean;
  /** Default: soonest; `distance` (nearest first) only with `near`. */
  sort?: EventSort | typeof DISTANCE_SORT;
}

/** The filters every public activity list takes. */
export type CommonFilters = Pick<EventFilters, 'q' | 'directionIds' | 'regionId' | 'districtId' | 'near' | 'organizationId'>;

/** A list's conditions (alias `a`), the disjoint arms of its region, and with `near` the distance (SQL) and its card column. */
export interface ListConditions {
  where: string[];
  either?: string[];
  /** `within`: the radius's own conditions (also in `where`). */
  near?: { distance: string; column: string; within?: string[]; ranges?: string[] };
}

/**
 * The narrowing of a `near` page (lists/near.ts): sorted by distance, the rows within the radius
 * of the page's farthest match; in another order, the ids of its first k matches (walking the
 * order when the box is dense). And the count of a dense box filtered by directions: PostgreSQL
 * reads the box through the GiST index and looks up the directions of each row, 13 700 rows for
 * the 1 001 of one direction within 50 km of Chilanzar (40 ms); counted over the box's `ranges`
 * without sequential scans, it starts from the direction's own index and reads 2 200 (8 ms).
 * Nothing without `near`.
 */
async function pageCut(
  sequelize: Sequelize,
  table: string,
  c: ListConditions & { order: string },
  params: SqlParams,
  f: { near?: Near; sort?: string; directionIds?: number[] },
  k: number,
): Promise<Pick<SqlPageQuery, 'narrow' | 'countWhere' | 'without'>> {
  if (!f.near) return {};
  const where = c.either?.length ? [...c.where, `(${c.either.join(' OR ')})`] : c.where;
  const q = { from: `${table} a`, alias: 'a', where, params };
  const byDirection = Boolean(f.directionIds?.length);
  const walk = f.sort !== DISTANCE_SORT || byDirection ? await denseWalk(sequelize, table, f.near) : null;
  const narrow =
    f.sort === DISTANCE_SORT
      ? await distanceCut(sequelize, q, f.near, k)
      : await firstIdsCut(sequelize, { ...q, order: c.order, within: c.near?.within, walk }, k);
  const within = c.near?.within;
  const ranges = c.near?.ranges;
  if (!walk || !byDirection || !within || !ranges) return { narrow };
  return { narrow, countWhere: [...c.where.filter((w) => !within.includes(w)), ...ranges], without: ['seqscan'] };
}

/** The order of a list: nearest first when `sort=distance` came with `near`, else `fallback`. */
const orderOf = (c: ListConditions, sort: string | undefined, fallback: string): string =>
  sort === DISTANCE_SORT && c.near ? `${c.near.distance} ASC, a.id ASC` : fallback;

const ORDERS: Record<EventSort, string> = {
  soonest: 'a.starts_at ASC, a.id ASC',
  newest: 'a.published_at DESC NULLS LAST, a.id DESC',
};

/** Conditions shared by the public lists: approved (publiclyShown), directions, region, district, near, organization, free text. */
async function commonConditions(sequelize: Sequelize, kind: ApiActivityKind, f: CommonFilters, params: SqlParams): Promise<ListConditions> {
  const where = [publiclyShown('a')];
  if (f.directionIds?.length) {
    where.push(
      `EXISTS (SELECT 1 FROM ${kind.directionTable} x WHERE x.${kind.column} = a.id AND x.direction_id = ANY(${params.add(f.directionIds)}::int[]))`,
    );
  }
  const everyRegion = kind.publicList?.everyRegion;
  let either: string[] | undefined;
  if (f.regionId !== undefined) {
    const region = params.add(f.regionId);
    // The region's rows, and the other regions' rows that belong to every region: counted apart (SqlPageQuery.either).
    if (everyRegion) either = [`a.region_id = ${region}`, `${everyRegion} AND a.region_id IS DISTINCT FROM ${region}`];
    else where.push(`a.region_id = ${region}`);
  }
  if (f.districtId !== undefined) where.push(`a.district_id = ${params.add(f.districtId)}`);
  if (f.organizationId !== undefined) where.push(`a.organization_id = ${params.add(f.organizationId)}`);
  const words = f.q ? await searchWords(sequelize, f.q) : [];
  where.push(...searchConditions('a', words, params));
  let near: ListConditions['near'];
  if (f.near) {
    const { where: within, ...rest } = nearSql('a', f.near, params);
    where.push(...within);
    near = { ...rest, within };
  }
  return { where, ...(either ? { either } : {}), ...(near ? { near } : {}) };
}

/** The conditions and order of GET /api/events (its list and its map). */
export async function eventConditions(
  sequelize: Sequelize,
  f: EventFilters,
  params: SqlParams,
): Promise<ListConditions & { order: string }> {
  const conditions = await commonConditions(sequelize, EVENT, f, params);
  const { where } = conditions;
  // Overlap of the event's period with [from, to] (served by the GiST index on the period).
  if (f.from || f.to) {
    // Days of the Tashkent calendar, whatever the database session's time zone.
    const day = (value: string, plus: number) => `((${params.add(value)}::date + ${plus})::timestamp AT TIME ZONE '${TIME_ZONE}')`;
    const from = f.from ? day(f.from, 0) : 'NULL';
    const to = f.to ? day(f.to, 1) : 'NULL';
    where.push(`tstzrange(a.starts_at, a.ends_at, '[]') && tstzrange(${from}, ${to}, '[)')`);
  }
  if (f.when === 'current') where.push('a.ends_at >= now() AND a.archived_at IS NULL');
  if (f.when === 'past') where.push('(a.ends_at < now() OR a.archived_at IS NOT NULL)');
  if (f.online !== undefined) where.push(`a.is_online = ${params.add(f.online)}`);
  // A search keeps the chosen order: ranking every match by similarity costs more than the
  // 50 ms a list may take with 100 000 events.
  const order = orderOf(conditions, f.sort, ORDERS[f.sort === DISTANCE_SORT || !f.sort ? 'soonest' : f.sort]);
  return { ...conditions, order };
}

/** GET /api/events: approved events matching the filters, one page. */
export async function listEvents(sequelize: Sequelize, f: EventFilters, p: PageRequest, locale: Locale): Promise<Page<EventCard>> {
  const params = new SqlParams();
  const conditions = await eventConditions(sequelize, f, params);
  const { where, order, near } = conditions;
  const cut = await pageCut(sequelize, EVENT.table, conditions, params, f, p.offset + p.perPage);
  const page = { where, params, order, limit: p.perPage, offset: p.offset, countCap: LIST_COUNT_CAP, columns: near?.column, ...cut };
  const { rows, total, capped, directions } = await cardPage(sequelize, EVENT, page);
  const now = new Date();
  return pageResult(
    rows.map((r) => presentEventCard(r, directions.get(r.id) ?? [], locale, now)),
    total,
    p,
    capped,
  );
}

/** The kind's own query and the caller (a kind's own filters and sorts read them). */
export interface OwnQuery {
  query: Record<string, unknown>;
  user: AuthUser | undefined;
}

/** The conditions and order of a generic public list (GET /api/<api>: its list and its map), and the caller's rows to put first. */
export async function activityConditions(
  sequelize: Sequelize,
  kind: ApiActivityKind,
  f: CommonFilters,
  params: SqlParams,
  own: OwnQuery,
): Promise<ListConditions & { order: string; preferred: string | null }> {
  const conditions = await commonConditions(sequelize, kind, f, params);
  const extras = kind.publicList;
  if (extras) conditions.where.push(...extras.conditions(own.query, params, own.user));
  const sort = typeof own.query['sort'] === 'string' ? own.query['sort'] : (extras?.defaultSort?.(own.user) ?? undefined);
  const newest = 'a.published_at DESC NULLS LAST, a.id DESC';
  const preferred = !sort && extras?.preferred ? extras.preferred(own.user) : null;
  const named =
    extras && sort && Object.hasOwn(extras.sorts, sort) ? extras.sorts[sort] : extras ? Object.values(extras.sorts)[0] : undefined;
  return { ...conditions, order: orderOf(conditions, sort, named ?? newest), preferred };
}

/** The public list of a kind without filters of its own (GET /api/visits, and kinds with `genericPublic`): approved, newest first. */
export async function listActivities(
  sequelize: Sequelize,
  kind: ApiActivityKind,
  f: CommonFilters,
  p: PageRequest,
  locale: Locale,
  own: OwnQuery = { query: {}, user: undefined },
): Promise<Page<object>> {
  const params = new SqlParams();
  const conditions = await activityConditions(sequelize, kind, f, params, own);
  const { where, either, order, preferred, near } = conditions;
  const sort = typeof own.query['sort'] === 'string' ? own.query['sort'] : undefined;
  // With the caller's rows first (two pages), no cut: those lists have no `near` order of their own.
  const cut = preferred
    ? {}
    : await pageCut(sequelize, kind.table, conditions, params, { near: f.near, sort, directionIds: f.directionIds }, p.offset + p.perPage);
  const page = (conditions: string[], limit: number, offset: number) =>
    // Each page its own copy: a page's card columns bind values that the other's count must not carry.
    cardPage(sequelize, kind, {
      where: conditions,
      either,
      params: new SqlParams(params.values),
      order,
      limit,
      offset,
      countCap: LIST_COUNT_CAP,
      columns: near?.column,
      ...cut,
    });
  const present = (parts: Awaited<ReturnType<typeof page>>[]) =>
    parts.flatMap((part) => part.rows.map((r) => kind.presentCard(r, part.directions.get(r.id) ?? [], locale)));
  if (!preferred) {
    const all = await page(where, p.perPage, p.offset);
    return pageResult(present([all]), all.total, p, all.capped);
  }
  // The caller's rows, then the others: two pages read in index order instead of one sort of every row.
  const mine = await page([...where, `(${preferred})`], p.perPage, p.offset);
  const rest = await page([...where, `NOT (${preferred})`], p.perPage - mine.rows.length, Math.max(0, p.offset - mine.total));
  const capped = mine.capped || rest.capped || mine.total + rest.total > LIST_COUNT_CAP;
  return pageResult(present([mine, rest]), Math.min(mine.total + rest.total, LIST_COUNT_CAP), p, capped);
}
