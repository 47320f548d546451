/**
 * Places on the map (docs/map-api.md): a point of an activity or an organization, the "near me"
 * query of the public lists, the markers of a list's map and the tiles the map draws.
 */

/** A place on the map: WGS 84 degrees, inside UZBEKISTAN_BOUNDS (validation.ts) when written. */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/**
 * `near=<lat>,<lng>&radiusKm=<km>` of the public lists that have places: the rows within the radius
 * (great-circle distance), each card with its `distanceKm`; `sort=distance` (only with `near`)
 * orders them nearest first. Without `radiusKm` the default radius applies.
 */
export const NEAR_LIMITS = { radiusKmDefault: 10, radiusKmMin: 0.1, radiusKmMax: 200 } as const;

/** The list kinds with a map view (list/map switch: `view=map` in the page's URL). */
export const MAP_LIST_KINDS = ['events', 'visits', 'projects', 'organizations'] as const;
export type MapListKind = (typeof MAP_LIST_KINDS)[number];

/** At most this many markers in one answer of a list's map (`capped` says more matched). */
export const MAP_MARKERS_MAX = 2000;

/** One marker of a list's map (GET /api/<api>/map, GET /api/orgs/map): enough to draw it and open its card. */
export interface MapMarker {
  id: number;
  lat: number;
  lng: number;
  title: string;
}

/** GET /api/<api>/map?<the list's filters>: the markers of every matching row with a point. */
export interface MapMarkersResponse {
  data: MapMarker[];
  /** More rows matched than MAP_MARKERS_MAX: the map shows the first ones (the list's order). */
  capped: boolean;
}

/** The map's tiles (SiteInfo.map): `MAP_TILE_URL` and `MAP_TILE_ATTRIBUTION`; OpenStreetMap's standard tiles by default. */
export const MAP_TILES_DEFAULT = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
} as const;

export interface MapTiles {
  /** A Leaflet tile URL template ({z}/{x}/{y}, optional {s}); null: no tiles, markers on a plain background. */
  tileUrl: string | null;
  /** Shown in the map's corner (HTML-free text). */
  attribution: string;
}

/** The link that opens a point in a maps app (the event and organization pages' small map). */
export const mapsAppLink = (p: GeoPoint): string => `https://www.openstreetmap.org/?mlat=${p.lat}&mlon=${p.lng}#map=16/${p.lat}/${p.lng}`;

/** Great-circle distance in kilometres (the API's SQL computes the same, docs/map-api.md). */
export function greatCircleKm(a: GeoPoint, b: GeoPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export const EARTH_RADIUS_KM = 6371;

/** The `sort` of a list with `near`: nearest first (refused without `near`). */
export const DISTANCE_SORT = 'distance';
