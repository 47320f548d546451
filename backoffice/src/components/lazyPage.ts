import { lazy, type ComponentType } from 'react';

/** A lazily loaded page that can be asked to start loading its code early. */
export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/**
 * A page component loaded on first use (its code lands in its own chunk), from a module's
 * named export, so resource folders keep named exports.
 */
export function lazyPage<M extends Record<K, ComponentType>, K extends keyof M & string>(load: () => Promise<M>, name: K): LazyPage {
  return Object.assign(
    lazy(() => load().then((module) => ({ default: module[name] as ComponentType }))),
    { preload: load },
  );
}

/** Starts loading a page's code if it is a lazy one (imports are cached: the render then finds it ready). */
export function preloadPage(page: unknown): void {
  const preload = (page as Partial<LazyPage> | null | undefined)?.preload;
  if (typeof preload === 'function') void preload().catch(() => undefined);
}
