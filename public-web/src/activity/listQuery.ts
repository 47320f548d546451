import { parseGeo, writeGeo, type GeoState } from '../components/geo/geoState';
import type { ListSelect } from './registry';

const ID = /^[1-9]\d{0,8}$/;
const Q_MAX = 200;
const VALUE = /^[a-z0-9_-]{1,40}$/i;

/** The state of a kind's list page, kept in its query string so links and back/forward work (with its geography: district, view, near). */
export interface ListState extends GeoState {
  q: string;
  directions: number[];
  region: number | null;
  /** One organization's items (its public page links here); no control of its own, cleared by the reset. */
  organization: number | null;
  /** The kind's own choices by parameter ('' = not chosen). */
  selects: Record<string, string>;
  page: number;
}

/** Reads the state from a query string; malformed values fall back to nothing chosen. */
export function parseListState(params: URLSearchParams, selects: readonly ListSelect[]): ListState {
  const ids = (params.get('direction') ?? '').split(',').filter((id) => ID.test(id));
  const region = params.get('region');
  const organization = params.get('organization');
  const page = params.get('page');
  return {
    q: (params.get('q') ?? '').trim().slice(0, Q_MAX),
    directions: [...new Set(ids.map(Number))].sort((a, b) => a - b),
    region: region && ID.test(region) ? Number(region) : null,
    organization: organization && ID.test(organization) ? Number(organization) : null,
    selects: Object.fromEntries(
      selects.map((s) => {
        const value = params.get(s.param) ?? '';
        const known = s.options ? s.options.some((o) => o.value === value) : VALUE.test(value);
        return [s.param, known ? value : ''];
      }),
    ),
    page: page && ID.test(page) ? Number(page) : 1,
    ...parseGeo(params),
  };
}

/** The query string of a state: only what is chosen, in a stable order (the page's, or the API's: no `view`). */
export function listStateToParams(state: ListState, target: 'page' | 'api' = 'page'): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.directions.length) params.set('direction', state.directions.join(','));
  if (state.region) params.set('region', String(state.region));
  if (state.organization) params.set('organization', String(state.organization));
  for (const [param, value] of Object.entries(state.selects)) if (value) params.set(param, value);
  writeGeo(params, state, target);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** Whether anything narrows the list (the sort does not). */
export function narrows(state: ListState, selects: readonly ListSelect[]): boolean {
  const filters = selects.filter((s) => s.all);
  return Boolean(
    state.q ||
    state.directions.length ||
    state.region ||
    state.district ||
    state.near ||
    state.organization ||
    filters.some((s) => state.selects[s.param]),
  );
}
