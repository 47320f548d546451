import type { Page } from '@playwright/test';

/**
 * The walks' "the page has done its work": no request of the page in flight for `quietMs`
 * (at most `limitMs` in all). Playwright's 'networkidle' waits a fixed 500 ms of silence after every
 * page; this waits only as long as the page is still asking, and sees every request the page
 * makes (documents, chunks, API calls, images) from the moment it is watched.
 */
export function watchRequests(page: Page): { settled(quietMs?: number, limitMs?: number): Promise<void> } {
  const inFlight = new Set<object>();
  let lastChange = Date.now();
  page.on('request', (req) => {
    inFlight.add(req);
    lastChange = Date.now();
  });
  const done = (req: object) => {
    if (inFlight.delete(req)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async settled(quietMs = 120, limitMs = 10_000) {
      const start = Date.now();
      while (Date.now() - start < limitMs) {
        if (inFlight.size === 0 && Date.now() - lastChange >= quietMs) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}
