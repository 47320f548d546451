import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { PUBLIC_LIST_CACHE_SECONDS } from '@hashar/common';

/** One cached answer: its JSON text, weak ETag and when it goes stale. */
interface Entry {
  body: string;
  etag: string;
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

/** Signed-in callers (a Bearer token, or a token cookie) get their own answers, never cached ones. */
const signedIn = (req: Request) =>
  Boolean(req.headers.authorization) || /(^|;\s*)(jwt|token|access_?token)=/i.test(req.headers.cookie ?? '');

/** The key of an answer: path, query parameters in a fixed order, language. */
function keyOf(req: Request): string {
  const url = new URL(req.originalUrl, 'http://x');
  url.searchParams.delete('locale');
  url.searchParams.sort();
  return `${req.locale} ${url.pathname}?${url.searchParams.toString()}`;
}

const weakEtag = (body: string) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** The ETag matches one of If-None-Match's (weak comparison, `*` matches any). */
function notModified(req: Request, etag: string): boolean {
  const given = req.headers['if-none-match'];
  if (!given) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return given.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

function send(req: Request, res: Response, entry: Entry, seconds: number, hit: boolean): void {
  res.set('Cache-Control', `public, max-age=${seconds}`);
  res.set('ETag', entry.etag);
  res.set('X-Cache', hit ? 'HIT' : 'MISS');
  res.vary('Authorization').vary('Accept-Language');
  if (notModified(req, entry.etag)) {
    res.status(304).end();
    return;
  }
  res.type('application/json').send(entry.body);
}

/**
 * A short-lived cache of anonymous public list answers (GET, no token): the same path, query and
 * language within `seconds` get the same answer, so it stays right across processes without
 * invalidation. Concurrent misses of one key share one computation (while an expired answer is
 * renewed, the other callers get it, for at most `seconds` more); answers carry a weak ETag
 * (If-None-Match → 304) and `Cache-Control: public, max-age=<seconds>`. Only 200 answers are kept.
 */
export function listCache(options: ListCacheOptions = {}): RequestHandler {
  const seconds = options.seconds ?? PUBLIC_LIST_CACHE_SECONDS;
  const maxEntries = options.maxEntries ?? 1000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry | null>>();

  const store = (key: string, entry: Entry) => {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  };

  return (req, res, next) => {
    if (req.method !== 'GET' || signedIn(req)) {
      if (req.method === 'GET') res.set('Cache-Control', 'private, no-store');
      return next();
    }
    const key = keyOf(req);
    const cached = entries.get(key);
    if (cached && cached.expires > now()) return send(req, res, cached, seconds, true);
    const shared = pending.get(key);
    // While one request renews an answer, the others get the one just past its time (at most `seconds` more).
    if (shared && cached && cached.expires + seconds * 1000 > now()) return send(req, res, cached, seconds, true);
    if (shared) {
      // Another request computes this answer: wait for it; compute our own if it failed.
      void shared.then((entry) => (entry ? send(req, res, entry, seconds, true) : next()), next);
      return;
    }
    let settle!: (entry: Entry | null) => void;
    pending.set(
      key,
      new Promise<Entry | null>((resolve) => (settle = resolve)).finally(() => pending.delete(key)),
    );
    const json = res.json.bind(res);
    let settled = false;
    const finish = (entry: Entry | null) => {
      if (settled) return;
      settled = true;
      settle(entry);
    };
    res.json = (value: unknown) => {
      if (res.statusCode !== 200) {
        finish(null);
        return json(value);
      }
      const body = JSON.stringify(value);
      const entry = { body, etag: weakEtag(body), expires: now() + seconds * 1000 };
      store(key, entry);
      finish(entry);
      send(req, res, entry, seconds, false);
      return res;
    };
    res.once('close', () => finish(null));
    next();
  };
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
