/**
 * Numbers as the page's language writes them. Uzbek writes them as Russian does (CLDR: decimal
 * comma, a space between thousands: 2,5 · 12 345), and browsers without Uzbek data (Chromium's
 * reduced ICU among them) would fall back to English "2.5 · 12,345" — so both use Russian rules.
 */
export function numberFormat(_locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return new Intl.NumberFormat('ru-RU', options);
}

/** One number written in the page's language (see numberFormat). */
export function formatNumber(locale: string, value: number, options?: Intl.NumberFormatOptions): string {
  return numberFormat(locale, options).format(value);
}

/** `{count}` of a list's total for a plural text: "10 000+" when the API capped the count (`Page.totalCapped`). */
export function totalCount(locale: string, page: { total: number; totalCapped?: boolean }): { count: string } {
  return { count: `${formatNumber(locale, page.total)}${page.totalCapped ? '+' : ''}` };
}
