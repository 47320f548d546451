import {
  apiCacheKey,
  isLessonStorable,
  isStorable,
  lessonCacheKey,
  lessonsOverflow,
  markOfflineCopy,
  OFFLINE_COPY_ATTRIBUTE,
  overflow,
  precacheUrls,
  shellFor,
  strategyOf,
  type RequestFacts,
} from './policy';

const ORIGIN = 'https://hashar.example';
const get = (path: string, facts: Partial<RequestFacts> = {}): RequestFacts => ({
  method: 'GET',
  url: `${ORIGIN}${path}`,
  mode: 'cors',
  authorized: false,
  ...facts,
});

describe('the service worker: what it answers and how', () => {
  it('serves pages of /ru and /uz network first with the shell as the fallback', () => {
    for (const path of ['/ru', '/uz', '/ru/events/view/7', '/uz/events?region=1']) {
      expect(strategyOf(get(path, { mode: 'navigate' }), ORIGIN)).toBe('page');
    }
    for (const path of ['/admin/', '/api/docs', '/', '/rux']) expect(strategyOf(get(path, { mode: 'navigate' }), ORIGIN)).toBe('pass');
  });

  it('keeps the build files cache first and the other files of the site network first', () => {
    expect(strategyOf(get('/assets/EventPage-abc.js'), ORIGIN)).toBe('asset');
    expect(strategyOf(get('/icons/icon-192.png'), ORIGIN)).toBe('static');
    expect(strategyOf(get('/manifest.webmanifest'), ORIGIN)).toBe('static');
  });

  it("stores an event page's public reads, never signed-in calls, writes, other API calls, uploads or other origins", () => {
    for (const path of ['/api/events/12', '/api/visits/3', '/api/event-groups/4', '/api/comments?type=event&id=12&page=1']) {
      expect(strategyOf(get(path), ORIGIN)).toBe('api');
      expect(strategyOf(get(path, { authorized: true }), ORIGIN)).toBe('pass');
    }
    expect(strategyOf(get('/api/comments', { method: 'POST' }), ORIGIN)).toBe('pass');
    expect(strategyOf(get('/api/sessions/3/apply', { method: 'POST' }), ORIGIN)).toBe('pass');
    for (const path of ['/api/events', '/api/user/me', '/api/events/12/ics', '/api/my/events/12', '/uploads/events/a.jpg', '/sw.js']) {
      expect(strategyOf(get(path), ORIGIN)).toBe('pass');
    }
    expect(strategyOf({ ...get('/api/events/12'), url: 'https://other.example/api/events/12' }, ORIGIN)).toBe('pass');
  });

  it("keeps the signed-in reader's lessons and their courses' records apart, and nothing else signed-in", () => {
    for (const path of ['/api/academy/pervaya-pomosh/lessons/2', '/api/academy/pervaya-pomosh']) {
      expect(strategyOf(get(path, { authorized: true }), ORIGIN)).toBe('lesson');
      // A visitor's course page is not stored: lessons are read only signed in.
      expect(strategyOf(get(path), ORIGIN)).toBe('pass');
    }
    expect(strategyOf(get('/api/academy/pervaya-pomosh/lessons/2/read', { method: 'POST', authorized: true }), ORIGIN)).toBe('pass');
    for (const path of [
      '/api/academy',
      '/api/academy?q=a',
      '/api/academy/a/attempts/3',
      '/api/academy/a/lessons/x',
      '/api/my/learning?state=active',
    ]) {
      expect(strategyOf(get(path, { authorized: true }), ORIGIN)).toBe('pass');
    }
    expect(
      strategyOf(
        { ...get('/api/academy/a/lessons/1', { authorized: true }), url: 'https://other.example/api/academy/a/lessons/1' },
        ORIGIN,
      ),
    ).toBe('pass');
  });

  it('stores any full lesson answer though it is private, and nothing else', () => {
    expect(isLessonStorable(200)).toBe(true);
    for (const status of [206, 304, 401, 403, 404, 500]) expect(isLessonStorable(status)).toBe(false);
  });

  it('keys a lesson by its language and the account that read it', () => {
    const bearerOf = (sub: string) => `Bearer h.${btoa(JSON.stringify({ sub, role: 'volon', exp: 2_000_000_000 }))}.s`;
    const url = `${ORIGIN}/api/academy/a/lessons/1`;
    expect(lessonCacheKey(url, 'uz', bearerOf('7'))).toBe(`${url}?sw-lang=uz&sw-user=7`);
    expect(lessonCacheKey(url, null, bearerOf('8'))).toBe(`${url}?sw-lang=ru&sw-user=8`);
    expect(lessonCacheKey(url, 'ru', 'Bearer not-a-token')).toBe(`${url}?sw-lang=ru&sw-user=`);
  });

  it("keeps the newest lessons and the courses' records they need, dropping spare records beyond the limit", () => {
    const at = (path: string) => `${ORIGIN}/api/academy/${path}?sw-lang=ru`;
    const urls = [at('a'), at('a/lessons/1'), at('b'), at('b/lessons/1'), at('a/lessons/2'), at('c')];
    expect(lessonsOverflow(urls, 3)).toEqual([]);
    // The oldest lesson goes; its course's record stays while another kept lesson of it needs it.
    expect(lessonsOverflow(urls, 2)).toEqual([at('a/lessons/1')]);
    // b's record is needed by no kept lesson: a spare record, dropped only past the limit (the newest stay).
    expect(lessonsOverflow(urls, 1)).toEqual([at('a/lessons/1'), at('b/lessons/1'), at('b')]);
    expect(lessonsOverflow([at('c'), at('d'), at('e')], 2)).toEqual([at('c')]);
  });

  it('stores only full answers not marked private or no-store', () => {
    expect(isStorable(200, null)).toBe(true);
    expect(isStorable(200, 'public, max-age=60')).toBe(true);
    expect(isStorable(200, 'no-cache')).toBe(true);
    expect(isStorable(200, 'private, max-age=60')).toBe(false);
    expect(isStorable(200, 'no-store')).toBe(false);
    for (const status of [206, 304, 401, 404, 500]) expect(isStorable(status, null)).toBe(false);
  });

  it("keys API answers by the page's language and falls back to the locale's shell", () => {
    expect(apiCacheKey(`${ORIGIN}/api/events/12`, 'uz')).toBe(`${ORIGIN}/api/events/12?sw-lang=uz`);
    expect(apiCacheKey(`${ORIGIN}/api/comments?type=event&id=12`, null)).toBe(`${ORIGIN}/api/comments?type=event&id=12&sw-lang=ru`);
    // A page's preloaded first read carries the browser's own header: the language the API picks from it.
    expect(apiCacheKey(`${ORIGIN}/api/events/12`, 'uz-UZ,uz;q=0.9,ru;q=0.8')).toBe(`${ORIGIN}/api/events/12?sw-lang=uz`);
    expect(shellFor('/uz/events/view/1')).toBe('/uz');
    expect(shellFor('/uz')).toBe('/uz');
    expect(shellFor('/ru/events')).toBe('/ru');
    expect(shellFor('/uzbek')).toBe('/ru');
  });

  it('marks a cached shell, drops the oldest answers over the limit, and precaches the entry and home closure', () => {
    expect(markOfflineCopy('<!doctype html><html lang="uz"><body></body></html>')).toContain(`<html ${OFFLINE_COPY_ATTRIBUTE} lang="uz">`);
    expect(overflow(['a', 'b', 'c', 'd'], 3)).toEqual(['a']);
    expect(overflow(['a'], 3)).toEqual([]);
    const manifest = {
      'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'], imports: ['_i18n.js'] },
      '_i18n.js': { file: 'assets/i18n-2.js', imports: ['index.html'] },
      'src/pages/home/HomePage.tsx': { file: 'assets/HomePage-3.js', imports: ['_i18n.js'] },
      'src/pages/events/EventsPage.tsx': { file: 'assets/EventsPage-4.js' },
    };
    expect(precacheUrls(manifest, ['index.html', 'src/pages/home/HomePage.tsx'])).toEqual([
      '/ru',
      '/uz',
      '/manifest.webmanifest',
      '/icons/icon-192.png',
      '/assets/HomePage-3.js',
      '/assets/i18n-2.js',
      '/assets/index-1.css',
      '/assets/index-1.js',
    ]);
  });
});
