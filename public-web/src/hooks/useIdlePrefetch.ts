import type { PageName } from '@hashar/common';
import { useEffect } from 'react';
import { prefetchPage } from '../components/navigation/pageTable';
import { whenIdle, type IdleEnv } from './whenIdle';

/** Spec §9: likely next pages are fetched once the browser has been idle this long. */
export const IDLE_PREFETCH_MS = 2000;

function browserEnv(): IdleEnv {
  const w = window as Window & Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>>;
  return {
    setTimeout: (fn, ms) => w.setTimeout(fn, ms),
    clearTimeout: (id) => w.clearTimeout(id as number),
    requestIdleCallback: w.requestIdleCallback?.bind(w),
    cancelIdleCallback: w.cancelIdleCallback?.bind(w),
  };
}

function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

const prefetched = new Set<PageName>();

/** Prefetches the code of `pages` once the browser is idle (skipped when the user saves data). */
export function useIdlePrefetch(pages: readonly PageName[]): void {
  const list = pages.join(',');
  useEffect(() => {
    const todo = (list.split(',') as PageName[]).filter((page) => page && !prefetched.has(page));
    if (todo.length === 0 || savesData()) return;
    return whenIdle(
      () => {
        for (const page of todo) {
          prefetched.add(page);
          prefetchPage(page);
        }
      },
      IDLE_PREFETCH_MS,
      browserEnv(),
    );
  }, [list]);
}
