import { lazy, type ComponentType } from 'react';

/**
 * A page component loaded on first use (its code lands in its own chunk), from a module's
 * named export, so resource folders keep named exports.
 */
export function lazyPage<M extends Record<K, ComponentType>, K extends keyof M & string>(load: () => Promise<M>, name: K): ComponentType {
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentType })));
}
