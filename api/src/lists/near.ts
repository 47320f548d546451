import { EARTH_RADIUS_KM, type GeoPoint } from '@hashar/common';
import type { Sequelize } from 'sequelize';
import { exec, run, runPrepared, SqlParams, whereClause } from './sql';

/** A list's `near=<lat>,<lng>&radiusKm=` (validation/query.ts nearOf): the centre and the radius in km. */
export interface Near extends GeoPoint {
  radiusKm: number;
}

/** Kilometres in one degree of latitude (and of longitude on the equator). */
const KM_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_KM;
/** The box is widened by this share so rounding never drops a row on its edge; the exact distance decides. */
const MARGIN = 1.001;

/** The latitude and longitude box holding every point within `radiusKm` of the centre. */
export function boundingBox(near: Near): { latMin: number; latMax: number; lngMin: number; lngMax: number } {
  const dLat = (near.radiusKm / KM_PER_DEGREE) * MARGIN;
  const latMin = near.lat - dLat;
  const latMax = near.lat + dLat;
  // A degree of longitude is shortest at the box's edge farthest from the equator.
  const widest = Math.min(89, Math.max(Math.abs(latMin), Math.abs(latMax)));
  const dLng = dLat / Math.cos((widest * Math.PI) / 180);
  return { latMin, latMax, lngMin: near.lng - dLng, lngMax: near.lng + dLng };
}

/** SQL: the great-circle distance in km of the row `alias` (lat, lng) from `p` (haversine, as common's greatCircleKm). */
function distanceSql(alias: string, p: GeoPoint, params: SqlParams): string {
  const lat = `${params.add(p.lat)}::float8`;
  const lng = `${params.add(p.lng)}::float8`;
  return `(2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(
      power(sin(radians(${alias}.lat - ${lat}) / 2), 2)
      + cos(radians(${lat})) * cos(radians(${alias}.lat)) * power(sin(radians(${alias}.lng - ${lng}) / 2), 2)))))`;
}

/**
 * `near` on the rows of `alias` (columns lat, lng; docs/map-api.md): `where` keeps the rows within
 * the radius — the bounding box on `point(lng, lat)`, which the partial GiST index of migration
 * 20261203000101 answers (its `lat IS NOT NULL` predicate is repeated so the planner may use it),
 * then the exact great-circle distance (haversine on EARTH_RADIUS_KM, common's greatCircleKm);
 * `distance` is that distance in km (an ORDER BY key), `column` the card's `distance_km`, rounded
 * to 2 decimals. The one helper of the activity lists and the organizations directory.
 * `ranges` are the same conditions (the same bound values) with the box as ranges of lat and lng:
 * no index answers them, but PostgreSQL estimates them from the columns' statistics where it
 * guesses a fixed 0.1 % of the rows inside any box (a dense box's count, docs/map-api.md).
 */
export function nearSql(
  alias: string,
  near: Near,
  params: SqlParams,
): { where: string[]; ranges: string[]; distance: string; column: string } {
  const box = boundingBox(near);
  const distance = distanceSql(alias, near, params);
  const [lngMin, latMin, lngMax, latMax] = [box.lngMin, box.latMin, box.lngMax, box.latMax].map((v) => `${params.add(v)}::float8`);
  const radius = `${distance} <= ${params.add(near.radiusKm)}::float8`;
  return {
    where: [
      `${alias}.lat IS NOT NULL`,
      `point(${alias}.lng, ${alias}.lat) <@ box(point(${lngMin}, ${latMin}), point(${lngMax}, ${latMax}))`,
      radius,
    ],
    ranges: [`${alias}.lat BETWEEN ${latMin} AND ${latMax}`, `${alias}.lng BETWEEN ${lngMin} AND ${lngMax}`, radius],
    distance,
    column: `round(${distance}::numeric, 2) AS distance_km`,
  };
}

/** The page depth the density threshold of denseWalk is reckoned for (a first page or two). */
const DENSE_PAGE_ROWS = 20;
/** A box never counts as dense below this many rows (tiny or never analysed tables). */
const DENSE_MIN_ROWS = 200;
/** How many rows past the threshold's expectation the walk of a dense box reads before giving up. */
const WALK_MARGIN = 4;

/**
 * Whether the radius's box is dense in `table`, and then how many rows of a list's own order
 * firstIdsCut may walk: null when the box holds fewer than T = sqrt(DENSE_PAGE_ROWS × the table's
 * rows) rows with a point (counted through the GiST index, stopped at T: 1 400 rows of 100 000
 * events, 1.5 ms), else WALK_MARGIN × T. Walking the order's index to a page's k first matches
 * reads about k / share rows, reading the box reads share × rows and sorts them: equal at share =
 * sqrt(k / rows), that is at T rows in the box; in a box of T rows or more, the k first matches
 * lie within k × rows / T = T rows of the walk (WALK_MARGIN times that allows for a share that is
 * not even along the order). PostgreSQL can't tell the two apart: it guesses a fixed 0.1 % of the
 * rows inside any box, so it always reads the whole box (54 ms for the 25 000 events within 10 km
 * of Chilanzar, against 0.3 ms for the walk).
 */
export async function denseWalk(sequelize: Sequelize, table: string, near: Near): Promise<number | null> {
  const params = new SqlParams([table]);
  const box = boundingBox(near);
  const corner = (x: number, y: number) => `point(${params.add(x)}::float8, ${params.add(y)}::float8)`;
  const sql = `WITH t AS (SELECT greatest(${DENSE_MIN_ROWS}, ceil(sqrt(${DENSE_PAGE_ROWS} * greatest(c.reltuples, 0))))::int AS n
      FROM pg_class c WHERE c.oid = $1::regclass)
    SELECT (SELECT count(*) FROM (SELECT 1 FROM ${table} a WHERE a.lat IS NOT NULL
      AND point(a.lng, a.lat) <@ box(${corner(box.lngMin, box.latMin)}, ${corner(box.lngMax, box.latMax)})
      LIMIT (SELECT n FROM t)) inside)::int AS found, (SELECT n FROM t) AS threshold`;
  // As in nearestRadius: without the bitmap, the index scan stops at the threshold.
  const rows = await sequelize.transaction(async (transaction) => {
    await exec(sequelize, 'SET LOCAL enable_bitmapscan = off', [], transaction);
    return run<{ found: number; threshold: number }>(sequelize, sql, params.values, transaction);
  });
  const r = rows[0];
  return r !== undefined && r.found >= r.threshold ? WALK_MARGIN * r.threshold : null;
}

/**
 * The radius that still holds the `k` nearest matches, or null when fewer than `k` match (no cut).
 * `sort=distance` over a dense radius (a third of 100 000 events within 10 km of Chilanzar) would
 * compute and sort the distance of every match: instead the GiST index's own nearest-first scan
 * (`<->`, planar distance in degrees) reads matches until `k` are found — a few dozen rows — and
 * the farthest of them, by the exact distance, bounds the k nearest by the exact distance (there
 * are k matches within it). The page is then read within that radius (SqlPageQuery.narrow), sorted
 * exactly; the count keeps the asked radius.
 */
export async function nearestRadius(
  sequelize: Sequelize,
  q: { from: string; alias: string; where: readonly string[]; params: SqlParams },
  near: Near,
  k: number,
): Promise<number | null> {
  const params = new SqlParams(q.params.values);
  const distance = distanceSql(q.alias, near, params);
  const centre = `point(${params.add(near.lng)}::float8, ${params.add(near.lat)}::float8)`;
  const sql = `SELECT max(d) AS farthest, count(*)::int AS n FROM (SELECT ${distance} AS d FROM ${q.from} ${whereClause(q.where)}
      ORDER BY point(${q.alias}.lng, ${q.alias}.lat) <-> ${centre} LIMIT ${Math.max(1, Math.floor(k))}) nearest`;
  // PostgreSQL guesses a fixed 0.1 % of the rows inside any box, so it would read the whole box
  // through a bitmap and sort it (20 ms for 25 000 rows): the bitmap is turned off for this one
  // statement, leaving the index's nearest-first scan, which stops after k matches (0.5 ms).
  const rows = await sequelize.transaction(async (transaction) => {
    await exec(sequelize, 'SET LOCAL enable_bitmapscan = off', [], transaction);
    return run<{ farthest: number | null; n: number }>(sequelize, sql, params.values, transaction);
  });
  const found = rows[0];
  return found && found.n >= k && found.farthest !== null ? Number(found.farthest) : null;
}

/**
 * A page sorted by distance (`sort=distance`): the narrowing of its rows to the radius that holds
 * the first `k` = offset + perPage matches (nearestRadius), or undefined when nothing is cut. The
 * rows' conditions then carry the smaller box too, which the GiST index scan applies at once.
 */
export async function distanceCut(
  sequelize: Sequelize,
  q: { from: string; alias: string; where: readonly string[]; params: SqlParams },
  near: Near,
  k: number,
): Promise<((params: SqlParams) => string[]) | undefined> {
  const radius = await nearestRadius(sequelize, q, near, k);
  if (radius === null || radius >= near.radiusKm) return undefined;
  // A hair wider than the farthest row: the same expression gives the same value, this only guards rounding.
  const cut = { ...near, radiusKm: radius * (1 + 1e-9) + 1e-9 };
  return (params) => nearSql(q.alias, cut, params).where;
}

/**
 * A page of a `near` list in its own order (soonest, newest…): the ids of its first `k` matches,
 * read from the table alone, as the rows' narrowing. PostgreSQL guesses a box holds 0.1 % of the
 * rows, so it would join every match of a dense box (the owners, regions, districts) before sorting
 * (60 ms for 10 000 events near Chilanzar); the ids first leave the joins to the page's rows.
 *
 * With `walk` (denseWalk: the box is dense) the list's own order is walked first without the
 * `within` conditions (the radius's), through the index that serves the list without `near`,
 * `walk` rows at most, and those rows filtered by the radius: when k of them match, they are the
 * k first matches (every match beyond the walked rows comes later in the order, which ends with
 * the id, so is total). Otherwise, and without `walk`, the box is read through the GiST index.
 */
export async function firstIdsCut(
  sequelize: Sequelize,
  q: {
    from: string;
    alias: string;
    where: readonly string[];
    params: SqlParams;
    order: string;
    within?: readonly string[];
    walk?: number | null;
  },
  k: number,
): Promise<(params: SqlParams) => string[]> {
  const limit = Math.max(1, Math.floor(k));
  const cut = (ids: number[]) => (params: SqlParams) => [`${q.alias}.id = ANY(${params.add(ids)}::int[])`];
  if (q.walk && q.within?.length) {
    const within = q.within;
    const others = q.where.filter((w) => !within.includes(w));
    const walked = await runPrepared<{ id: number }>(
      sequelize,
      `SELECT ${q.alias}.id FROM (SELECT ${q.alias}.* FROM ${q.from} ${whereClause(others)} ORDER BY ${q.order}
        LIMIT ${Math.floor(q.walk)}) ${q.alias} ${whereClause(within)} ORDER BY ${q.order} LIMIT ${limit}`,
      q.params.values,
    );
    if (walked.length >= limit) return cut(walked.map((r) => r.id));
  }
  const rows = await runPrepared<{ id: number }>(
    sequelize,
    `SELECT ${q.alias}.id FROM ${q.from} ${whereClause(q.where)} ORDER BY ${q.order} LIMIT ${limit}`,
    q.params.values,
  );
  return cut(rows.map((r) => r.id));
}
