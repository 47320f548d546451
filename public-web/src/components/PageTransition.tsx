import { Suspense, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigationType, useOutlet } from 'react-router-dom';
import { loadFor } from './navigation/pageLoads';
import { PageErrorBoundary } from './PageErrorBoundary';
import { MAIN_ID } from './SkipLink';

/** Spec §9 transition "page", mode out-in: the old page fades out, then the new one fades in. */
export const PAGE_LEAVE_MS = 150;

const scrollPositions = new Map<string, number>();

/** Navigation state that switches pages at once, without keeping the old page for the fade. */
export const INSTANT_PAGE_SWITCH = { instantPage: true } as const;

/** Whether a navigation asked to switch pages at once (INSTANT_PAGE_SWITCH). */
export function isInstant(state: unknown): boolean {
  return (state as { instantPage?: unknown } | null)?.instantPage === true;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The current page of a layout, switched out-in: the leaving page stays (fading) until both
 * the fade is over and the next page's code has loaded, so the new page fades in whole.
 * Also restores the scroll position on back/forward, scrolls to the top otherwise, and moves
 * focus to <main> when the focused element left with the old page.
 */
export function PageTransition() {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const [shown, setShown] = useState({ pathname: location.pathname, key: location.key });
  const rendered = useRef<ReactNode>(outlet);
  // An instant switch (e.g. logout leaving a guarded page) drops the old page straight away.
  const leaving = location.pathname !== shown.pathname && !isInstant(location.state);
  const content = leaving ? rendered.current : outlet;

  useLayoutEffect(() => {
    rendered.current = content;
  });

  useLayoutEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    if (!leaving) {
      if (location.pathname !== shown.pathname) setShown({ pathname: location.pathname, key: location.key });
      return;
    }
    scrollPositions.set(shown.key, window.scrollY);
    let cancelled = false;
    const wait = prefersReducedMotion() ? 0 : PAGE_LEAVE_MS;
    void Promise.all([delay(wait), loadFor(location.pathname).catch(() => undefined)]).then(() => {
      if (!cancelled) setShown({ pathname: location.pathname, key: location.key });
    });
    return () => {
      cancelled = true;
    };
  }, [leaving, location.pathname, location.key, shown.key, shown.pathname]);

  const arrived = useRef(shown.pathname);
  useLayoutEffect(() => {
    if (arrived.current === shown.pathname) return;
    arrived.current = shown.pathname;
    if (navigationType === 'POP') window.scrollTo(0, scrollPositions.get(shown.key) ?? 0);
    else if (!window.location.hash) window.scrollTo(0, 0);
    const active = document.activeElement;
    if (!active || active === document.body) document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, [shown.pathname]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div
      key={leaving ? shown.pathname : location.pathname}
      className={leaving ? 'page-transition page-transition--leave' : 'page-transition'}
    >
      <PageErrorBoundary>
        <Suspense fallback={null}>{content}</Suspense>
      </PageErrorBoundary>
    </div>
  );
}
