import { DISTANCE_SORT, UZBEKISTAN_BOUNDS, type GeoPoint } from '@hashar/common';

/**
 * The geography of a public list kept in its query string (docs/map-api.md): `district=<id>`,
 * `view=map` (the list/map switch), `near=<lat>,<lng>` with `radiusKm` and `sort=distance`.
 * The page's own state (filters, page) stays in its own query module; these helpers read and add
 * the geography's part, so every list keeps it the same way.
 */

/** What a list shows: its cards (the keyboard and screen-reader path) or their map. */
export type ListView = 'list' | 'map';

/** The radius choices of "near me", in km (the API takes NEAR_LIMITS.radiusKmMin..Max). */
export const RADIUS_CHOICES = [1, 3, 5, 10, 25] as const;

export interface DistrictState {
  /** A district of the chosen region ('district=<id>'); cleared with the region. */
  district: number | null;
}

export interface GeoState extends DistrictState {
  view: ListView;
  /** "Near me": the point distances are counted from. */
  near: GeoPoint | null;
  /** The radius of `near` (null: the API's default). */
  radiusKm: number | null;
  /** `sort=distance`: nearest first (only with `near`). */
  byDistance: boolean;
}

export const NO_GEO: GeoState = { district: null, view: 'list', near: null, radiusKm: null, byDistance: false };

const ID = /^[1-9]\d{0,8}$/;
const NUMBER = /^-?\d{1,3}(\.\d{1,8})?$/;

/** Whether a point lies in Uzbekistan's box (the API refuses `near` and points outside it). */
export function inUzbekistan(p: GeoPoint): boolean {
  const b = UZBEKISTAN_BOUNDS;
  return p.lat >= b.latMin && p.lat <= b.latMax && p.lng >= b.lngMin && p.lng <= b.lngMax;
}

/** Degrees as the address writes them: at most 5 decimals (about a metre), no trailing zeros. */
export const degrees = (value: number): string => String(Number(value.toFixed(5)));

/** `near`'s text of a point. */
export const nearText = (p: GeoPoint): string => `${degrees(p.lat)},${degrees(p.lng)}`;

/** A `near` text: two decimal numbers inside Uzbekistan, else null. */
export function parseNear(text: string | null): GeoPoint | null {
  const [lat, lng, ...rest] = (text ?? '').split(',');
  if (rest.length || !lat || !lng || !NUMBER.test(lat.trim()) || !NUMBER.test(lng.trim())) return null;
  const point = { lat: Number(lat), lng: Number(lng) };
  return inUzbekistan(point) ? point : null;
}

/** A district id of the address ('district=<id>'), else null. */
export function parseDistrict(params: URLSearchParams): number | null {
  const value = params.get('district') ?? '';
  return ID.test(value) ? Number(value) : null;
}

/** Reads the geography of a list's address; malformed values fall back to nothing chosen. */
export function parseGeo(params: URLSearchParams): GeoState {
  const near = parseNear(params.get('near'));
  const radius = Number(params.get('radiusKm'));
  return {
    district: parseDistrict(params),
    view: params.get('view') === 'map' ? 'map' : 'list',
    near,
    radiusKm: near && (RADIUS_CHOICES as readonly number[]).includes(radius) ? radius : null,
    byDistance: Boolean(near) && params.get('sort') === DISTANCE_SORT,
  };
}

/**
 * Adds the geography to a list's parameters (the page's or the API's: `view` is the page's only).
 * `sort=distance` replaces the list's own sort while `near` is set.
 */
export function writeGeo(params: URLSearchParams, geo: Partial<GeoState>, target: 'page' | 'api' = 'page'): URLSearchParams {
  if (geo.district) params.set('district', String(geo.district));
  if (geo.near) {
    params.set('near', nearText(geo.near));
    if (geo.radiusKm) params.set('radiusKm', String(geo.radiusKm));
    if (geo.byDistance) params.set('sort', DISTANCE_SORT);
  }
  if (target === 'page' && geo.view === 'map') params.set('view', 'map');
  return params;
}

/** The list's parameters without paging and the view: the query of its map's markers (GET /api/<api>/map). */
export function markersQuery(apiParams: URLSearchParams): string {
  const params = new URLSearchParams(apiParams);
  for (const name of ['page', 'perPage', 'view']) params.delete(name);
  return params.toString();
}

const TYPED = /^-?\d{1,3}([.,]\d{1,8})?$/;
const numberOf = (text: string) => (TYPED.test(text.trim()) ? Number(text.trim().replace(',', '.')) : NaN);

/** What the typed latitude and longitude give: a point, none (both empty), or why neither. */
export function typedPoint(lat: string, lng: string): GeoPoint | null | 'both' | 'outside' {
  if (!lat.trim() && !lng.trim()) return null;
  if (!lat.trim() || !lng.trim()) return 'both';
  const point = { lat: numberOf(lat), lng: numberOf(lng) };
  return Number.isNaN(point.lat) || Number.isNaN(point.lng) || !inUzbekistan(point) ? 'outside' : point;
}
