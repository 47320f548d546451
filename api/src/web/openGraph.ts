import type { Sequelize } from 'sequelize';
import { CONTENT_LIMITS, type Locale, localized, pagePath, pictureProps, PICTURE_SIZES, uploadUrl } from '@hashar/common';
import { translate } from '../i18n';
import { escapeHtml } from '../lib/html';
import { writtenDate } from '../lib/pdf';
import { richTextPlain } from '../lib/richText';
import { run } from '../lists';
import { activityKinds } from '../activities/registry';
import { Event, News } from '../models';
import { excerptOf } from '../activities/core/presenters';
import { OWNER_BRIEF, ownerJoin } from '../activities/core/cards';
import { VOLON_SHOWN } from '../services/volons';
import { PUBLIC_NEWS, publicNewsRow } from '../services/news/public';
import { isSlug } from '../services/news/slug';
import { COURSE_OPEN } from '../services/academy/read';

/** What the tags of a shared page say. */
export interface PageMeta {
  title: string;
  description: string;
  image: string | null;
  /** The page's canonical address: only with a configured PUBLIC_URL (never from the Host header). */
  url: string | null;
  /** og:type: an article (news, publications) or a website (the rest). */
  type?: 'website' | 'article';
  /** The page's whole text (plain), sent in the page's first HTML before the app takes over. */
  text?: string;
  /** Facts shown above the text in the first HTML (an activity's organizer and place), labelled in the page's language. */
  facts?: { label: string; value: string }[];
  /** A list page's first page: a link to each record, in the app's order. */
  links?: { href: string; label: string }[];
  /** What a list page says when its first page is empty. */
  emptyText?: string;
  /**
   * The picture the page draws first and largest (a record's cover, a list's first card): preloaded
   * from the first HTML with the app's `srcset` and `sizes`, so the browser fetches it before the
   * script has rendered the page (the Largest Contentful Paint).
   */
  picture?: { url: string; sizes: keyof typeof PICTURE_SIZES };
}

/** A public page about one record: whether the record is published, and its tags when it is. */
export type RecordPage = { found: false } | { found: true; meta: PageMeta };

interface TextRow {
  title_ru: string;
  title_uz: string | null;
  description_ru: string | null;
  description_uz: string | null;
  cover: string | null;
  /** The picture drawn across the top of the page (a cover, an organization's banner), when the page has one. */
  hero?: string | null;
  /** Activities only: who runs it and where. */
  organizer?: string | null;
  region_ru?: string | null;
  region_uz?: string | null;
  address_ru?: string | null;
  address_uz?: string | null;
  /** The kind's timeline (registry): when it starts and ends; one moment for a deadline. */
  starts_at?: Date | null;
  ends_at?: Date | null;
}

/**
 * Public pages about one record (after the locale): every activity kind's page (from the registry)
 * and a series; the SQL reads a published one ($1 = id). A page of an unknown or unpublished record answers 404 like unknown addresses;
 * the app still renders it for its owner, who reads the record through the API.
 */
interface RecordPageSource {
  path: RegExp;
  sql: string;
  /** The description is rich text (HTML made by the editor): its plain text is shown. */
  richText?: boolean;
  /** The record's moment is a deadline (its timeline starts and ends at once), not a start. */
  deadline?: boolean;
  type?: PageMeta['type'];
}

function recordPages(): RecordPageSource[] {
  const kinds = activityKinds().map((kind) => ({
    // The kind's public page without its id (`projects/view/`), as written by the entry.
    path: new RegExp(`^/${kind.page(0).replace(/0$/, '').replace(/\//g, '\\/')}([^/]+)\\/?$`),
    sql: `SELECT a.title_ru, a.title_uz, a.description_ru, a.description_uz, a.cover, a.cover AS hero, ${OWNER_BRIEF.name} AS organizer,
                 r.name_ru AS region_ru, r.name_uz AS region_uz, a.address_ru, a.address_uz
                 ${kind.timeline ? `, ${kind.timeline.starts} AS starts_at, ${kind.timeline.ends} AS ends_at` : ''}
            FROM ${kind.table} a ${ownerJoin('a')} LEFT JOIN regions r ON r.id = a.region_id
           WHERE a.id = $1 AND a.moderation = 'approved'`,
    deadline: kind.timeline !== undefined && kind.timeline.starts === kind.timeline.ends,
  }));
  return [
    ...kinds,
    {
      // A listed volunteer's page: the directory's display name (first name, last initial), about and avatar thumbnail.
      path: /^\/volons\/view\/([^/]+)\/?$/,
      sql: `SELECT p.first_name || COALESCE(' ' || upper(left(NULLIF(btrim(p.last_name), ''), 1)) || '.', '') AS title_ru, NULL AS title_uz,
             p.about AS description_ru, NULL AS description_uz, u.avatar_thumb_url AS cover
             FROM users u JOIN volunteer_profiles p ON p.user_id = u.id WHERE u.id = $1 AND ${VOLON_SHOWN}`,
    },
    {
      // An organization's page: its name, about and banner (else its logo).
      path: /^\/orgs\/view\/([^/]+)\/?$/,
      sql: `SELECT name AS title_ru, NULL AS title_uz, COALESCE(about_ru, '') AS description_ru, about_uz AS description_uz,
             COALESCE(banner, logo) AS cover, banner AS hero FROM organizations WHERE id = $1`,
    },
    {
      // A news item by id (its canonical page redirects there: web/news.ts); the news item's own address is newsPage's.
      path: /^\/news\/view\/([^/]+)\/?$/,
      sql: `SELECT n.title_ru, n.title_uz, n.lead_ru AS description_ru, n.lead_uz AS description_uz, n.cover
             FROM news n JOIN news_sections s ON s.id = n.section_id WHERE n.id = $1 AND ${PUBLIC_NEWS}`,
      type: 'article',
    },
    {
      // An approved publication (a story or a notice): its title, the start of its body and its cover.
      path: /^\/post\/([^/]+)\/?$/,
      sql: `SELECT title_ru, title_uz, body_ru AS description_ru, body_uz AS description_uz, cover, cover AS hero FROM publications
             WHERE id = $1 AND moderation = 'approved'`,
      richText: true,
      type: 'article',
    },
    {
      path: /^\/events\/view-group\/([^/]+)\/?$/,
      sql: `SELECT g.title_ru, g.title_uz, g.description_ru, g.description_uz, NULL AS cover FROM event_groups g
           WHERE g.id = $1 AND EXISTS (SELECT 1 FROM events e WHERE e.group_id = g.id AND e.moderation = 'approved')`,
    },
  ];
}

const MAX_ID = 2_147_483_647;

/**
 * An activity's organizer, when (its start and end, or its deadline, on Tashkent's clock) and place
 * (address, region), in the page's language; none for other records.
 */
function factsOf(row: TextRow, locale: Locale, deadline = false): PageMeta['facts'] {
  const at = (value: Date) => writtenDate(locale, value, { withTime: true });
  const ends = row.ends_at && row.starts_at && row.ends_at.getTime() !== row.starts_at.getTime() ? ` — ${at(row.ends_at)}` : '';
  const place = [
    row.address_ru ? localized(locale, row.address_ru, row.address_uz) : null,
    row.region_ru ? localized(locale, row.region_ru, row.region_uz) : null,
  ].filter(Boolean);
  return [
    ...(row.organizer ? [{ label: translate(locale, 'page_organizer'), value: row.organizer }] : []),
    ...(row.starts_at ? [{ label: translate(locale, deadline ? 'page_deadline' : 'page_when'), value: at(row.starts_at) + ends }] : []),
    ...(place.length ? [{ label: translate(locale, 'page_place'), value: place.join(', ') }] : []),
  ];
}

/** A page's own cover (drawn as wide as the page), to preload; none without one. */
const pageCover = (stored: string | null | undefined): PageMeta['picture'] => {
  const url = uploadUrl(stored ?? null);
  return url ? { url, sizes: 'page' } : undefined;
};

const absolute = (publicUrl: string, url: string) => (/^https?:\/\//.test(url) ? url : `${publicUrl}${url}`);

/**
 * The record page at `path` (after the locale): null when the path is no record page,
 * `{ found: false }` for an unknown or unpublished record, else its tags in the page's language.
 * Links are absolute under `publicUrl` when one is configured; without it there is no og:url.
 */
export async function recordPage(path: string, locale: Locale, publicUrl?: string): Promise<RecordPage | null> {
  const bySlug = (await newsPage(path, locale, publicUrl)) ?? (await coursePage(path, locale, publicUrl));
  if (bySlug) return bySlug;
  for (const page of recordPages()) {
    const match = page.path.exec(path);
    if (!match) continue;
    const digits = match[1] ?? '';
    const id = /^\d{1,10}$/.test(digits) ? Number(digits) : 0;
    if (id < 1 || id > MAX_ID) return { found: false };
    const sequelize = Event.sequelize as Sequelize;
    const [row] = await run<TextRow>(sequelize, page.sql, [id]);
    if (!row) return { found: false };
    const cover = uploadUrl(row.cover);
    const description = row.description_ru === null ? '' : localized(locale, row.description_ru, row.description_uz);
    const text = page.richText ? richTextPlain(description) : description;
    return {
      found: true,
      meta: {
        title: localized(locale, row.title_ru, row.title_uz),
        description: excerptOf(text),
        text,
        facts: factsOf(row, locale, page.deadline),
        image: cover && publicUrl ? absolute(publicUrl, cover) : null,
        url: publicUrl ? `${publicUrl}/${locale}${path.replace(/\/$/, '')}` : null,
        type: page.type,
        picture: pageCover(row.hero),
      },
    };
  }
  return null;
}

/** A news section's page (`/news/{section}`): its name; not found unless the section is active. */
async function newsSectionPage(path: string, locale: Locale, publicUrl?: string): Promise<RecordPage | null> {
  const section = /^\/news\/(?<section>[^/]+)\/?$/.exec(path)?.groups?.['section'];
  // `news/view` without an id is the list's other address (spec §2), not a section.
  if (section === undefined || section === 'view') return null;
  if (!isSlug(section, CONTENT_LIMITS.sectionSlugMax)) return { found: false };
  const [row] = await run<{ name_ru: string; name_uz: string }>(
    News.sequelize as Sequelize,
    'SELECT name_ru, name_uz FROM news_sections WHERE slug = $1 AND is_active',
    [section],
  );
  if (!row) return { found: false };
  return {
    found: true,
    meta: {
      title: localized(locale, row.name_ru, row.name_uz),
      description: translate(locale, 'news_feed_description'),
      image: null,
      url: publicUrl ? `${publicUrl}${pagePath(locale, 'newsSection', { section })}` : null,
      type: 'website',
    },
  };
}

/** A news item's own page (`/news/{section}/{slug}`): its title, lead and cover; not found unless public. */
async function newsPage(path: string, locale: Locale, publicUrl?: string): Promise<RecordPage | null> {
  const sectionPage = await newsSectionPage(path, locale, publicUrl);
  if (sectionPage) return sectionPage;
  const { section, slug } = /^\/news\/(?<section>[^/]+)\/(?<slug>[^/]+)\/?$/.exec(path)?.groups ?? {};
  if (section === undefined || slug === undefined || section === 'view') return null;
  if (!isSlug(section, CONTENT_LIMITS.sectionSlugMax) || !isSlug(slug)) return { found: false };
  const row = await publicNewsRow(News.sequelize as Sequelize, { section, slug });
  if (!row) return { found: false };
  const cover = uploadUrl(row.cover);
  return {
    found: true,
    meta: {
      title: localized(locale, row.title_ru, row.title_uz),
      description: excerptOf(localized(locale, row.lead_ru, row.lead_uz)),
      text: localized(locale, row.lead_ru, row.lead_uz),
      image: cover && publicUrl ? absolute(publicUrl, cover) : null,
      url: publicUrl ? `${publicUrl}${pagePath(locale, 'newsItem', { section, slug })}` : null,
      type: 'article',
      picture: pageCover(row.cover),
    },
  };
}

/** A course's page (`/academy/{slug}`): its title, summary and cover; not found unless open to readers. */
async function coursePage(path: string, locale: Locale, publicUrl?: string): Promise<RecordPage | null> {
  const slug = /^\/academy\/(?<slug>[^/]+)\/?$/.exec(path)?.groups?.['slug'];
  if (slug === undefined) return null;
  if (!isSlug(slug)) return { found: false };
  const [row] = await run<{
    title_ru: string;
    title_uz: string | null;
    summary_ru: string;
    summary_uz: string | null;
    cover: string | null;
  }>(
    Event.sequelize as Sequelize,
    `SELECT title_ru, title_uz, summary_ru, summary_uz, cover FROM courses c WHERE c.slug = $1 AND ${COURSE_OPEN}`,
    [slug],
  );
  if (!row) return { found: false };
  const cover = uploadUrl(row.cover);
  const summary = localized(locale, row.summary_ru, row.summary_uz);
  return {
    found: true,
    meta: {
      title: localized(locale, row.title_ru, row.title_uz),
      description: excerptOf(summary),
      text: summary,
      image: cover && publicUrl ? absolute(publicUrl, cover) : null,
      url: publicUrl ? `${publicUrl}${pagePath(locale, 'course', { slug })}` : null,
      type: 'article',
      picture: pageCover(row.cover),
    },
  };
}

/**
 * The page with its <title>, description and Open Graph / Twitter tags set. Every value is
 * HTML-escaped and inserted by a function, so `$&`, `$'` and the like in user text stay text.
 */
export function withPageMeta(html: string, meta: PageMeta): string {
  const e = escapeHtml;
  const tags = [
    `<title>${e(meta.title)}</title>`,
    `<meta name="description" content="${e(meta.description)}">`,
    `<meta property="og:type" content="${meta.type ?? 'website'}">`,
    `<meta property="og:title" content="${e(meta.title)}">`,
    `<meta property="og:description" content="${e(meta.description)}">`,
    ...(meta.url ? [`<meta property="og:url" content="${e(meta.url)}">`] : []),
    ...(meta.image ? [`<meta property="og:image" content="${e(meta.image)}">`] : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
    ...(meta.picture ? [picturePreload(meta.picture)] : []),
  ].join('');
  const page = html.replace(/<title>[\s\S]*?<\/title>/i, () => '').replace(/<meta name="description"[^>]*>/i, () => '');
  return intoRoot(intoHead(page, tags), pageContent(meta));
}

/**
 * A preload of the page's first picture that asks for the copy the app's <img> will: the same
 * `srcset` and `sizes` (common's pictureProps), fetched first.
 */
function picturePreload(picture: NonNullable<PageMeta['picture']>): string {
  const { src, srcSet, sizes } = pictureProps(picture.url, PICTURE_SIZES[picture.sizes]);
  const set = srcSet && sizes ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes)}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(src)}"${set} fetchpriority="high">`;
}

/**
 * The record's title and text as plain HTML, for the app's empty root: search engines that run no
 * script, link previews and a reader on a slow connection see the content at once; the app's
 * first render replaces it.
 */
function pageContent(meta: PageMeta): string {
  const paragraphs = (meta.text ?? '')
    .split(/\n\s*\n|\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
  const facts = meta.facts?.length
    ? `<dl class="server-page__facts">${meta.facts.map((f) => `<dt>${escapeHtml(f.label)}</dt><dd>${escapeHtml(f.value)}</dd>`).join('')}</dl>`
    : '';
  const links = !meta.links
    ? ''
    : meta.links.length
      ? `<ul class="server-page__list">${meta.links.map((l) => `<li><a href="${escapeHtml(l.href)}">${escapeHtml(l.label)}</a></li>`).join('')}</ul>`
      : `<p>${escapeHtml(meta.emptyText ?? '')}</p>`;
  return `<article class="server-page" data-testid="server-page"><h1>${escapeHtml(meta.title)}</h1>${facts}${paragraphs}${links}</article>`;
}

/** The page with `content` inside its empty `<div id="root">` (unchanged when it has none). */
function intoRoot(html: string, content: string): string {
  return html.replace(/<div id="root"><\/div>/, () => `<div id="root">${content}</div>`);
}

/** The page with `tags` at the end of its <head> (one is made before <body> when it has none). */
export function intoHead(html: string, tags: string): string {
  if (/<\/head>/i.test(html)) return html.replace(/<\/head>/i, () => `${tags}</head>`);
  if (/<body/i.test(html)) return html.replace(/<body/i, () => `<head>${tags}</head><body`);
  return `${tags}${html}`;
}
