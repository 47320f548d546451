import { useLocaleState } from 'react-admin';
import { i18nProvider } from '../i18n';

type Named = Record<string, unknown> | undefined | null;

/** A bilingual record's text in a language: Uzbek falls back to Russian (DESIGN.md §4). */
export function localizedText(record: Named, locale: string, base = 'name'): string {
  if (!record) return '';
  const ru = record[`${base}Ru`];
  const uz = record[`${base}Uz`];
  const text = locale === 'uz' && typeof uz === 'string' && uz.trim() ? uz : ru;
  return typeof text === 'string' ? text : '';
}

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
    localizedText(record, i18nProvider.getLocale(), base) || String(record?.id ?? '');
