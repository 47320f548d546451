import { createElement, lazy, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';

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

/** A lazily loaded component whose code can be fetched ahead of its first render. */
export type LazyPage<T extends ComponentType<object>> = ((props: ComponentProps<T>) => ReactNode) & {
  /** Loads the code (again: a page's texts follow the address's language); the next render needs no suspense. */
  preload: () => Promise<{ default: T }>;
};

/**
 * React.lazy for a route's page, recovering from stale chunk URLs after a deploy. Once its code
 * has loaded (preload, or a first render), new instances render at once instead of suspending:
 * the first page of a visit, preloaded while the app starts, shows in the first commit instead
 * of a Suspense retry (which React holds back up to 300 ms after a fallback).
 */
export function lazyPage<T extends ComponentType<object>>(load: () => Promise<{ default: T }>): LazyPage<T> {
  let loaded: T | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(() =>
    preload().catch((error: unknown) => {
      if (reloadOnceAfterChunkError(browserEnv())) return new Promise<never>(() => {});
      throw error;
    }),
  );
  function Page(props: ComponentProps<T>) {
    // Fixed per instance: switching from the lazy wrapper to the loaded component would remount it.
    const [{ Component }] = useState(() => ({ Component: (loaded ?? Lazy) as ComponentType<ComponentProps<T>> }));
    return createElement(Component, props);
  }
  return Object.assign(Page, { preload });
}
