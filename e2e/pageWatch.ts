import type { Browser, BrowserContext, Page, Response } from '@playwright/test';

/**
 * What a page must never do in a browser test, collected for every context of a test (the
 * fixture in support.ts fails the test on any of them):
 * - an uncaught error or an unhandled promise rejection, including the errors React reports and
 *   recovers from (React 19 hands them to `window.reportError`, which fires `window`'s `error`
 *   event; the real cause is in `error.cause`, recorded too);
 * - a call to `/api/...` that answers 4xx or 5xx, unless the test allowed it by name (a 4xx it
 *   expects, a 5xx it mocks).
 */

/** Runs in every page before its own scripts: reports errors and rejections with their causes. */
const INIT_SCRIPT = `(() => {
  const describe = (value) => {
    if (value instanceof Error) {
      let text = (value.name && value.name !== 'Error' ? value.name + ': ' : '') + value.message;
      for (let cause = value.cause, depth = 0; cause !== undefined && depth < 3; cause = cause && cause.cause, depth++) {
        text += ' | cause: ' + (cause instanceof Error ? cause.message : String(cause));
      }
      return text;
    }
    try { return JSON.stringify(value); } catch { return String(value); }
  };
  const report = (text) => {
    const send = window.__e2eReportProblem;
    if (typeof send === 'function') send(text).catch(() => undefined);
  };
  window.addEventListener('error', (event) => {
    // A failed <img>/<script> fires a non-bubbling error on the element, seen here in the capture phase: not a script error.
    if (!(event instanceof ErrorEvent)) return;
    report('page error: ' + (event.error !== undefined && event.error !== null ? describe(event.error) : event.message));
  });
  window.addEventListener('unhandledrejection', (event) => report('unhandled rejection: ' + describe(event.reason)));
})();`;

/** An API error a test expects, e.g. `POST /api/user/login` answering 401 when the password is wrong. */
interface Allowance {
  method: string;
  path: RegExp;
  status: number;
  reason: string;
}

/** `*` in a call's path stands for one segment (an id); the query string is ignored. */
function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+');
  return new RegExp(`^${escaped}$`);
}

/** The problems of one test's pages, across every browser context the test opens. */
export class PageWatch {
  private readonly found = new Map<string, string>();
  private readonly allowances: Allowance[] = [];
  private readonly watched = new WeakSet<BrowserContext>();

  /** Lets `call` ("METHOD /api/path", `*` for an id) answer `status` in this test; `reason` says why that is the point. */
  allow(call: string, status: number, reason: string): void {
    const [method, path] = call.split(' ');
    if (!method || !path?.startsWith('/api/') || !reason)
      throw new Error(`allowApiError needs "METHOD /api/path" and a reason, got "${call}"`);
    this.allowances.push({ method: method.toUpperCase(), path: pathPattern(path), status, reason });
  }

  /** Starts watching a context's pages (once per context). */
  async watch(context: BrowserContext): Promise<void> {
    if (this.watched.has(context)) return;
    this.watched.add(context);
    contexts.set(context, this);
    await context.exposeBinding('__e2eReportProblem', (_source, text: string) => this.record(text));
    await context.addInitScript(INIT_SCRIPT);
    context.on('page', (page) => this.watchPage(page));
    context.pages().forEach((page) => this.watchPage(page));
    context.on('response', (response) => this.checkResponse(response));
  }

  /** Every browser context the test creates with `browser.newContext()` is watched too; returns the undo. */
  watchNewContexts(browser: Browser, prepare: (context: BrowserContext) => Promise<void> = async () => undefined): () => void {
    const original = browser.newContext.bind(browser);
    browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
      const context = await original(...args);
      await this.watch(context);
      await prepare(context);
      return context;
    };
    return () => {
      browser.newContext = original;
    };
  }

  /** The problems seen so far, forgotten (for a test that makes a page fail on purpose). */
  take(): string[] {
    const problems = [...this.found.values()];
    this.found.clear();
    return problems;
  }

  /** Throws, listing every problem, if a page had any. */
  assertClean(): void {
    const problems = this.take();
    if (problems.length === 0) return;
    throw new Error(
      `The pages of this test reported ${problems.length} problem(s); fix the page, or allow an expected API error by name ` +
        `with allowApiError(page, 'METHOD /api/path', status, 'why'):\n- ${problems.join('\n- ')}`,
    );
  }

  private watchPage(page: Page): void {
    // Playwright's own view of uncaught errors; the init script's report (with the cause) is kept when both arrive.
    page.on('pageerror', (error) => this.record(`page error: ${error.message}`));
  }

  private record(text: string): void {
    // The same error arrives twice (window's error event and Playwright's pageerror): keep the fuller text.
    const key = text.split(' | cause: ')[0]!.replace(/^(page error: )(?:\w*Error: )?/, '$1');
    const known = this.found.get(key);
    if (!known || known.length < text.length) this.found.set(key, text);
  }

  private checkResponse(response: Response): void {
    const status = response.status();
    if (status < 400) return;
    const request = response.request();
    if (request.serviceWorker()) return; // the page's own fetch of the same call is seen as well
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    const method = request.method();
    const allowed = this.allowances.some((a) => a.method === method && a.status === status && a.path.test(url.pathname));
    if (!allowed) this.record(`API ${method} ${url.pathname}${url.search} answered ${status} on ${pageUrl(response)}`);
  }
}

/** The address of the page that made a call, for the report. */
function pageUrl(response: Response): string {
  try {
    return response.frame().page().url();
  } catch {
    return '(no page)';
  }
}

const contexts = new WeakMap<BrowserContext, PageWatch>();

/**
 * Allows one API error a test expects, by name: `allowApiError(page, 'POST /api/user/login', 401,
 * 'a wrong password is the point of this test')`. `*` in the path stands for one segment (an id).
 * Applies to every page of the test.
 */
export function allowApiError(page: Page, call: string, status: number, reason: string): void {
  const watch = contexts.get(page.context());
  if (!watch) throw new Error('allowApiError: this page is not watched (use `test` from ./support)');
  watch.allow(call, status, reason);
}
