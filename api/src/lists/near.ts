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
 */
export function nearSql(alias: string, near: Near, params: SqlParams): { where: string[]; distance: string; column: string } {
  const box = boundingBox(near);
  const distance = distanceSql(alias, near, params);
  const corner = (x: number, y: number) => `point(${params.add(x)}::float8, ${params.add(y)}::float8)`;
  return {
    where: [
      `${alias}.lat IS NOT NULL`,
      `point(${alias}.lng, ${alias}.lat) <@ box(${corner(box.lngMin, box.latMin)}, ${corner(box.lngMax, box.latMax)})`,
      `${distance} <= ${params.add(near.radiusKm)}::float8`,
    ],
    distance,
    column: `round(${distance}::numeric, 2) AS distance_km`,
  };
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
 */
export async function firstIdsCut(
  sequelize: Sequelize,
  q: { from: string; alias: string; where: readonly string[]; params: SqlParams; order: string },
  k: number,
): Promise<(params: SqlParams) => string[]> {
  const rows = await runPrepared<{ id: number }>(
    sequelize,
    `SELECT ${q.alias}.id FROM ${q.from} ${whereClause(q.where)} ORDER BY ${q.order} LIMIT ${Math.max(1, Math.floor(k))}`,
    q.params.values,
  );
  const ids = rows.map((r) => r.id);
  return (params) => [`${q.alias}.id = ANY(${params.add(ids)}::int[])`];
}
