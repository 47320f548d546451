import { toSearchLatin } from '@hashar/common';

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
    .map((w) => w.replace(/[\\%_]/g, '\\$&'));
}

/**
 * SQL conditions (one per word, all required) on `<alias>.search_text`, binding the words as
 * parameters after those already in `bind`. The trigram index serves ILIKE '%word%'.
 */
export function searchConditions(alias: string, words: string[], bind: unknown[]): string[] {
  return words.map((word) => {
    bind.push(word);
    return `${alias}.search_text ILIKE '%' || $${bind.length} || '%'`;
  });
}
