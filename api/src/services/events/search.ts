import { toSearchLatin } from '@hashar/common';
import { escapeLike, type SqlParams } from '../../lists';

/** Most words of a query that are matched (the rest are ignored). */
const MAX_WORDS = 8;

/** The text search_text holds for an activity: all its text, transliterated to Latin. */
export function searchTextOf(parts: (string | null | undefined)[]): string {
  return toSearchLatin(parts.filter(Boolean).join(' '));
}

/** The words of a free-text query in the search alphabet, LIKE wildcards escaped. */
export function searchWords(q: string): string[] {
  return toSearchLatin(q)
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
