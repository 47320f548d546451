import { QueryTypes } from 'sequelize';
import type { Locale } from '@hashar/common';
import { Event } from '../models';
import { excerptOf, localized, uploadUrl } from '../presenters/events';

/** What the tags of a shared page say. */
export interface PageMeta {
  title: string;
  description: string;
  image: string | null;
  url: string;
}

const EVENT_PAGE = /^\/events\/view\/([1-9]\d{0,8})\/?$/;

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const absolute = (publicUrl: string, url: string) => (/^https?:\/\//.test(url) ? url : `${publicUrl}${url}`);

/**
 * The meta of an approved event's page (`/events/view/:id` after the locale), in the page's
 * language; null for any other page or an unknown / unpublished event. One small query.
 */
export async function eventPageMeta(pagePath: string, locale: Locale, publicUrl: string): Promise<PageMeta | null> {
  const id = EVENT_PAGE.exec(pagePath)?.[1];
  const sequelize = Event.sequelize;
  if (!id || !sequelize) return null;
  const [row] = await sequelize.query<{ title_ru: string; title_uz: string | null; description_ru: string; description_uz: string | null; cover: string | null }>(
    `SELECT title_ru, title_uz, description_ru, description_uz, cover FROM events WHERE id = $1 AND moderation = 'approved'`,
    { bind: [Number(id)], type: QueryTypes.SELECT },
  );
  if (!row) return null;
  const cover = uploadUrl(row.cover);
  return {
    title: localized(locale, row.title_ru, row.title_uz),
    description: excerptOf(localized(locale, row.description_ru, row.description_uz)),
    image: cover ? absolute(publicUrl, cover) : null,
    url: `${publicUrl}/${locale}/events/view/${id}`,
  };
}

/** The page with its <title>, description and Open Graph / Twitter tags set (HTML-escaped). */
export function withPageMeta(html: string, meta: PageMeta): string {
  const e = escapeHtml;
  const tags = [
    `<title>${e(meta.title)}</title>`,
    `<meta name="description" content="${e(meta.description)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${e(meta.title)}">`,
    `<meta property="og:description" content="${e(meta.description)}">`,
    `<meta property="og:url" content="${e(meta.url)}">`,
    ...(meta.image ? [`<meta property="og:image" content="${e(meta.image)}">`] : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
  ].join('');
  const page = html.replace(/<title>[\s\S]*?<\/title>/i, '').replace(/<meta name="description"[^>]*>/i, '');
  if (/<\/head>/i.test(page)) return page.replace(/<\/head>/i, `${tags}</head>`);
  if (/<body/i.test(page)) return page.replace(/<body/i, `<head>${tags}</head><body`);
  return `${tags}${page}`;
}
