import { ORG_SORTS, type OrgSort } from '@hashar/common';
import { NO_GEO, parseGeo, writeGeo, type GeoState } from '../../components/geo/geoState';

const ID = /^[1-9]\d{0,8}$/;

/** The directory page's state, kept in its query string (also the API's query, less `view`), with its geography. */
export interface OrgsState extends GeoState {
  directions: number[];
  region: number | null;
  q: string;
  verified: boolean;
  sort: OrgSort;
  page: number;
}

/** Nothing chosen. */
export const EMPTY_ORGS: OrgsState = { directions: [], region: null, q: '', verified: false, sort: 'name', page: 1, ...NO_GEO };

/** Reads the state; malformed values fall back to nothing chosen. */
export function parseOrgsState(params: URLSearchParams): OrgsState {
  const ids = (params.get('direction') ?? '').split(',').filter((id) => ID.test(id));
  const region = params.get('region') ?? '';
  const sort = params.get('sort') as OrgSort;
  const page = params.get('page') ?? '';
  return {
    directions: [...new Set(ids.map(Number))].sort((a, b) => a - b).slice(0, 17),
    region: ID.test(region) ? Number(region) : null,
    q: (params.get('q') ?? '').slice(0, 200),
    verified: params.get('verified') === 'true',
    sort: ORG_SORTS.includes(sort) ? sort : 'name',
    page: ID.test(page) ? Number(page) : 1,
    ...parseGeo(params),
  };
}

/** The query string of a state: only what is chosen, in a stable order. */
export function orgsStateToParams(s: OrgsState, target: 'page' | 'api' = 'page'): URLSearchParams {
  const params = new URLSearchParams();
  if (s.q.trim()) params.set('q', s.q.trim());
  if (s.directions.length) params.set('direction', s.directions.join(','));
  if (s.region) params.set('region', String(s.region));
  if (s.verified) params.set('verified', 'true');
  if (s.sort !== 'name') params.set('sort', s.sort);
  writeGeo(params, s, target);
  if (s.page > 1) params.set('page', String(s.page));
  return params;
}

/** Whether anything narrows the list (the sort does not). */
export const narrowsOrgs = (s: OrgsState): boolean =>
  Boolean(s.directions.length || s.region || s.district || s.near || s.q.trim() || s.verified);
