import type { Locale } from './locales';
import { validationMessage } from './validation';

/**
 * Bilingual texts (`<name>Ru`, `<name>Uz`): an author may write in either language or both,
 * and a reader sees the text in their language, else the other one.
 */

type Maybe = string | null | undefined;

const filled = (value: Maybe): value is string => typeof value === 'string' && value.trim() !== '';

/** The text in the reader's language; when that one is empty, the other language's (or ''). */
export function localized(locale: Locale, ru: Maybe, uz: Maybe): string {
  const [own, other] = locale === 'uz' ? [uz, ru] : [ru, uz];
  return filled(own) ? own : filled(other) ? other : '';
}

/** Names of the required bilingual fields, as the forms label them, for the "in Russian or Uzbek" message. */
export const BILINGUAL_FIELD_NAMES = {
  title: { ru: 'Название', uz: 'Nomi' },
  name: { ru: 'Название', uz: 'Nomi' },
  description: { ru: 'Описание', uz: 'Tavsif' },
  body: { ru: 'Текст', uz: 'Matn' },
} as const satisfies Record<string, Record<Locale, string>>;

export type BilingualFieldName = keyof typeof BILINGUAL_FIELD_NAMES;

/**
 * The one rule of a required bilingual field: at least one of the two languages is given.
 * Returns the message in `locale` naming the field, or undefined when the pair is valid.
 */
export function bilingualRequiredError(locale: Locale, name: BilingualFieldName, ru: unknown, uz: unknown): string | undefined {
  if (filled(ru as Maybe) || filled(uz as Maybe)) return undefined;
  return validationMessage(locale, 'requiredEither', { field: BILINGUAL_FIELD_NAMES[name][locale] });
}

/** Which input of a pair carries the pair's error: the one in the author's language. */
export const bilingualErrorField = <N extends string>(name: N, locale: Locale): `${N}Ru` | `${N}Uz` =>
  locale === 'uz' ? `${name}Uz` : `${name}Ru`;
