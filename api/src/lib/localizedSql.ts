import type { Locale } from '@hashar/common';

/**
 * SQL for a bilingual column pair in a language, as common's `localized` picks it: that
 * language's text, else the other one's. `column` names the pair without its suffix
 * (`act.title` for act.title_ru / act.title_uz).
 */
export function localizedSql(locale: Locale, column: string): string {
  const [own, other] = locale === 'uz' ? ['uz', 'ru'] : ['ru', 'uz'];
  return `COALESCE(NULLIF(${column}_${own}, ''), ${column}_${other})`;
}
