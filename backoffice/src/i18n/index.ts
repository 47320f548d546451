import { DEFAULT_LOCALE } from '@hashar/common';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { ru } from './ru';

/** Languages offered by react-admin's language switcher (it remembers the choice itself). */
const locales = [
  { locale: 'ru', name: 'Русский' },
  { locale: 'uz', name: "O'zbekcha" },
];

/** Russian is bundled; Uzbek is fetched the first time someone switches to it. */
export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'uz' ? import('./uz').then((module) => module.uz) : ru),
  DEFAULT_LOCALE,
  locales,
);
