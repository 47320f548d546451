import fs from 'node:fs';
import path from 'node:path';
import { Router, type Request } from 'express';
import type { Sequelize } from 'sequelize';
import { type Locale, LOCALES, localized, PAGE_PATHS, pageAfterLocale, pagePath, uploadUrl } from '@hashar/common';
import { activityKinds } from '../activities/registry';
import { translate } from '../i18n';
import { escapeHtml, escapeXml } from '../lib/html';
import { run } from '../lists';
import { News } from '../models';
import { COURSE_OPEN } from '../services/academy/read';
import { latestNews, PUBLIC_NEWS, publicNewsRow } from '../services/news/public';
import { recordId } from '../validation/query';
import { atom1, rss2, type FeedData } from './feedXml';
import { operation } from '../lib/operation';

/** How many items a feed carries. */
const FEED_SIZE = 50;
/** Most records of one kind the sitemap lists (a sitemap holds at most 50 000 addresses, two per record). */
const SITEMAP_KIND_MAX = 5000;
/** Pages that are someone's own or the sign-in flow: never in the sitemap. */
const PRIVATE_PAGE =
  /^(profile|login|sign|sign-up|forgotPassword|logout|confirmation|recovery|initiative\/(sign-up|profile)|volons\/peraccount|allicon|cropper|animatescroll)(\/|$)/;

const sequelizeOf = () => News.sequelize as Sequelize;

/** The site's origin: the configured public URL, else the request's. */
const originOf = (req: Request, publicUrl?: string) => publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

/** The RSS 2.0 or Atom 1.0 feed of the newest public news in a language. */
async function newsFeed(locale: Locale, origin: string, format: 'rss' | 'atom'): Promise<string> {
  const rows = await latestNews(sequelizeOf(), FEED_SIZE);
  const home = `${origin}/${locale}/news`;
  const feed: FeedData = {
    home,
    self: { rss: `${home}/rss.xml`, atom: `${home}/atom.xml` },
    title: translate(locale, 'news_feed_title'),
    description: translate(locale, 'news_feed_description'),
    language: locale,
    rights: 'Hashar',
    updated: rows[0] ? new Date(rows[0].published_at) : new Date(0),
    items: rows.map((r) => {
      const cover = uploadUrl(r.cover);
      return {
        link: `${origin}${pagePath(locale, 'newsItem', { section: r.section_slug, slug: r.slug })}`,
        title: localized(locale, r.title_ru, r.title_uz),
        lead: localized(locale, r.lead_ru, r.lead_uz),
        contentHtml: localized(locale, r.body_ru ?? '', r.body_uz),
        date: new Date(r.published_at),
        category: localized(locale, r.section_ru, r.section_uz),
        ...(cover ? { image: absolute(origin, cover) } : {}),
      };
    }),
  };
  return format === 'rss' ? rss2(feed) : atom1(feed);
}

/** Every public address of the site (after the locale) with its last change when known. */
async function sitemapPaths(): Promise<{ path: string; updated: Date | null }[]> {
  const sequelize = sequelizeOf();
  const pages = Object.values(PAGE_PATHS as Record<string, string>)
    .filter((p) => !p.includes(':') && !PRIVATE_PAGE.test(p))
    .map((p) => ({ path: p, updated: null }));
  const records = (sql: string, page: (id: number) => string) =>
    run<{ id: number; updated_at: Date }>(sequelize, `${sql} ORDER BY id DESC LIMIT ${SITEMAP_KIND_MAX}`, []).then((rows) =>
      rows.map((r) => ({ path: page(r.id), updated: r.updated_at })),
    );
  const parts = await Promise.all([
    run<{ section: string; slug: string; updated_at: Date }>(
      sequelize,
      `SELECT s.slug AS section, n.slug, n.updated_at FROM news n JOIN news_sections s ON s.id = n.section_id
        WHERE ${PUBLIC_NEWS} ORDER BY n.published_at DESC, n.id DESC LIMIT ${SITEMAP_KIND_MAX}`,
      [],
    ).then((rows) => rows.map((r) => ({ path: pageAfterLocale('newsItem', { section: r.section, slug: r.slug }), updated: r.updated_at }))),
    records(`SELECT id, updated_at FROM publications WHERE moderation = 'approved'`, (id) => pageAfterLocale('postView', { id })),
    ...activityKinds().map((k) => records(`SELECT id, updated_at FROM ${k.table} WHERE moderation = 'approved'`, (id) => k.page(id))),
    records('SELECT id, updated_at FROM organizations', (id) => pageAfterLocale('orgView', { id })),
    run<{ slug: string; updated_at: Date }>(
      sequelize,
      `SELECT c.slug, c.updated_at FROM courses c WHERE ${COURSE_OPEN} AND c.is_listed ORDER BY c.id DESC LIMIT ${SITEMAP_KIND_MAX}`,
      [],
    ).then((rows) => rows.map((r) => ({ path: pageAfterLocale('course', { slug: r.slug }), updated: r.updated_at }))),
    records('SELECT id, updated_at FROM initiative_groups WHERE status > 0', (id) => pageAfterLocale('initiativeView', { id })),
  ]);
  return [...pages, ...parts.flat()];
}

/** The sitemap: every address in both languages, each naming its other-language alternate. */
async function sitemapXml(origin: string): Promise<string> {
  const e = escapeXml;
  const url = (locale: Locale, p: string) => `${origin}/${locale}${p ? `/${p}` : ''}`;
  const entries = (await sitemapPaths()).flatMap(({ path: p, updated }) =>
    LOCALES.map((locale) => {
      const alternates = LOCALES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${e(url(l, p))}"/>`).join('');
      const lastmod = updated ? `<lastmod>${new Date(updated).toISOString()}</lastmod>` : '';
      return `<url><loc>${e(url(locale, p))}</loc>${lastmod}${alternates}</url>`;
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
  ].join('\n');
}

/** The news feeds of a language as `<link rel="alternate">` tags, so browsers and feed readers find them from any page. */
export function feedLinks(locale: Locale): string {
  const title = escapeHtml(translate(locale, 'news_feed_title'));
  return (
    `<link rel="alternate" type="application/rss+xml" title="${title}" href="/${locale}/news/rss.xml">` +
    `<link rel="alternate" type="application/atom+xml" title="${title}" href="/${locale}/news/atom.xml">`
  );
}

/**
 * The news' server addresses (docs/news-api.md): `/{locale}/news/view/{id}` → 301 to the item's own
 * page, the RSS and Atom feeds of each language, `/sitemap.xml`, and `/robots.txt` (the public
 * build's, naming the sitemap). Mounted before the public site's pages.
 */
export function newsWebRouter(options: { publicUrl?: string; publicWeb: string }): Router {
  const router = Router();
  for (const locale of LOCALES) {
    router.get(
      `/${locale}/news/view/:id`,
      operation("Redirects an old news address to the item's page.", 'redirect'),
      async (req, res, next) => {
        let id: number;
        try {
          id = recordId(req);
        } catch {
          return next();
        }
        const row = await publicNewsRow(sequelizeOf(), { id });
        // Not public: the page answers 404 (the SPA's not-found page).
        if (!row) return next();
        res.redirect(301, pagePath(locale, 'newsItem', { section: row.section_slug, slug: row.slug }));
      },
    );
    for (const [file, format] of [
      ['rss.xml', 'rss'],
      ['atom.xml', 'atom'],
    ] as const) {
      router.get(`/${locale}/news/${file}`, operation('Serves the news feed (RSS or Atom).', 'feed'), async (req, res) => {
        const xml = await newsFeed(locale, originOf(req, options.publicUrl), format);
        res
          .set('Cache-Control', 'public, max-age=300')
          .type(format === 'rss' ? 'application/rss+xml' : 'application/atom+xml')
          .send(xml);
      });
    }
  }
  router.get('/sitemap.xml', operation('Serves the sitemap.', 'feed'), async (req, res) => {
    res
      .set('Cache-Control', 'public, max-age=3600')
      .type('application/xml')
      .send(await sitemapXml(originOf(req, options.publicUrl)));
  });
  router.get('/robots.txt', operation('Serves robots.txt.', 'text'), (req, res) => {
    let rules = 'User-agent: *\nDisallow: /admin/\nDisallow: /api/\n';
    try {
      rules = fs.readFileSync(path.join(options.publicWeb, 'robots.txt'), 'utf8');
    } catch {
      // Not built: the default rules.
    }
    const sitemap = /^sitemap:/im.test(rules) ? '' : `\nSitemap: ${originOf(req, options.publicUrl)}/sitemap.xml\n`;
    res.set('Cache-Control', 'public, max-age=3600').type('text/plain').send(`${rules.trimEnd()}\n${sitemap}`);
  });
  return router;
}
