import type { Locale } from '@hashar/common';
import { useMemo } from 'react';
import { useI18n } from '../../i18n';
import { formatPlural, interpolate, type MessageParams } from '../../i18n/format';
import { EVENT_TEXTS, type EventTextKey } from './texts';

export interface EventTexts {
  locale: Locale;
  /** The text of `key` in the page language, `{placeholders}` filled. */
  t: (key: EventTextKey, params?: MessageParams) => string;
  /** A plural text (`one|few|many` in Russian, `one|other` in Uzbek) for `count`. */
  plural: (key: EventTextKey, count: number, params?: MessageParams) => string;
}

/** Texts of the event pages. They travel with these lazily loaded pages, not in the catalogue every page loads. */
export function useEventTexts(): EventTexts {
  const { locale } = useI18n();
  return useMemo(() => {
    const texts = EVENT_TEXTS[locale];
    return {
      locale,
      t: (key, params) => interpolate(texts[key], params),
      plural: (key, count, params) => formatPlural(locale, texts[key], count, params),
    };
  }, [locale]);
}
