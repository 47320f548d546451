import { ACTIVITY_KINDS, type ActivityKind, type SearchPage, type SearchResult } from '@hashar/common';
import type { Request } from './events';
import type { ActivityCardItem } from '../activity/shapes';

type Opts = { signal?: AbortSignal };

/** GET /api/search: every kind's best matches with counts, or (with `kind`) one kind's page. */
export const searchApi = {
  all: (request: Request, q: string, o: Opts = {}) =>
    request<SearchResult<ActivityCardItem>>(`/api/search?${new URLSearchParams({ q })}`, o),
  kind: (request: Request, q: string, kind: ActivityKind, page: number, o: Opts = {}) =>
    request<SearchPage<ActivityCardItem>>(`/api/search?${new URLSearchParams({ q, kind, page: String(page) })}`, o),
};

/** A kind the public site has pages for (the API may know kinds the site does not show yet). */
export const isKnownKind = (kind: string | null): kind is ActivityKind => (ACTIVITY_KINDS as readonly (string | null)[]).includes(kind);

/** The search page's query string: the query, and optionally one kind and its page. */
export function searchQuery(q: string, kind?: ActivityKind, page = 1): string {
  const params = new URLSearchParams({ q });
  if (kind) params.set('kind', kind);
  if (kind && page > 1) params.set('page', String(page));
  return `?${params}`;
}
