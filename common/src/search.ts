/** Site search over every public activity kind (GET /api/search): limits and the answer's shape. */

/** Longest query the search takes (characters). */
export const SEARCH_QUERY_MAX = 200;
/** Results of each kind shown in the grouped answer. */
export const SEARCH_GROUP_SIZE = 4;

/** One kind's results in the grouped answer: how many match, and the best few as that kind's cards. */
export interface SearchGroup<C = object> {
  /** The kind's key (ACTIVITY_KINDS; a kind the client does not know yet may appear). */
  kind: string;
  count: number;
  items: C[];
}

/** GET /api/search?q= — every kind with matches, in registry order; `total` sums their counts. */
export interface SearchResult<C = object> {
  q: string;
  total: number;
  groups: SearchGroup<C>[];
}
