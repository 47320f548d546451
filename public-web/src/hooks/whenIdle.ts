/** The timer functions whenIdle needs (the window's, or fakes in tests). */
export interface IdleEnv {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
  requestIdleCallback?: (fn: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
}

/**
 * Runs `task` after `delayMs`, in the next idle period (requestIdleCallback, falling back to
 * running it straight away where the browser has none). Returns a cancel function.
 */
export function whenIdle(task: () => void, delayMs: number, env: IdleEnv): () => void {
  let idleId: number | undefined;
  const timer = env.setTimeout(() => {
    if (env.requestIdleCallback) idleId = env.requestIdleCallback(task, { timeout: delayMs });
    else task();
  }, delayMs);
  return () => {
    env.clearTimeout(timer);
    if (idleId !== undefined) env.cancelIdleCallback?.(idleId);
  };
}

/** The browser's timers and idle callbacks. */
export function browserIdleEnv(): IdleEnv {
  const w = window as Window & Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>>;
  return {
    setTimeout: (fn, ms) => w.setTimeout(fn, ms),
    clearTimeout: (id) => w.clearTimeout(id as number),
    requestIdleCallback: w.requestIdleCallback?.bind(w),
    cancelIdleCallback: w.cancelIdleCallback?.bind(w),
  };
}

/**
 * Runs `task` once the page has loaded (its code, styles, preloaded data and images), `delayMs`
 * later, when the browser is idle: for work the first screen does not need. Returns a cancel function.
 */
export function afterLoad(task: () => void, delayMs: number): () => void {
  let cancel = () => {};
  const start = () => {
    cancel = whenIdle(task, delayMs, browserIdleEnv());
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    cancel();
  };
}
