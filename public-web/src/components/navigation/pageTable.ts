import type { PageName } from '@hashar/common';

/** Loads a page's code (and the catalogue areas of its texts). */
export type PageLoad = () => Promise<unknown>;

let table: ReadonlyMap<PageName, PageLoad> = new Map();

/**
 * routes.tsx hands its page table over here once, at start. The shell (layouts, the loading bar,
 * idle prefetch) reads page loads from this leaf module instead of importing routes.tsx, which
 * imports the layouts: no import cycle.
 */
export function registerPageLoads(loads: Iterable<readonly [PageName, PageLoad]>): void {
  table = new Map(loads);
}

/** The loader of a page, if it is one of the table's. */
export function pageLoad(page: PageName): PageLoad | undefined {
  return table.get(page);
}

/** Loads a page's code ahead of a visit (idle prefetch of likely next pages). */
export function prefetchPage(page: PageName): void {
  void pageLoad(page)?.().catch(() => undefined);
}
