/**
 * The service worker's rules (src/sw/sw.ts), pure so they are tested without a browser: what it
 * precaches, which requests it answers from its caches and how, and what it never stores.
 */
import { pickLocale } from '@hashar/common';
import { decodeToken } from '../session/token';

/** Posted to a page when one of its API answers came from the cache (the network failed). */
export const OFFLINE_COPY_MESSAGE = 'hashar:offline-copy';
/** Set on <html> of a page shell served from the cache. */
export const OFFLINE_COPY_ATTRIBUTE = 'data-offline-copy';

/** The page shells (index.html with the locale's <html lang>), precached and served for any page offline. */
export const SHELL_PAGES = ['/ru', '/uz'] as const;
/** Files at the root of the build every page uses, precached with the shell. */
export const SHELL_FILES = ['/manifest.webmanifest', '/icons/icon-192.png'] as const;
/** Public API answers of the last-seen event pages: the newest this many are kept. */
export const API_CACHE_LIMIT = 40;

/**
 * The signed-in reader's lessons (and their courses' records), kept so a lesson once read stays
 * readable offline: the one deliberate exception to "nothing private is stored". It is safe
 * because it stays on the reader's own device, holds only what the reader was shown of their own
 * lessons (no other signed-in answer is stored), each copy answers only the account that read it
 * (lessonCacheKey), and the site deletes it whenever no one or another account is signed in
 * (session/SessionProvider.tsx: sign-out, an expired or refused session, a different account).
 */
export const LESSONS_CACHE = 'hashar-lessons-v1';
/** Lessons kept for offline reading: the newest this many (their courses' records stay with them). */
export const LESSONS_CACHE_LIMIT = 60;

/**
 * - `page`: a navigation to /ru or /uz: network first, else the cached shell of its locale;
 * - `asset`: a hashed build file (/assets/*, never changes): cache first;
 * - `static`: another file of the site (icons, images): network first, else the cache;
 * - `api`: a public answer an event page reads: network first, else the last stored copy;
 * - `lesson`: the signed-in reader's lesson or its course's record (LESSONS_CACHE): the same, private or not;
 * - `pass`: left to the browser (other origins, writes, other signed-in calls, other API calls, uploads).
 */
export type Strategy = 'page' | 'asset' | 'static' | 'api' | 'lesson' | 'pass';

export interface RequestFacts {
  method: string;
  url: string;
  /** Request.mode: 'navigate' for page loads. */
  mode: string;
  /** Whether it carries an Authorization header (a signed-in call: never stored, but for lessons). */
  authorized: boolean;
}

/** The public reads of an event (visit, group) page: the record and its comments. */
const CACHED_API = [/^\/api\/(events|visits|event-groups)\/\d+$/, /^\/api\/comments$/];
/** What a lesson page reads: the course's record (with the reader's place) and the lesson; the slug is group 1. */
const LESSON_API = /^\/api\/academy\/([^/]+)\/lessons\/\d+$/;
const COURSE_API = /^\/api\/academy\/([^/]+)$/;

function isLocalePath(pathname: string): boolean {
  return SHELL_PAGES.some((shell) => pathname === shell || pathname.startsWith(`${shell}/`));
}

export function strategyOf(request: RequestFacts, origin: string): Strategy {
  const url = new URL(request.url);
  if (url.origin !== origin || request.method !== 'GET') return 'pass';
  const path = url.pathname;
  if (path.startsWith('/api/')) {
    if (request.authorized) return LESSON_API.test(path) || COURSE_API.test(path) ? 'lesson' : 'pass';
    return CACHED_API.some((re) => re.test(path)) ? 'api' : 'pass';
  }
  if (request.mode === 'navigate') return isLocalePath(path) ? 'page' : 'pass';
  if (path.startsWith('/assets/')) return 'asset';
  if (path.startsWith('/uploads/') || path.startsWith('/admin') || path === '/sw.js') return 'pass';
  return 'static';
}

/** Whether an answer may be stored: a full 200 its server did not mark private or no-store. */
export function isStorable(status: number, cacheControl: string | null): boolean {
  return status === 200 && !/\b(private|no-store)\b/i.test(cacheControl ?? '');
}

/** Whether a lesson answer may be stored in LESSONS_CACHE: any full 200, though it is private (see LESSONS_CACHE). */
export function isLessonStorable(status: number): boolean {
  return status === 200;
}

/** The shell a page address falls back to offline: its locale's (ru unless /uz). */
export function shellFor(pathname: string): string {
  return pathname === '/uz' || pathname.startsWith('/uz/') ? '/uz' : '/ru';
}

/** An API answer depends on the page's language (picked as the API picks it): the cache key carries it. */
export function apiCacheKey(url: string, acceptLanguage: string | null): string {
  const key = new URL(url);
  key.searchParams.set('sw-lang', pickLocale(acceptLanguage));
  return key.href;
}

/**
 * A lesson answer's key: the API key (language) and the account of its Bearer token, so that a
 * copy only ever answers the account that read it, even were the cache not deleted in time.
 */
export function lessonCacheKey(url: string, acceptLanguage: string | null, authorization: string | null): string {
  const key = new URL(apiCacheKey(url, acceptLanguage));
  key.searchParams.set('sw-user', decodeToken(authorization?.replace(/^Bearer /, '') ?? '')?.sub ?? '');
  return key.href;
}

/** A cached shell marked so the page shows the offline notice as it starts. */
export function markOfflineCopy(html: string): string {
  return html.replace(/<html\b/, `<html ${OFFLINE_COPY_ATTRIBUTE}`);
}

/** The oldest keys to drop so that `limit` remain (the Cache API lists keys oldest first). */
export function overflow<T>(keys: readonly T[], limit: number): T[] {
  return keys.slice(0, Math.max(0, keys.length - limit));
}

/**
 * The keys (URLs, oldest first) to drop from LESSONS_CACHE: the lessons older than the newest
 * `limit`, and the course records no kept lesson needs beyond the newest `limit` of those (a
 * course is read beside its lesson, and may be stored just before it).
 */
export function lessonsOverflow(urls: readonly string[], limit: number): string[] {
  const slugOf = (url: string, re: RegExp) => re.exec(new URL(url).pathname)?.[1];
  const lessons = urls.filter((url) => slugOf(url, LESSON_API) !== undefined);
  const dropped = overflow(lessons, limit);
  const needed = new Set(lessons.filter((url) => !dropped.includes(url)).map((url) => slugOf(url, LESSON_API)));
  const spare = urls.filter((url) => {
    const slug = slugOf(url, COURSE_API);
    return slug !== undefined && !needed.has(slug);
  });
  return [...dropped, ...overflow(spare, limit)];
}

/** One chunk of vite's manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** The build files (JS and CSS, as /assets/… addresses) of vite manifest entries and their static imports, in manifest order. */
export function chunkFiles(manifest: Readonly<Record<string, ManifestChunk>>, keys: readonly string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const file of [chunk.file, ...(chunk.css ?? [])]) files.add(`/${file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files];
}

/**
 * What the install step fetches: the shells, the root files, and the build files (JS and CSS) of
 * the entry and the given routes with their static imports, read from vite's manifest.
 */
export function precacheUrls(manifest: Readonly<Record<string, ManifestChunk>>, keys: readonly string[]): string[] {
  return [...SHELL_PAGES, ...SHELL_FILES, ...chunkFiles(manifest, keys).sort()];
}
