/** Pages of lists: the one shape every paged list answers with. */

/** A page of a list. */
export interface Page<T> {
  data: T[];
  total: number;
  page: number;
  perPage: number;
  /** Present (true) when `total` is LIST_COUNT_CAP and more rows match: show "10 000+". */
  totalCapped?: boolean;
}

/** The largest page any list serves. */
export const PAGE_SIZE_MAX = 100;

/** Public lists count their matches up to this many; beyond it the answer says `totalCapped` ("10 000+"). */
export const LIST_COUNT_CAP = 10_000;

/** Seconds an anonymous public list answer is reused (and what `Cache-Control: max-age` says). */
export const PUBLIC_LIST_CACHE_SECONDS = 3;
