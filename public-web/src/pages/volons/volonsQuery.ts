import { parseDistrict } from '../../components/geo/geoState';
import { VOLON_FILTER_LIMITS, VOLON_SORTS, type VolonSort } from '@hashar/common';

const ID = /^[1-9]\d{0,8}$/;

/** The directory page's state, kept in its query string (also the API's query). */
export interface VolonsState {
  directions: number[];
  region: number | null;
  /** A district of the region (`district=<id>`). */
  district: number | null;
  skills: string;
  verified: boolean;
  minHours: number | null;
  sort: VolonSort;
  page: number;
}

/** Reads the state; malformed values fall back to nothing chosen. */
export function parseVolonsState(params: URLSearchParams): VolonsState {
  const ids = (params.get('direction') ?? '').split(',').filter((id) => ID.test(id));
  const region = params.get('region') ?? '';
  const hours = params.get('minHours') ?? '';
  const sort = params.get('sort') as VolonSort;
  const page = params.get('page') ?? '';
  return {
    directions: [...new Set(ids.map(Number))].sort((a, b) => a - b),
    region: ID.test(region) ? Number(region) : null,
    district: parseDistrict(params),
    skills: (params.get('skills') ?? '').slice(0, 300),
    verified: params.get('verified') === 'true',
    minHours: /^\d{1,6}$/.test(hours) && Number(hours) > 0 && Number(hours) <= VOLON_FILTER_LIMITS.hoursMax ? Number(hours) : null,
    sort: VOLON_SORTS.includes(sort) ? sort : 'hours',
    page: ID.test(page) ? Number(page) : 1,
  };
}

/** The skills typed in the filter, trimmed, as the API takes them (at most its limit). */
export const skillsOf = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim().slice(0, 60))
    .filter(Boolean)
    .slice(0, VOLON_FILTER_LIMITS.skills);

/** The query string of a state: only what is chosen, in a stable order. */
export function volonsStateToParams(s: VolonsState): URLSearchParams {
  const params = new URLSearchParams();
  if (s.directions.length) params.set('direction', s.directions.join(','));
  if (s.region) params.set('region', String(s.region));
  if (s.district) params.set('district', String(s.district));
  const skills = skillsOf(s.skills);
  if (skills.length) params.set('skills', skills.join(','));
  if (s.verified) params.set('verified', 'true');
  if (s.minHours) params.set('minHours', String(s.minHours));
  if (s.sort !== 'hours') params.set('sort', s.sort);
  if (s.page > 1) params.set('page', String(s.page));
  return params;
}

/** Whether anything narrows the list (the sort does not). */
export const narrowsVolons = (s: VolonsState): boolean =>
  Boolean(s.directions.length || s.region || s.district || skillsOf(s.skills).length || s.verified || s.minHours);

/** Nothing chosen. */
export const EMPTY_VOLONS: VolonsState = {
  directions: [],
  region: null,
  district: null,
  skills: '',
  verified: false,
  minHours: null,
  sort: 'hours',
  page: 1,
};
