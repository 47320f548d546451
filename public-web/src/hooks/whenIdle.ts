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
