/**
 * The public site's service worker, built to dist/sw.js by scripts/serviceWorker.ts (a classic
 * script: the precache list and version are filled in at build time). It keeps the shell, the
 * last-seen event pages and the signed-in reader's last-read lessons readable offline; the rules
 * live in ./policy.ts.
 */
import {
  API_CACHE_LIMIT,
  apiCacheKey,
  isLessonStorable,
  isStorable,
  LESSONS_CACHE,
  LESSONS_CACHE_LIMIT,
  lessonCacheKey,
  lessonsOverflow,
  markOfflineCopy,
  OFFLINE_COPY_MESSAGE,
  overflow,
  shellFor,
  strategyOf,
  type Strategy,
} from './policy';

declare const __PRECACHE__: string[];
declare const __SW_VERSION__: string;

// The few service-worker types used here (the project's TypeScript lib is the DOM's, not WebWorker).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  readonly clientId: string;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  readonly clients: { claim(): Promise<void>; get(id: string): Promise<{ postMessage(message: unknown): void } | undefined> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const scope = self as unknown as WorkerScope;
const SHELL_CACHE = `hashar-shell-${__SW_VERSION__}`;
const API_CACHE = 'hashar-api-v1';

scope.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(__PRECACHE__.map((url) => new Request(url, { cache: 'reload' }))))
      .then(() => scope.skipWaiting()),
  );
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name.startsWith('hashar-shell-') && name !== SHELL_CACHE).map((name) => caches.delete(name))),
      )
      .then(() => scope.clients.claim()),
  );
});

async function store(cacheName: string, key: Request | string, response: Response): Promise<void> {
  const lessons = cacheName === LESSONS_CACHE;
  if (!(lessons ? isLessonStorable(response.status) : isStorable(response.status, response.headers.get('Cache-Control')))) return;
  const cache = await caches.open(cacheName);
  await cache.put(key, response);
  if (cacheName === API_CACHE) await Promise.all(overflow(await cache.keys(), API_CACHE_LIMIT).map((old) => cache.delete(old)));
  if (lessons) {
    const urls = (await cache.keys()).map((old) => old.url);
    await Promise.all(lessonsOverflow(urls, LESSONS_CACHE_LIMIT).map((old) => cache.delete(old)));
  }
}

async function page(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match(shellFor(new URL(request.url).pathname), { cacheName: SHELL_CACHE });
    if (!shell) throw error;
    return new Response(markOfflineCopy(await shell.text()), { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  }
}

/**
 * The copy of an answer is stored while the page goes on (the event stays alive until it is):
 * waiting for the write before answering held the page's code and data back behind the cache.
 */
function keep(event: FetchEvent, cacheName: string, key: Request | string, response: Response): Response {
  event.waitUntil(store(cacheName, key, response.clone()));
  return response;
}

async function asset(event: FetchEvent): Promise<Response> {
  const cached = await caches.match(event.request, { cacheName: SHELL_CACHE });
  return cached ?? keep(event, SHELL_CACHE, event.request, await fetch(event.request));
}

async function networkFirst(event: FetchEvent, cacheName: string, key: string): Promise<Response> {
  try {
    return keep(event, cacheName, key, await fetch(event.request));
  } catch (error) {
    const cached = await caches.match(key, { cacheName });
    if (!cached) throw error;
    if (cacheName !== SHELL_CACHE) (await scope.clients.get(event.clientId))?.postMessage({ type: OFFLINE_COPY_MESSAGE });
    return cached;
  }
}

function answer(strategy: Exclude<Strategy, 'pass'>, event: FetchEvent): Promise<Response> {
  const { request } = event;
  if (strategy === 'page') return page(request);
  if (strategy === 'asset') return asset(event);
  if (strategy === 'static') return networkFirst(event, SHELL_CACHE, request.url);
  const language = request.headers.get('Accept-Language');
  if (strategy === 'lesson')
    return networkFirst(event, LESSONS_CACHE, lessonCacheKey(request.url, language, request.headers.get('Authorization')));
  return networkFirst(event, API_CACHE, apiCacheKey(request.url, language));
}

scope.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = strategyOf(
    { method: request.method, url: request.url, mode: request.mode, authorized: request.headers.has('Authorization') },
    scope.location.origin,
  );
  if (strategy !== 'pass') event.respondWith(answer(strategy, event));
});
