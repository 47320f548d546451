import type { Locale } from '@hashar/common';

/**
 * The absolute address of a page in one language, the page given after the locale as notices carry it
 * (common's `pageAfterLocale`, e.g. `events/view/5`), with a query when it has one.
 */
export const pageUrl = (publicUrl: string, locale: Locale, page: string): string => `${publicUrl}/${locale}/${page.replace(/^\/+/, '')}`;
