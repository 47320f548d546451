import { SEARCH_COUNT_MAX, SEARCH_GROUP_SIZE, type Locale, type SearchPage, type SearchResult } from '@hashar/common';
import type { Sequelize } from 'sequelize';
import { activityKinds } from '../../activities/registry';
import type { ApiActivityKind } from '../../activities/types';
import { pageResult, run, SqlParams, type PageRequest } from '../../lists';
import type { CardRow } from '../../activities/core/presenters';
import { cardRows, directionsOf, publiclyShown } from '../../activities/core/cards';
import { searchWords } from '../../lists/search';

/**
 * The site search (GET /api/search): approved activities of every registered kind whose
 * search_text (all their text in the Latin search alphabet, the database's search_latin()) holds every word
 * of the query, so a Latin query finds Cyrillic text and the other way round.
 */

/** Every kind the search covers: all registered kinds (each has public pages). */
export const searchKinds = (): ApiActivityKind[] => activityKinds();

/** Every word of the query in search_text (ILIKE, served by the trigram index), approved rows only; the words bound through `params`. */
function matching(words: string[], params: SqlParams): { where: string; placeholders: string[] } {
  const placeholders = words.map((word) => `${params.add(word)}::text`);
  const conditions = [publiclyShown('a'), ...placeholders.map((w) => `a.search_text ILIKE '%' || ${w} || '%'`)];
  return { where: conditions.join(' AND '), placeholders };
}

/**
 * One kind's page of matches, as that kind's cards, in one pass over at most SEARCH_COUNT_MAX + 1
 * matches (each costs a visit to its table row: the trigram index cannot answer ILIKE alone, and
 * 10 000 visits take ~130 ms), so a very common word answers "1000+". The inner query ranks them by word matches — the words together as typed first, then the first word starting a
 * word, then its earliest place (titles come first in search_text), then the newest — and counts
 * them (a window count, no second scan); the cards' columns are read for the page's rows only.
 * strpos keeps the rank cheap: pg_trgm's word_similarity cost ~50 µs a row (0.5 s for 10 000 matches).
 */
async function kindPage(sequelize: Sequelize, kind: ApiActivityKind, words: string[], p: PageRequest, locale: Locale): Promise<SearchPage> {
  const params = new SqlParams();
  const { where, placeholders } = matching(words, params);
  const [first] = placeholders;
  // MATERIALIZED: planned without the cap, the matches come from the trigram index (with the cap in
  // view the planner walks a date index and tests every row), and reading stops at the cap.
  const found = `(WITH found AS MATERIALIZED (SELECT a.id, a.published_at, a.search_text FROM ${kind.table} a WHERE ${where})
    SELECT * FROM found LIMIT ${SEARCH_COUNT_MAX + 1}) a`;
  const top = `SELECT a.id, a.published_at, count(*) OVER () AS total,
      strpos(a.search_text, concat_ws(' ', ${placeholders.join(', ')})) = 0 AS apart,
      strpos(' ' || a.search_text, ' ' || ${first}) = 0 AS inside,
      strpos(a.search_text, ${first}) AS place
    FROM ${found}
    ORDER BY apart, inside, place, a.published_at DESC NULLS LAST, a.id DESC LIMIT ${params.add(Math.max(0, Math.min(p.perPage, SEARCH_COUNT_MAX - p.offset)))} OFFSET ${params.add(p.offset)}`;
  const order = 'top.apart, top.inside, top.place, top.published_at DESC NULLS LAST, top.id DESC';
  const join = `JOIN (${top}) top ON top.id = a.id`;
  const rows = await cardRows<CardRow & { total: string }>(sequelize, kind, {
    where: [],
    params,
    join,
    columns: 'top.total',
    order,
    limit: p.perPage,
    offset: 0,
  });
  const directions = await directionsOf(
    sequelize,
    kind,
    rows.map((r) => r.id),
  );
  const total = rows[0] ? Number(rows[0].total) : await countPast(sequelize, kind, words, p);
  const data = rows.map((r) => kind.presentCard(r, directions.get(r.id) ?? [], locale));
  return { ...pageResult(data, Math.min(total, SEARCH_COUNT_MAX), p), capped: total > SEARCH_COUNT_MAX };
}

/** The count of a page with no rows: 0 on the first page, else a count of its own (a page past the last). */
async function countPast(sequelize: Sequelize, kind: ApiActivityKind, words: string[], p: PageRequest): Promise<number> {
  if (p.offset === 0) return 0;
  const params = new SqlParams();
  const { where } = matching(words, params);
  const [row] = await run<{ total: number }>(
    sequelize,
    `WITH found AS MATERIALIZED (SELECT 1 FROM ${kind.table} a WHERE ${where}) SELECT count(*)::int AS total FROM (SELECT 1 FROM found LIMIT ${SEARCH_COUNT_MAX + 1}) f`,
    params.values,
  );
  return row?.total ?? 0;
}

/** Every kind's best matches and count, kinds without matches left out. */
export async function searchAll(sequelize: Sequelize, q: string, locale: Locale): Promise<SearchResult> {
  // Nothing to look for in the search alphabet (only spaces and apostrophes): nothing found.
  const words = await searchWords(sequelize, q);
  if (!words.length) return { q, total: 0, groups: [] };
  const first = { page: 1, perPage: SEARCH_GROUP_SIZE, offset: 0 };
  const pages = await Promise.all(
    searchKinds().map(async (kind) => ({ kind, page: await kindPage(sequelize, kind, words, first, locale) })),
  );
  const groups = pages
    .map(({ kind, page }) => ({ kind: kind.kind, count: page.total, capped: page.capped, items: page.data }))
    .filter((g) => g.count > 0);
  return { q, total: groups.reduce((sum, g) => sum + g.count, 0), groups };
}

/** One kind's matches, a page of them. */
export async function searchKind(
  sequelize: Sequelize,
  kind: ApiActivityKind,
  q: string,
  p: PageRequest,
  locale: Locale,
): Promise<SearchPage> {
  const words = await searchWords(sequelize, q);
  return words.length ? kindPage(sequelize, kind, words, p, locale) : { ...pageResult([], 0, p), capped: false };
}
