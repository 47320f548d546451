import type { Sequelize, Transaction } from 'sequelize';
import { CONTENT_LIMITS, SLUG_PATTERN, toSearchLatin } from '@hashar/common';
import { run } from '../../lists';

/** Whether a value is a slug of at most `max` characters. */
export const isSlug = (v: unknown, max: number = CONTENT_LIMITS.slugMax): v is string =>
  typeof v === 'string' && v.length <= max && SLUG_PATTERN.test(v);

/** Room kept for a `-N` suffix of a slug made from a title. */
const SUFFIX_ROOM = 8;

/** A slug made from a title: transliterated, lower-case Latin letters and digits in hyphen-separated runs (`fallback` when none is left). */
export function slugOf(title: string, fallback = 'news'): string {
  const base = toSearchLatin(title)
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, CONTENT_LIMITS.slugMax - SUFFIX_ROOM)
    .replace(/^-+|-+$/g, '');
  return base || fallback;
}

/** Whether the slug is taken by another news item of the section. */
export async function slugTaken(sequelize: Sequelize, sectionId: number, slug: string, exceptId: number | null, transaction?: Transaction) {
  const [row] = await run<{ taken: boolean }>(
    sequelize,
    'SELECT EXISTS (SELECT 1 FROM news WHERE section_id = $1 AND slug = $2 AND id <> $3) AS taken',
    [sectionId, slug, exceptId ?? 0],
    transaction,
  );
  return row?.taken === true;
}

/** `base`, else `base-2`, `base-3`… : the first one free in the section. */
export async function freeSlug(sequelize: Sequelize, sectionId: number, base: string, exceptId: number | null, transaction?: Transaction) {
  const rows = await run<{ slug: string }>(
    sequelize,
    `SELECT slug FROM news WHERE section_id = $1 AND id <> $3 AND (slug = $2 OR slug ~ ('^' || $2 || '-[0-9]+$'))`,
    [sectionId, base, exceptId ?? 0],
    transaction,
  );
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}
