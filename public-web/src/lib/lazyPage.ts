import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

const RELOAD_AT_KEY = 'hashar:chunk-reload-at';
/** Spec §8: after a chunk fails to load (usually a new deploy), reload at most once a minute. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

export interface ReloadEnv {
  now: () => number;
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  reload: () => void;
}

/** Reloads the page unless it was already reloaded for this reason within the last minute. */
export function reloadOnceAfterChunkError(env: ReloadEnv): boolean {
  const last = Number(env.storage?.getItem(RELOAD_AT_KEY) ?? 0);
  const now = env.now();
  if (now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  env.storage?.setItem(RELOAD_AT_KEY, String(now));
  env.reload();
  return true;
}

function browserEnv(): ReloadEnv {
  let storage: Storage | undefined;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = undefined; // storage can be blocked; then reload every time but never loop fast
  }
  return { now: Date.now, storage, reload: () => window.location.reload() };
}

/** React.lazy for a route's page, recovering from stale chunk URLs after a deploy. */
export function lazyPage<T extends ComponentType<object>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return lazy(() =>
    load().catch((error: unknown) => {
      if (reloadOnceAfterChunkError(browserEnv())) return new Promise<never>(() => {});
      throw error;
    }),
  );
}
