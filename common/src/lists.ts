/** Pages of lists: the one shape every paged list answers with. */

/** A page of a list. */
export interface Page<T> {
  data: T[];
  total: number;
  page: number;
  perPage: number;
}

/** The largest page any list serves. */
export const PAGE_SIZE_MAX = 100;
