import type { Locale } from '@hashar/common';
import { useMemo } from 'react';
import { useI18n, type MessageParams } from '../i18n';
import type { EventTextKey } from '../i18n/messages/events';

export interface EventTexts {
  locale: Locale;
  /** The text of `key` in the page language, `{placeholders}` filled. */
  t: (key: EventTextKey, params?: MessageParams) => string;
  /** A plural text (`one|few|many` in Russian, `one|other` in Uzbek) for `count`. */
  plural: (key: EventTextKey, count: number, params?: MessageParams) => string;
}

/** The event pages' texts: the catalogue's `events` area (loaded with those pages), keys without the prefix. */
export function useEventTexts(): EventTexts {
  const { locale, t, plural } = useI18n();
  return useMemo(
    () => ({
      locale,
      t: (key, params) => t(`events.${key}`, params),
      plural: (key, count, params) => plural(`events.${key}`, count, params),
    }),
    [locale, t, plural],
  );
}
