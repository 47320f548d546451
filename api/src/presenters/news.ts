import { localized, uploadUrl } from '@hashar/common';
import type { Locale, NewsAdminRecord, NewsCard, NewsItemDto, NewsSectionAdminRecord, NewsSectionDto } from '@hashar/common';
import type { News, NewsSection } from '../models';

/** A news item's row as the public queries read it (with its section's columns). */
export interface NewsRow {
  id: number;
  slug: string;
  title_ru: string;
  title_uz: string | null;
  lead_ru: string;
  lead_uz: string | null;
  body_ru?: string;
  body_uz?: string | null;
  cover: string | null;
  tags: string[];
  tags_uz: string[];
  published_at: Date;
  section_id: number;
  section_slug: string;
  section_ru: string;
  section_uz: string;
}

/** The public columns of a news item and its section (`n` news, `s` section). */
export const NEWS_CARD_COLUMNS = `n.id, n.slug, n.title_ru, n.title_uz, n.lead_ru, n.lead_uz, n.cover, n.tags, n.tags_uz, n.published_at,
  s.id AS section_id, s.slug AS section_slug, s.name_ru AS section_ru, s.name_uz AS section_uz`;

/** A section in the request's language. */
export const presentNewsSection = (s: { id: number; slug: string; nameRu: string; nameUz: string }, locale: Locale): NewsSectionDto => ({
  id: s.id,
  slug: s.slug,
  name: localized(locale, s.nameRu, s.nameUz),
});

/** Tags in the request's language: each Uzbek name by position, the Russian tag where it has none. */
export const localizedTags = (ru: string[], uz: string[] | null | undefined, locale: Locale): string[] =>
  ru.map((tag, i) => localized(locale, tag, uz?.[i]));

/** A news card in the request's language (uz falls back to ru). */
export function presentNewsCard(r: NewsRow, locale: Locale): NewsCard {
  return {
    id: r.id,
    section: presentNewsSection({ id: r.section_id, slug: r.section_slug, nameRu: r.section_ru, nameUz: r.section_uz }, locale),
    slug: r.slug,
    title: localized(locale, r.title_ru, r.title_uz),
    lead: localized(locale, r.lead_ru, r.lead_uz),
    cover: uploadUrl(r.cover),
    tags: localizedTags(r.tags, r.tags_uz, locale),
    publishedAt: new Date(r.published_at).toISOString(),
  };
}

/** A public news item with its body (sanitised when stored). */
export const presentNewsItem = (r: NewsRow, locale: Locale): NewsItemDto => ({
  ...presentNewsCard(r, locale),
  body: localized(locale, r.body_ru ?? '', r.body_uz),
});

/** The back office's record (both languages, the storage key of the cover as a URL). */
export const presentNewsAdmin = (n: News): NewsAdminRecord => ({
  id: n.id,
  sectionId: n.sectionId,
  slug: n.slug,
  titleRu: n.titleRu,
  titleUz: n.titleUz,
  leadRu: n.leadRu,
  leadUz: n.leadUz,
  bodyRu: n.bodyRu,
  bodyUz: n.bodyUz,
  cover: uploadUrl(n.cover),
  tags: n.tags,
  tagsUz: n.tagsUz,
  publishedAt: n.publishedAt ? n.publishedAt.toISOString() : null,
  authorId: n.authorId,
  createdAt: n.createdAt.toISOString(),
  updatedAt: n.updatedAt.toISOString(),
});

/** A section in the back office. */
export const presentNewsSectionAdmin = (s: NewsSection): NewsSectionAdminRecord => ({
  id: s.id,
  slug: s.slug,
  nameRu: s.nameRu,
  nameUz: s.nameUz,
  sortOrder: s.sortOrder,
  isActive: s.isActive,
  createdAt: s.createdAt.toISOString(),
  updatedAt: s.updatedAt.toISOString(),
});
