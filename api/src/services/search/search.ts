import { SEARCH_GROUP_SIZE, type Locale, type Page, type SearchResult } from '@hashar/common';
import type { Sequelize } from 'sequelize';
import { activityKinds } from '../../activities/registry';
import type { ApiActivityKind } from '../../activities/types';
import { pageResult, SqlParams, type PageRequest } from '../../lists';
import { cardPage } from '../events/cards';
import { searchWords } from '../events/search';

/**
 * The site search (GET /api/search): approved activities of every registered kind whose
 * search_text (all their text in the Latin search alphabet, common/translit.ts) holds every word
 * of the query, so a Latin query finds Cyrillic text and the other way round.
 */

/** Every kind the search covers: all registered kinds (each has public pages). */
export const searchKinds = (): ApiActivityKind[] => activityKinds();

/** Characters of search_text the rank reads: the titles (they come first) and the start of the description. */
const TITLE_SPAN = 160;

/**
 * Conditions and order of one kind's matches: every word in search_text (ILIKE, served by the
 * trigram index), best first — how closely the start of the text matches the words (pg_trgm
 * word_similarity, computed only for the rows the index found), then the earliest place of the first
 * word (a title before a description), then the newest.
 */
function matching(q: string, params: SqlParams): { where: string[]; order: string } {
  const words = searchWords(q).map((word) => params.add(word));
  const where = [`a.moderation = 'approved'`, ...words.map((w) => `a.search_text ILIKE '%' || ${w} || '%'`)];
  const rank = `word_similarity(concat_ws(' ', ${words.join(', ')}), left(a.search_text, ${TITLE_SPAN}))`;
  const place = words.length ? `strpos(a.search_text, ${words[0]}) ASC, ` : '';
  return { where, order: `${rank} DESC, ${place}a.published_at DESC NULLS LAST, a.id DESC` };
}

/** One kind's page of matches, as that kind's cards. */
async function kindPage(sequelize: Sequelize, kind: ApiActivityKind, q: string, p: PageRequest, locale: Locale): Promise<Page<object>> {
  const params = new SqlParams();
  const { where, order } = matching(q, params);
  const { rows, total, directions } = await cardPage(sequelize, kind, { where, params, order, limit: p.perPage, offset: p.offset });
  return pageResult(
    rows.map((r) => kind.presentCard(r, directions.get(r.id) ?? [], locale)),
    total,
    p,
  );
}

/** True when the query has something to look for in the search alphabet (not only spaces and apostrophes). */
const searchable = (q: string): boolean => searchWords(q).length > 0;

/** Every kind's best matches and count, kinds without matches left out. */
export async function searchAll(sequelize: Sequelize, q: string, locale: Locale): Promise<SearchResult> {
  if (!searchable(q)) return { q, total: 0, groups: [] };
  const first = { page: 1, perPage: SEARCH_GROUP_SIZE, offset: 0 };
  const pages = await Promise.all(searchKinds().map((kind) => kindPage(sequelize, kind, q, first, locale)));
  const groups = searchKinds()
    .map((kind, i) => ({ kind: kind.kind, count: pages[i]!.total, items: pages[i]!.data }))
    .filter((g) => g.count > 0);
  return { q, total: groups.reduce((sum, g) => sum + g.count, 0), groups };
}

/** One kind's matches, a page of them. */
export function searchKind(sequelize: Sequelize, kind: ApiActivityKind, q: string, p: PageRequest, locale: Locale): Promise<Page<object>> {
  if (!searchable(q)) return Promise.resolve(pageResult([], 0, p));
  return kindPage(sequelize, kind, q, p, locale);
}
