import type { Request } from 'express';
import { CONTENT_LIMITS, RESERVED_SECTION_SLUGS, RICH_TEXT } from '@hashar/common';
import { HttpError, Validation } from '../../../errors';
import { translate } from '../../../i18n';
import { sanitizeRichText } from '../../../lib/richText';
import { msg } from '../../../validation/validate';
import { databaseOf, News, NewsSection } from '../../../models';
import { presentNewsAdmin, presentNewsSectionAdmin } from '../../../presenters/news';
import { sectionExists, sectionHasNews, sectionSlugTaken } from '../../../services/news/sections';
import { freeSlug, slugOf, slugTaken } from '../../../services/news/slug';
import { apiMsg, isSlug } from '../../news/validators';
import type { ResourceSpec } from '../crud';
import { bool, date, existingId, int, link, text, type FieldSpec } from '../../../validation/fields';
import { userOf } from '../../../policies/signedIn';

const L = CONTENT_LIMITS;

/** A slug: the pattern, and for sections not one of the reserved words. */
const slugField = (max: number, opts: { required?: boolean; reserved?: readonly string[] } = {}): FieldSpec => ({
  required: opts.required,
  nullable: !opts.required,
  rules: (c) =>
    c
      .custom((v) => isSlug(v, max))
      .withMessage(apiMsg('news_slug', { max }))
      .bail()
      .custom((v: string) => !opts.reserved?.includes(v))
      .withMessage(apiMsg('news_slug_reserved', { slugs: (opts.reserved ?? []).join(', ') })),
});

/** A title: required or not, from CONTENT_LIMITS.titleMin to titleMax characters. */
const title = (required: boolean): FieldSpec => ({
  required,
  nullable: !required,
  rules: (c) =>
    text(L.titleMax, { required })
      .rules(c)
      .bail()
      .isLength({ min: L.titleMin, max: L.titleMax })
      .withMessage(msg('length', { min: L.titleMin, max: L.titleMax })),
});

/** A rich-text body: at most RICH_TEXT.maxLength characters as sent, stored sanitised. */
const richText = (nullable: boolean): FieldSpec => ({
  nullable,
  rules: (c) =>
    c
      .custom((v) => typeof v === 'string')
      .withMessage(msg('maxLength', { max: RICH_TEXT.maxLength }))
      .bail()
      .isLength({ max: RICH_TEXT.maxLength })
      .withMessage(msg('maxLength', { max: RICH_TEXT.maxLength }))
      .bail()
      .customSanitizer((v: string) => sanitizeRichText(v)),
});

/** Trimmed, blank ones dropped, repeats (in any case) kept once. */
export function normalTags(tags: string[]): string[] {
  const seen = new Set<string>();
  return tags.map((t) => t.replace(/\s+/g, ' ').trim()).filter((t) => t && !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
}

const tags: FieldSpec = {
  rules: (c) =>
    c
      .custom(
        (v) =>
          Array.isArray(v) &&
          v.length <= L.tagsMax &&
          v.every((t) => typeof t === 'string' && t.trim().length <= L.tagMax && !t.includes('\0')),
      )
      .withMessage(msg('listLimits', { max: L.tagsMax, length: L.tagMax }))
      .bail()
      .customSanitizer((v: string[]) => normalTags(v)),
};

/** A section that exists. */
const sectionId = existingId((id) => sectionExists(databaseOf(NewsSection), id), apiMsg('news_section_unknown'));

const slugTakenError = (req: Request) => Validation({ slug: translate(req.locale, 'news_slug_taken') });

/** News sections (rubrics): admins and news editors. */
export const newsSections: ResourceSpec<NewsSection> = {
  name: 'news-sections',
  model: NewsSection,
  fields: {
    slug: slugField(L.sectionSlugMax, { required: true, reserved: RESERVED_SECTION_SLUGS }),
    nameRu: text(L.sectionNameMax, { required: true }),
    nameUz: text(L.sectionNameMax, { required: true }),
    sortOrder: int(0, 1_000_000),
    isActive: bool(),
  },
  list: {
    sortable: ['slug', 'nameRu', 'sortOrder', 'isActive'],
    filterable: { isActive: 'bool' },
    searchable: ['slug', 'nameRu', 'nameUz'],
    defaultSort: ['sortOrder', 'ASC'],
  },
  prepare: async ({ req, values, record, transaction }) => {
    if (typeof values['slug'] !== 'string' || values['slug'] === record?.slug) return;
    if (await sectionSlugTaken(databaseOf(NewsSection), values['slug'], transaction)) throw slugTakenError(req);
  },
  beforeDelete: async ({ record, transaction }) => {
    if (await sectionHasNews(databaseOf(News), record.id, transaction)) {
      throw new HttpError(409, 'conflict', 'news_section_in_use');
    }
  },
  answers: { record: 'NewsSectionAdminRecord', list: 'NewsSectionAdminList' },
  present: presentNewsSectionAdmin,
};

/** News items: admins and news editors; slugs made from the title when not given; bodies sanitised; search text kept. */
export const news: ResourceSpec<News> = {
  name: 'news',
  model: News,
  fields: {
    sectionId,
    slug: slugField(L.slugMax),
    titleRu: title(true),
    titleUz: title(false),
    leadRu: text(L.leadMax),
    leadUz: text(L.leadMax, { nullable: true }),
    bodyRu: richText(false),
    bodyUz: richText(true),
    cover: link(),
    tags,
    tagsUz: tags,
    publishedAt: date(),
  },
  list: {
    sortable: ['publishedAt', 'titleRu', 'updatedAt', 'createdAt', 'sectionId'],
    filterable: { sectionId: 'int', state: ['draft', 'scheduled', 'published'], authorId: 'int' },
    searchable: ['titleRu', 'titleUz', 'slug', 'searchText'],
    defaultSort: ['publishedAt', 'DESC'],
  },
  computedColumns: `CASE WHEN published_at IS NULL THEN 'draft' WHEN published_at > now() THEN 'scheduled' ELSE 'published' END AS "state"`,
  prepare: async ({ req, values, record, transaction }) => {
    const merged = { ...record?.get({ plain: true }), ...values } as Partial<News>;
    // Both are required fields: a new item has them from the form, a saved one from its row.
    const { sectionId: section, titleRu } = merged;
    if (section === undefined || titleRu === undefined) throw new Error('a news item without its section or title');
    const sequelize = databaseOf(News);
    if (!record) values['authorId'] = userOf(req).id;
    if (typeof values['slug'] === 'string') {
      if (await slugTaken(sequelize, section, values['slug'], record?.id ?? null, transaction)) throw slugTakenError(req);
    } else if (!record || values['slug'] === null) {
      values['slug'] = await freeSlug(sequelize, section, slugOf(titleRu), record?.id ?? null, transaction);
    } else if (section !== record.sectionId) {
      // Moved to another section: keep the slug when it is free there.
      values['slug'] = await freeSlug(sequelize, section, record.slug, record.id, transaction);
    }
  },
  answers: { record: 'NewsAdminRecord', list: 'NewsAdminList' },
  present: presentNewsAdmin,
};
