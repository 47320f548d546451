import type { PageName } from '@hashar/common';
import { useEffect } from 'react';
import { prefetchPage } from '../components/navigation/pageTable';
import { afterLoad } from './whenIdle';

/** Spec §9: likely next pages are fetched once the browser has been idle this long. */
export const IDLE_PREFETCH_MS = 2000;

function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

const prefetched = new Set<PageName>();

/** Prefetches the code of `pages` once the page has loaded and the browser is idle (skipped when the user saves data). */
export function useIdlePrefetch(pages: readonly PageName[]): void {
  const list = pages.join(',');
  useEffect(() => {
    const todo = (list.split(',') as PageName[]).filter((page) => page && !prefetched.has(page));
    if (todo.length === 0 || savesData()) return;
    return afterLoad(() => {
      for (const page of todo) {
        prefetched.add(page);
        prefetchPage(page);
      }
    }, IDLE_PREFETCH_MS);
  }, [list]);
}
