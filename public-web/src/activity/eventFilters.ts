import { NO_GEO, parseGeo, writeGeo, type GeoState } from '../components/geo/geoState';
import { EVENT_SORTS, EVENT_WHEN, EVENTS_LIST_DEFAULT, EVENTS_PAGE_SIZE, type EventSort, type EventWhen } from '@hashar/common';

/** Which list the events page shows: dated events or standing visit offers ("myvisit"). */
export type EventsTab = 'events' | 'visits';
/** `all` is the page's own value: the API lists both current and past when `when` is absent. */
export type WhenFilter = EventWhen | 'all';
export type OnlineFilter = '' | 'true' | 'false';

/** The state of the events page, kept in its query string so links and back/forward work (with its geography: district, view, near). */
export interface EventFilters extends GeoState {
  tab: EventsTab;
  q: string;
  directions: number[];
  region: number | null;
  /** One organization's items (its public page links here); no control of its own, cleared by the reset. */
  organization: number | null;
  from: string;
  to: string;
  when: WhenFilter;
  online: OnlineFilter;
  sort: EventSort;
  page: number;
}

export const DEFAULT_FILTERS: EventFilters = {
  tab: 'events',
  q: '',
  directions: [],
  region: null,
  organization: null,
  from: '',
  to: '',
  when: EVENTS_LIST_DEFAULT.when,
  online: '',
  sort: EVENTS_LIST_DEFAULT.sort,
  page: 1,
  ...NO_GEO,
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[1-9]\d{0,8}$/;
const Q_MAX = 200;

function validDate(value: string | null): string {
  if (!value || !DATE.test(value)) return '';
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : '';
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** Reads the filters from a query string; malformed values fall back to their defaults. */
export function parseFilters(params: URLSearchParams): EventFilters {
  const directions = [
    ...new Set(
      (params.get('direction') ?? '')
        .split(',')
        .filter((id) => ID.test(id))
        .map(Number),
    ),
  ].sort((a, b) => a - b);
  const region = params.get('region');
  const organization = params.get('organization');
  const page = params.get('page');
  return {
    tab: params.get('tab') === 'visits' ? 'visits' : 'events',
    q: (params.get('q') ?? '').trim().slice(0, Q_MAX),
    directions,
    region: region && ID.test(region) ? Number(region) : null,
    organization: organization && ID.test(organization) ? Number(organization) : null,
    from: validDate(params.get('from')),
    to: validDate(params.get('to')),
    when: oneOf<WhenFilter>(params.get('when'), [...EVENT_WHEN, 'all'], DEFAULT_FILTERS.when),
    online: oneOf<OnlineFilter>(params.get('online'), ['true', 'false'], ''),
    sort: oneOf(params.get('sort'), EVENT_SORTS, DEFAULT_FILTERS.sort),
    page: page && ID.test(page) ? Number(page) : 1,
    ...parseGeo(params),
  };
}

/** The query string of the page for some filters: only what differs from the defaults, in a stable order. */
export function filtersToParams(filters: EventFilters): URLSearchParams {
  const params = new URLSearchParams();
  const set = (name: string, value: string) => value && params.set(name, value);
  if (filters.tab !== 'events') set('tab', filters.tab);
  if (filters.tab === 'events') set('q', filters.q.trim());
  set('direction', filters.directions.join(','));
  set('region', filters.region ? String(filters.region) : '');
  set('organization', filters.organization ? String(filters.organization) : '');
  if (filters.tab === 'events') {
    set('from', filters.from);
    set('to', filters.to);
    if (filters.when !== DEFAULT_FILTERS.when) set('when', filters.when);
    set('online', filters.online);
    if (filters.sort !== DEFAULT_FILTERS.sort) set('sort', filters.sort);
  }
  writeGeo(params, filters);
  if (filters.page > 1) set('page', String(filters.page));
  return params;
}

/** The query string of the page (commas of the direction list left readable: `direction=2,5`). */
export function filtersToSearch(filters: EventFilters): string {
  const search = filtersToParams(filters).toString().replace(/%2C/g, ',');
  return search ? `?${search}` : '';
}

/** The filters after a change; any change other than the page itself goes back to page 1. */
export function changeFilters(current: EventFilters, change: Partial<EventFilters>): EventFilters {
  return { ...current, ...change, page: change.page ?? 1 };
}

/** Whether any filter narrows the list (for the "reset filters" button and the empty state). */
export function hasActiveFilters(filters: EventFilters): boolean {
  const params = filtersToParams({ ...filters, sort: DEFAULT_FILTERS.sort, page: 1 });
  params.delete('tab');
  params.delete('view');
  return params.size > 0;
}

/** GET /api/events query for the filters. */
export function eventsApiQuery(filters: EventFilters, perPage = EVENTS_PAGE_SIZE): string {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.directions.length) params.set('direction', filters.directions.join(','));
  if (filters.region) params.set('region', String(filters.region));
  if (filters.organization) params.set('organization', String(filters.organization));
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.when !== 'all') params.set('when', filters.when);
  if (filters.online) params.set('online', filters.online);
  params.set('sort', filters.sort);
  writeGeo(params, filters, 'api');
  params.set('page', String(filters.page));
  params.set('perPage', String(perPage));
  return params.toString();
}

/** GET /api/visits query for the filters (visit offers filter by region and direction only). */
export function visitsApiQuery(filters: EventFilters, perPage = EVENTS_PAGE_SIZE): string {
  const params = new URLSearchParams();
  if (filters.directions.length) params.set('direction', filters.directions.join(','));
  if (filters.region) params.set('region', String(filters.region));
  if (filters.organization) params.set('organization', String(filters.organization));
  writeGeo(params, filters, 'api');
  params.set('page', String(filters.page));
  params.set('perPage', String(perPage));
  return params.toString();
}
