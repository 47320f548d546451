import { useEffect } from 'react';
import { history } from './history';
import { loadingBar } from './loadingBar';
import { pageForPath } from './pageForPath';
import { pageLoad } from './pageTable';

let current: { pathname: string; load: Promise<unknown> } | null = null;

/**
 * The code of the page at `pathname`, loading (the same module import React.lazy makes, so
 * it is fetched once). Resolves at once for addresses that are not pages of the table.
 */
export function loadFor(pathname: string): Promise<unknown> {
  if (current?.pathname === pathname) return current.load;
  const page = pageForPath(pathname);
  const loader = page ? pageLoad(page) : undefined;
  const load = loader ? loader() : Promise.resolve();
  current = { pathname, load };
  return load;
}

let lastTracked: string | null = null;
let subscribers = 0;
let unsubscribe: (() => void) | null = null;

function track(pathname: string): void {
  if (pathname === lastTracked) return;
  lastTracked = pathname;
  void loadingBar.track(loadFor(pathname));
}

/**
 * Drives the loading bar from the browser history itself. The router commits a navigation to
 * React inside startTransition, so React keeps the old page on screen while a lazy page loads
 * and no Suspense fallback ever reports it; the history's listeners see the new address at once.
 * Every layout mounts this hook; one subscription serves them all.
 */
export function usePageLoadTracking(): void {
  useEffect(() => {
    if (subscribers++ === 0) {
      track(history.location.pathname);
      unsubscribe = history.listen(({ location }) => track(location.pathname));
    }
    return () => {
      if (--subscribers === 0) {
        unsubscribe?.();
        unsubscribe = null;
      }
    };
  }, []);
}
