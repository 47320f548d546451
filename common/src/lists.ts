/** Pages of lists: the one shape every paged list answers with. */

/** A page of a list. */
export interface Page<T> {
  data: T[];
  total: number;
  page: number;
  perPage: number;
  /** Present (true) when `total` is LIST_COUNT_CAP and more rows match: show "1 000+". */
  totalCapped?: boolean;
}

/** The largest page any list serves. */
export const PAGE_SIZE_MAX = 100;

/**
 * Public lists count their matches up to this many; beyond it the answer says `totalCapped` ("1 000+").
 * The count reads one index entry per match on every uncached answer: at 10 000 it cost an events
 * page of a big region 6–10 ms of the database's time against 0.4 ms for the page's rows (README,
 * "Signed in, and with the cache off"); a thousand is fifty pages of twenty.
 */
export const LIST_COUNT_CAP = 1_000;

/**
 * The back office's and the CRM's lists count their matches up to this many; beyond it the answer's
 * `Content-Range` says `*` for the total and the list pages on with "next" alone. Counting every
 * match held each page of a million accounts for the whole count (the users list: 1 answer a second).
 */
export const BACK_OFFICE_COUNT_CAP = 10_000;

/** Seconds an anonymous public list answer is reused (and what `Cache-Control: max-age` says). */
export const PUBLIC_LIST_CACHE_SECONDS = 3;
