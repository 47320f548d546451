import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { isLocale, pickLocale, PUBLIC_LIST_CACHE_SECONDS } from '@hashar/common';

/** One cached answer: its JSON text (and its gzip form, made on first demand), weak ETag, headers and when it goes stale. */
interface Entry {
  body: Buffer;
  gzipped?: Buffer;
  etag: string;
  headers: OutgoingHttpHeaders;
  expires: number;
}

export interface ListCacheOptions {
  /** How long an answer is reused (default PUBLIC_LIST_CACHE_SECONDS); also the `max-age`. */
  seconds?: number;
  /** Most answers kept; the oldest leave first (default 1000). */
  maxEntries?: number;
  /** The clock (tests move it). */
  now?: () => number;
}

export interface ListCache {
  /**
   * Mounted early (after request timing and logging): answers a fresh cached answer at once, with
   * the headers the whole stack gave it, skipping the rest of the stack. Everything else goes on.
   */
  serve: RequestHandler;
  /** Mounted on the public list routes: shares one computation between concurrent misses and keeps the answer. */
  fill: RequestHandler;
}

/** The public lists (under /api) whose anonymous answers are cached. */
export const PUBLIC_LISTS = [
  '/events',
  '/visits',
  '/projects',
  '/tasks',
  '/vacancies',
  '/orgs',
  '/volons',
  '/initiatives',
  '/news',
  '/posts',
];

/** The lists' maps (docs/map-api.md), cached like their lists. */
export const PUBLIC_MAPS = ['/events/map', '/visits/map', '/projects/map', '/orgs/map'];

/**
 * Every public read whose anonymous answers are cached the same way (paths as routers under /api
 * see them): the lists; the home page's and the analytics' answers; the dropdowns' reference
 * lists, which are cheap but under load would still wait for a database connection.
 */
export const PUBLIC_READS = [...PUBLIC_LISTS, ...PUBLIC_MAPS, '/home', '/analytics', '/cities', '/districts', '/reference/:list'];
const CACHED_PATHS = new Set(PUBLIC_READS.filter((p) => !p.includes(':')).map((p) => `/api${p}`));
const REFERENCE_PATH = /^\/api\/reference\/[a-z-]+$/;
/** The route pattern a cached path is answered under (its label in the request timing), or null when not cached. */
const cachedRoute = (path: string) => (CACHED_PATHS.has(path) ? path : REFERENCE_PATH.test(path) ? '/api/reference/:list' : null);

/** Signed-in callers (a Bearer token, or a token cookie) get their own answers, never cached ones. */
const signedIn = (req: Request) =>
  Boolean(req.headers.authorization) || /(^|;\s*)(jwt|token|access_?token)=/i.test(req.headers.cookie ?? '');

/**
 * The key of an answer: language, path, query parameters in a fixed order — or null when the
 * request can't share one (not an anonymous GET, or a repeated ?locale= the app reads otherwise).
 * The language is picked as detectLocale picks it, from the URL, so both middlewares agree.
 */
function keyOf(req: Request): string | null {
  if (req.method !== 'GET' || signedIn(req)) return null;
  const url = new URL(req.originalUrl, 'http://x');
  const given = url.searchParams.getAll('locale');
  if (given.length > 1) return null;
  const locale = isLocale(given[0]) ? given[0] : pickLocale(req.headers['accept-language']);
  url.searchParams.delete('locale');
  url.searchParams.sort();
  return `${locale} ${url.pathname}?${url.searchParams.toString()}`;
}

const weakEtag = (body: Buffer) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** The ETag matches one of If-None-Match's (weak comparison, `*` matches any). */
function notModified(req: Request, etag: string): boolean {
  const given = req.headers['if-none-match'];
  if (!given) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return given.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** Accept-Encoding names gzip (or `*`) with a weight above zero. */
function acceptsGzip(req: Request): boolean {
  return (req.headers['accept-encoding'] ?? '').split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return (coding === 'gzip' || coding === '*') && (!q || Number(q.slice(2)) > 0);
  });
}

/** Smaller answers go as they are (compression's threshold). */
const GZIP_FROM_BYTES = 1024;
/** Headers of the answer that belong to one request, never replayed. */
const OWN_HEADERS = ['x-request-id', 'set-cookie', 'content-length', 'content-encoding', 'date', 'etag', 'x-cache'];

/** A cached answer written straight to the socket: 304 when the caller has it, gzip when it takes it. */
function sendEntry(req: Request, res: Response, entry: Entry, hit: boolean): void {
  const headers = { ...entry.headers, 'x-cache': hit ? 'HIT' : 'MISS' };
  if (notModified(req, entry.etag)) {
    res.writeHead(304, headers).end();
    return;
  }
  let body = entry.body;
  if (body.length >= GZIP_FROM_BYTES && acceptsGzip(req)) {
    body = entry.gzipped ??= gzipSync(entry.body);
    headers['content-encoding'] = 'gzip';
  }
  headers['content-length'] = body.length;
  res.writeHead(200, headers).end(body);
}

/**
 * A short-lived cache of anonymous public read answers (PUBLIC_READS; GET, no token): the same path, query and
 * language within `seconds` get the same answer, so it stays right across processes without
 * invalidation. Concurrent misses of one key share one computation (while an expired answer is
 * renewed, the other callers get it, for at most `seconds` more); answers carry a weak ETag
 * (If-None-Match → 304) and the route's `Cache-Control`, else `public, max-age=<seconds>`. Only 200 answers are kept.
 */
export function createListCache(options: ListCacheOptions = {}): ListCache {
  const seconds = options.seconds ?? PUBLIC_LIST_CACHE_SECONDS;
  const maxEntries = options.maxEntries ?? 1000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry | null>>();

  const store = (key: string, entry: Entry) => {
    entries.delete(key);
    entries.set(key, entry);
    // A Map iterates in insertion order: the first keys are the oldest.
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(oldest);
    }
  };
  /** The answer to give now: fresh, or just past its time while another request renews it. */
  const usable = (key: string): Entry | undefined => {
    const cached = entries.get(key);
    if (!cached) return undefined;
    const t = now();
    if (cached.expires > t) return cached;
    return pending.has(key) && cached.expires + seconds * 1000 > t ? cached : undefined;
  };

  const serve: RequestHandler = (req, res, next) => {
    const route = cachedRoute(req.path);
    if (route === null) return next();
    const key = keyOf(req);
    const entry = key === null ? undefined : usable(key);
    if (!entry) return next();
    // The route's label for the request timing, as the router would have set it.
    req.route = { path: route };
    sendEntry(req, res, entry, true);
  };

  const fill: RequestHandler = (req, res, next) => {
    const key = keyOf(req);
    if (key === null) {
      if (req.method === 'GET') res.set('Cache-Control', 'private, no-store');
      return next();
    }
    const entry = usable(key);
    if (entry) return sendEntry(req, res, entry, true);
    const shared = pending.get(key);
    if (shared) {
      // Another request computes this answer: wait for it; compute our own if it failed.
      void shared.then((got) => (got ? sendEntry(req, res, got, true) : next()), next);
      return;
    }
    let settle!: (entry: Entry | null) => void;
    pending.set(
      key,
      new Promise<Entry | null>((resolve) => (settle = resolve)).finally(() => pending.delete(key)),
    );
    const json = res.json.bind(res);
    let settled = false;
    const finish = (got: Entry | null) => {
      if (settled) return;
      settled = true;
      settle(got);
    };
    res.json = (value: unknown) => {
      if (res.statusCode !== 200) {
        finish(null);
        return json(value);
      }
      const body = Buffer.from(JSON.stringify(value));
      // The headers the stack gave this answer (security headers and the like), replayed on every hit.
      const headers: OutgoingHttpHeaders = { ...res.getHeaders() };
      for (const name of OWN_HEADERS) delete headers[name];
      const etag = weakEtag(body);
      Object.assign(headers, {
        'content-type': 'application/json; charset=utf-8',
        // The route's own (e.g. the reference lists' five minutes), else as long as the answer is reused here.
        'cache-control': headers['cache-control'] ?? `public, max-age=${seconds}`,
        vary: 'Authorization, Accept-Language, Accept-Encoding',
        etag,
      });
      const made = { body, etag, headers, expires: now() + seconds * 1000 };
      store(key, made);
      finish(made);
      sendEntry(req, res, made, false);
      return res;
    };
    res.once('close', () => finish(null));
    next();
  };

  return { serve, fill };
}
