import type { Locale } from '@hashar/common';
import { createContext, use, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { formatPlural, loadCatalog, translate, type MessageParams } from './format';
import type { MessageKey } from './ru';

export type { MessageKey } from './ru';
export type { Area } from './areas';
export type { MessageParams } from './format';

export interface I18n {
  locale: Locale;
  /** The text of `key` in the current locale, `{placeholders}` filled from `params`. */
  t: (key: MessageKey, params?: MessageParams) => string;
  /** A plural message (forms separated by `|`) for `count`; `{count}` is filled in. */
  plural: (key: MessageKey, count: number, params?: MessageParams) => string;
}

const I18nContext = createContext<I18n | null>(null);

/** Makes the texts of `locale` available to everything below it. */
export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  // Suspends only the first time a page in a not-yet-loaded language opens; `use()` is called on every
  // render (a loaded catalogue comes as an already-fulfilled promise), so the hook order never changes.
  const messages = use(loadCatalog(locale));
  useEffect(() => {
    // Fetch the other language when the browser is idle, so the switch is instant.
    const timer = setTimeout(() => void loadCatalog(locale === 'ru' ? 'uz' : 'ru').catch(() => undefined), 3000);
    return () => clearTimeout(timer);
  }, [locale]);
  const value = useMemo<I18n>(() => {
    return {
      locale,
      // Read at call time: areas join the same catalogue object as their pages load.
      t: (key, params) => translate<MessageKey>(messages, key, params),
      plural: (key, count, params) => formatPlural(locale, messages[key] ?? key, count, params),
    };
  }, [locale, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The current locale and its translation helpers. */
export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n() must be used inside <I18nProvider>');
  return i18n;
}
