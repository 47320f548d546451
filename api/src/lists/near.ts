import { EARTH_RADIUS_KM, type GeoPoint } from '@hashar/common';
import type { SqlParams } from './sql';

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
  const lat = `${params.add(near.lat)}::float8`;
  const lng = `${params.add(near.lng)}::float8`;
  const corner = (x: number, y: number) => `point(${params.add(x)}::float8, ${params.add(y)}::float8)`;
  const distance = `(2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(
      power(sin(radians(${alias}.lat - ${lat}) / 2), 2)
      + cos(radians(${lat})) * cos(radians(${alias}.lat)) * power(sin(radians(${alias}.lng - ${lng}) / 2), 2)))))`;
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
