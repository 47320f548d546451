import type { Sequelize } from 'sequelize';
import { LIST_COUNT_CAP, type Locale, type NewsCard, type NewsItemDto, type NewsSectionDto, type Page } from '@hashar/common';
import { NotFound } from '../../errors';
import { pageResult, run, sqlPage, SqlParams, type PageRequest } from '../../lists';
import { NEWS_CARD_COLUMNS, presentNewsCard, presentNewsItem, presentNewsSection, type NewsRow } from '../../presenters/news';
import { searchConditions, searchWords } from '../../lists/search';

/** A news item is public once its moment has come (null: a draft). The section must be active too. */
export const PUBLIC_NEWS = 'n.published_at <= now() AND s.is_active';
const FROM = 'news n JOIN news_sections s ON s.id = n.section_id';

export interface NewsFilters {
  section?: string;
  tag?: string;
  q?: string;
}

/** GET /api/news/sections: active sections in their order. */
export async function newsSections(sequelize: Sequelize, locale: Locale): Promise<NewsSectionDto[]> {
  const rows = await run<{ id: number; slug: string; nameRu: string; nameUz: string }>(
    sequelize,
    `SELECT id, slug, name_ru AS "nameRu", name_uz AS "nameUz" FROM news_sections WHERE is_active ORDER BY sort_order, id`,
    [],
  );
  return rows.map((s) => presentNewsSection(s, locale));
}

/** GET /api/news: public items, newest first (404 for a section that does not exist or is inactive). */
export async function listNews(sequelize: Sequelize, f: NewsFilters, p: PageRequest, locale: Locale): Promise<Page<NewsCard>> {
  const params = new SqlParams();
  const where = [PUBLIC_NEWS];
  if (f.section !== undefined) {
    const [section] = await run<{ id: number }>(sequelize, 'SELECT id FROM news_sections WHERE slug = $1 AND is_active', [f.section]);
    if (!section) throw NotFound('news_section_unknown');
    where.push(`n.section_id = ${params.add(section.id)}`);
  }
  if (f.tag) {
    const tag = params.add(f.tag);
    where.push(`(n.tags @> ARRAY[${tag}]::varchar(40)[] OR n.tags_uz @> ARRAY[${tag}]::varchar(40)[])`);
  }
  where.push(...searchConditions('n', f.q ? await searchWords(sequelize, f.q) : [], params));
  const { rows, total, capped } = await sqlPage<NewsRow>(sequelize, {
    from: FROM,
    where,
    params,
    columns: NEWS_CARD_COLUMNS,
    order: 'n.published_at DESC, n.id DESC',
    limit: p.perPage,
    offset: p.offset,
    countCap: LIST_COUNT_CAP,
  });
  return pageResult(
    rows.map((r) => presentNewsCard(r, locale)),
    total,
    p,
    capped,
  );
}

/** The newest public items (feeds, the home page), newest first. */
export async function latestNews(sequelize: Sequelize, limit: number): Promise<NewsRow[]> {
  return run<NewsRow>(
    sequelize,
    `SELECT ${NEWS_CARD_COLUMNS}, n.body_ru, n.body_uz FROM ${FROM} WHERE ${PUBLIC_NEWS} ORDER BY n.published_at DESC, n.id DESC LIMIT $1`,
    [limit],
  );
}

/** One public item by its section's and its own slug, or by id; null when there is none (or not yet). */
export async function publicNewsRow(sequelize: Sequelize, by: { section: string; slug: string } | { id: number }): Promise<NewsRow | null> {
  const [sql, bind] = 'id' in by ? ['n.id = $1', [by.id]] : ['s.slug = $1 AND n.slug = $2', [by.section, by.slug]];
  const [row] = await run<NewsRow>(
    sequelize,
    `SELECT ${NEWS_CARD_COLUMNS}, n.body_ru, n.body_uz FROM ${FROM} WHERE ${sql} AND ${PUBLIC_NEWS}`,
    bind,
  );
  return row ?? null;
}

/** A public item as the API answers it (404 unless public). */
export async function newsItem(
  sequelize: Sequelize,
  by: { section: string; slug: string } | { id: number },
  locale: Locale,
): Promise<NewsItemDto> {
  const row = await publicNewsRow(sequelize, by);
  if (!row) throw NotFound();
  return presentNewsItem(row, locale);
}
