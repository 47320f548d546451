import type { Application, RequestHandler } from 'express';

/** One route the app answers: its method and its full path pattern (`/api/events/:id`). */
export interface MountedRoute {
  method: string;
  path: string;
}

/** A route with the functions a request to it passes through: the middleware mounted before it, then its own handlers. */
export interface RouteStack extends MountedRoute {
  handlers: RequestHandler[];
}

interface RouterLike {
  stack?: LayerLike[];
}

interface LayerLike {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean>; stack: { handle: RequestHandler; method?: string }[] };
  handle?: RouterLike & RequestHandler;
  match?: (path: string) => unknown;
}

/** Middleware met on the way down: its layer, its function and the base path of the stack it sits in. */
interface Inherited {
  layer: LayerLike;
  handle: RequestHandler;
  base: string;
}

const paths = (raw: unknown): string[] =>
  (Array.isArray(raw) ? raw.flat(Infinity) : [raw]).filter((p): p is string => typeof p === 'string');

const join = (base: string, path: string) => `${base}/${path}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');

/** Whether middleware mounted at `base` (its layer's own path on top) runs for a request to `path`. */
const applies = ({ layer, base }: Inherited, path: string) => Boolean(layer.match?.(path.slice(base.length) || '/'));

function walk(router: RouterLike, base: string, inherited: Inherited[], out: RouteStack[]): void {
  const before = [...inherited];
  for (const layer of router.stack ?? []) {
    if (layer.route) {
      for (const path of paths(layer.route.path)) {
        const full = join(base, path);
        const outer = before.filter((m) => applies(m, full)).map((m) => m.handle);
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (!on || method === '_all') continue;
          const own = layer.route.stack.filter((l) => !l.method || l.method === method).map((l) => l.handle);
          out.push({ method: method.toUpperCase(), path: full, handlers: [...outer, ...own] });
        }
      }
    } else if (layer.handle && Array.isArray(layer.handle.stack)) {
      for (const path of paths(layer.rawPath ?? '/')) walk(layer.handle, join(base, path), before, out);
    } else if (layer.handle && layer.handle.length < 4) {
      before.push({ layer, handle: layer.handle, base });
    }
  }
}

/**
 * Every route of an app built by createApp with the functions on its way, found by walking its
 * Express router stack (sub-routers included), so routes added later are listed without anyone
 * updating a table. Sorted, no repeats.
 */
export function routeStacks(app: Application): RouteStack[] {
  const out: RouteStack[] = [];
  walk((app as unknown as { router: RouterLike }).router, '', [], out);
  // A method and path mounted twice (a cache in front of the list, then the list) is one route through both.
  const byKey = new Map<string, RouteStack>();
  for (const r of out) {
    const key = `${r.method} ${r.path}`;
    const first = byKey.get(key);
    if (first) first.handlers.push(...r.handlers);
    else byKey.set(key, r);
  }
  return [...byKey.values()].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

/** Every route of an app built by createApp: its method and path pattern (see routeStacks). */
export function mountedRoutes(app: Application): MountedRoute[] {
  return routeStacks(app).map(({ method, path }) => ({ method, path }));
}

/** The :name and *name parameters of a route path, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/[:*](?<name>\w+)/g)].flatMap((m) => m.groups?.['name'] ?? []);
}

/** The route path with its parameters replaced by the given (already URL-encoded) segments. */
export function fillPath(path: string, value: (name: string) => string): string {
  return path.replace(/[:*](\w+)/g, (_whole, name: string) => value(name));
}
