import type { Page } from './lists';

/** Site search over every public activity kind (GET /api/search): limits and the answer's shape. */

/** Longest query the search takes (characters). */
export const SEARCH_QUERY_MAX = 200;
/** Most matches of a kind the search counts and ranks (more answer `count: SEARCH_COUNT_MAX, capped: true`, "1000+"). */
export const SEARCH_COUNT_MAX = 1000;
/** Results of each kind shown in the grouped answer. */
export const SEARCH_GROUP_SIZE = 4;

/** One kind's results in the grouped answer: how many match, and the best few as that kind's cards. */
export interface SearchGroup<C = object> {
  /** The kind's key (ACTIVITY_KINDS; a kind the client does not know yet may appear). */
  kind: string;
  /** Matches, at most SEARCH_COUNT_MAX. */
  count: number;
  /** More than SEARCH_COUNT_MAX match. */
  capped: boolean;
  items: C[];
}

/** GET /api/search?q=&kind= — one kind's matches, a page of them (the page may not go past SEARCH_COUNT_MAX). */
export interface SearchPage<C = object> extends Page<C> {
  capped: boolean;
}

/** GET /api/search?q= — every kind with matches, in registry order; `total` sums their counts. */
export interface SearchResult<C = object> {
  q: string;
  total: number;
  groups: SearchGroup<C>[];
}

/** GET /api/search: every kind's best matches, or with `kind` one kind's page of them (and the text searched). */
export type SearchAnswer = SearchResult | (SearchPage & { q: string });
