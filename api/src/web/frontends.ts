import type { FrontendDirs } from '../deps';
import fs from 'node:fs';
import path from 'node:path';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { isPagePath, LOCALES, LOCALE_COOKIE, pickLocale, type Locale } from '@hashar/common';
import { preloadLinks, type PagePreloads } from './frontendsPreloads';
import { feedLinks, newsWebRouter } from './news';
import { intoHead, recordPage, withPageMeta } from './openGraph';
import { operation } from '../lib/operation';
import { listPage } from './listPages';

const LONG_CACHE = { immutable: true, maxAge: '1y', index: false } as const;

/**
 * A build file's brotli copy (`x.js.br`, written by the public site's build at the highest
 * quality) for a browser that accepts br; other requests go on to the plain file.
 */
function brotliCopies(dir: string): RequestHandler {
  return (req, res, next) => {
    const file = path.join(dir, path.normalize(req.path));
    if (!file.startsWith(dir + path.sep) || !req.acceptsEncodings('br') || !fs.existsSync(`${file}.br`)) return next();
    res.type(path.extname(file)).set({ 'Content-Encoding': 'br', Vary: 'Accept-Encoding' });
    res.sendFile(`${file}.br`, LONG_CACHE, (error) => {
      if (!error || res.headersSent) return;
      res.removeHeader('Content-Encoding');
      next();
    });
  };
}

/** Reads a file of a build (again when the build changes), or null when not built. */
function builtFile<T>(file: string, parse: (text: string) => T): () => T | null {
  let cached: { mtimeMs: number; value: T } | null = null;
  return () => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return null;
    }
    if (!cached || cached.mtimeMs !== stat.mtimeMs) cached = { mtimeMs: stat.mtimeMs, value: parse(fs.readFileSync(file, 'utf8')) };
    return cached.value;
  };
}

const indexReader = (dir: string) => builtFile(path.join(dir, 'index.html'), (html) => html);

function notBuilt(res: Response, what: string): void {
  res.status(503).type('text/plain').send(`The ${what} is not built yet: run "npm run build" (npm start does it).`);
}

/** Locale of a visitor with no locale in the path: the i18n_redirected cookie, else ru. */
function preferredLocale(req: Request): Locale {
  return pickLocale(req.cookies?.[LOCALE_COOKIE]);
}

/**
 * Serves the two front ends: the public site under /ru and /uz (SPA fallback, <html lang>
 * set on the server), the back office under /admin, and the redirects of DESIGN.md §2.
 * Event pages get Open Graph tags with absolute URLs under `options.publicUrl` (else the request's origin).
 */
export function frontendsRouter(dirs: FrontendDirs, options: { publicUrl?: string } = {}): Router {
  const router = Router();
  const publicIndex = indexReader(dirs.publicWeb);
  const publicPreloads = builtFile(path.join(dirs.publicWeb, '.vite', 'pages.json'), (json) => JSON.parse(json) as PagePreloads[]);
  const adminIndex = indexReader(dirs.backoffice);

  router.use('/assets', brotliCopies(path.join(dirs.publicWeb, 'assets')));
  router.use('/assets', express.static(path.join(dirs.publicWeb, 'assets'), LONG_CACHE));
  router.use('/assets', (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });

  router.get('/', operation("Redirects the site's root to the visitor's language.", 'redirect'), (req, res) =>
    res.redirect(302, `/${preferredLocale(req)}`),
  );
  // News redirects and feeds, the sitemap and robots.txt: before the pages and the build's files.
  router.use(newsWebRouter({ publicUrl: options.publicUrl, publicWeb: dirs.publicWeb }));
  for (const locale of LOCALES) {
    // The back office opens in the language of the site it was entered from.
    router.get(
      [`/${locale}/admin`, `/${locale}/admin/*rest`, `/${locale}/crm`],
      operation('Opens the back office in the language of the site.', 'redirect'),
      (req, res) => {
        const rest = req.path.endsWith('/crm') ? 'crm' : req.path.slice(`/${locale}/admin/`.length);
        res.redirect(302, `/admin/${rest}?locale=${locale}`);
      },
    );
    router.get([`/${locale}`, `/${locale}/*rest`], operation('Serves a page of the public site.', 'html'), async (req, res) => {
      const html = publicIndex();
      if (html === null) return notBuilt(res, 'public site');
      const pagePath = req.path.slice(locale.length + 1);
      // The app renders its not-found page for unknown addresses and records; the status says so too.
      // A published record's page carries its own title and Open Graph tags for link previews.
      const record = isPagePath(pagePath.slice(1))
        ? ((await recordPage(pagePath, locale, options.publicUrl)) ?? (await listPage(pagePath, locale, options.publicUrl)))
        : { found: false as const };
      const page = intoHead(
        html.replace(/<html lang="[a-z]+"/, () => `<html lang="${locale}"`),
        feedLinks(locale) + preloadLinks(publicPreloads() ?? [], pagePath, locale, req, record === null || record.found),
      );
      // A certificate's verification page names a person: never indexed.
      if (pagePath.startsWith('/verify/')) res.set('X-Robots-Tag', 'noindex, nofollow');
      res
        .status(record === null || record.found ? 200 : 404)
        .set('Cache-Control', 'no-cache')
        .type('html')
        .send(record?.found ? withPageMeta(page, record.meta) : page);
    });
  }

  // The spec's back-office addresses open react-admin's own: <resource>/edit/{id} → <resource>/{id},
  // <resource>/view/{id} → <resource>/{id}/show (CRM resources live one level deeper).
  router.get(/^\/admin\/((?:crm\/)?[a-z][\w-]*)\/(edit|view)\/(\d+)\/?$/, (req, res) => {
    const [resource, action, id] = [req.params[0], req.params[1], req.params[2]];
    const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    res.redirect(301, `/admin/${resource}/${id}${action === 'view' ? '/show' : ''}${query}`);
  });

  router.use('/admin/assets', express.static(path.join(dirs.backoffice, 'assets'), LONG_CACHE));
  router.use('/admin', express.static(dirs.backoffice, { index: false, maxAge: '1h', redirect: false }));
  router.get(['/admin', '/admin/*rest'], operation("Serves the back office's page.", 'html'), (req, res) => {
    // Non-strict routing matches /admin and /admin/ alike: only the bare form redirects.
    if (req.originalUrl.split('?')[0] === '/admin') return res.redirect(301, '/admin/');
    const html = adminIndex();
    if (html === null) return notBuilt(res, 'back office');
    res.set('Cache-Control', 'no-cache').type('html').send(html);
  });

  // The public site's service worker: revalidated on every check, so a new build takes
  // over on the next visit, and allowed the whole origin (/ru and /uz).
  router.get('/sw.js', operation("Serves the public site's service worker.", 'script'), (_req, res, next) => {
    res.set({ 'Cache-Control': 'no-cache', 'Service-Worker-Allowed': '/' });
    res.sendFile(path.join(dirs.publicWeb, 'sw.js'), (error) => (error ? next() : undefined));
  });
  // Files at the root of the public build (favicon, robots.txt, images, manifest.webmanifest).
  router.use(express.static(dirs.publicWeb, { index: false, maxAge: '1h' }));

  // Any other page address gets the locale prefix it lacks: /events → /ru/events.
  router.get('/*rest', operation('Redirects a page address to its locale prefix.', 'redirect'), (req, res, next) => {
    if (!req.accepts('html') || path.extname(req.path)) return next();
    res.redirect(302, `/${preferredLocale(req)}${req.originalUrl}`);
  });
  return router;
}
