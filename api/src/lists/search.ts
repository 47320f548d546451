import type { Sequelize } from 'sequelize';
import { escapeLike, run, type SqlParams } from '.';

/** Most words of a query that are matched (the rest are ignored). */
const MAX_WORDS = 8;

/**
 * The words of a free-text query in the search alphabet, LIKE wildcards escaped. The query goes
 * through the database's search_latin(), the same function the search_text triggers use
 * (migration 20261128000401), so a query and the text it looks in are spelt by one definition.
 */
export async function searchWords(sequelize: Sequelize, q: string): Promise<string[]> {
  const [row] = await run<{ latin: string }>(sequelize, 'SELECT search_latin($1) AS latin', [q]);
  return (row?.latin ?? '')
    .split(' ')
    .filter((w) => w.length > 0)
    .slice(0, MAX_WORDS)
    .map(escapeLike);
}

/**
 * SQL conditions (one per word, all required) on `<alias>.search_text`, the words bound through
 * `params`. The trigram index serves ILIKE '%word%'.
 */
export function searchConditions(alias: string, words: string[], params: SqlParams): string[] {
  return words.map((word) => `${alias}.search_text ILIKE '%' || ${params.add(word)} || '%'`);
}
