import type { Express } from 'express';

/** One route the app answers: its method and its full path pattern (`/api/events/:id`). */
export interface MountedRoute {
  method: string;
  path: string;
}

interface RouterLike {
  stack?: LayerLike[];
}

interface LayerLike {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: RouterLike & ((...args: unknown[]) => unknown);
}

const paths = (raw: unknown): string[] =>
  (Array.isArray(raw) ? raw.flat(Infinity) : [raw]).filter((p): p is string => typeof p === 'string');

const join = (base: string, path: string) => `${base}/${path}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');

function walk(router: RouterLike, base: string, out: MountedRoute[]): void {
  for (const layer of router.stack ?? []) {
    if (layer.route) {
      for (const path of paths(layer.route.path)) {
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (on && method !== '_all') out.push({ method: method.toUpperCase(), path: join(base, path) });
        }
      }
    } else if (layer.handle && Array.isArray(layer.handle.stack)) {
      for (const path of paths(layer.rawPath ?? '/')) walk(layer.handle, join(base, path), out);
    }
  }
}

/**
 * Every route of an app built by createApp, found by walking its Express router stack (sub-routers
 * included), so routes added later are listed without anyone updating a table. Sorted, no repeats.
 */
export function mountedRoutes(app: Express): MountedRoute[] {
  const out: MountedRoute[] = [];
  walk((app as unknown as { router: RouterLike }).router, '', out);
  const seen = new Set<string>();
  return out
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`))
    .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

/** The :name and *name parameters of a route path, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/[:*](\w+)/g)].map((m) => m[1]!);
}

/** The route path with its parameters replaced by the given (already URL-encoded) segments. */
export function fillPath(path: string, value: (name: string) => string): string {
  return path.replace(/[:*](\w+)/g, (_whole, name: string) => value(name));
}
