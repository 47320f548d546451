import { bilingualRequiredError, localized, type BilingualFieldName, type Locale } from '@hashar/common';
import { useLocaleState } from 'react-admin';
import { i18nProvider } from '../i18n';

type Named = object | undefined | null;

const textOf = (value: unknown) => (typeof value === 'string' ? value : null);

/** A bilingual record's text in a language, else in the other one (common's `localized`). */
export function localizedText(record: Named, locale: string, base = 'name'): string {
  if (!record) return '';
  const fields = record as Record<string, unknown>;
  return localized(locale === 'uz' ? 'uz' : 'ru', textOf(fields[`${base}Ru`]), textOf(fields[`${base}Uz`]));
}

/**
 * A react-admin validator for both inputs of a required bilingual text (`<base>Ru`, `<base>Uz`):
 * common's rule, at least one language, with its message in the UI language.
 */
export const eitherLanguage =
  (name: BilingualFieldName, base: string = name) =>
  (_value: unknown, all: Record<string, unknown>): string | undefined =>
    bilingualRequiredError(i18nProvider.getLocale() as Locale, name, all[`${base}Ru`], all[`${base}Uz`]);

/** Picks the bilingual text of a record in the UI language. */
export function useLocalizedText(base = 'name') {
  const [locale] = useLocaleState();
  return (record: Named) => localizedText(record, locale, base);
}

/**
 * A record representation (page titles, references) in the current UI language. react-admin
 * calls it while rendering, so reading the provider's current locale is enough.
 */
export const representBy =
  (base: string) =>
  (record: Named): string =>
    localizedText(record, i18nProvider.getLocale(), base) || String((record as { id?: unknown } | null | undefined)?.id ?? '');
