/**
 * Numbers as the page's language writes them. Uzbek writes them as Russian does (CLDR: decimal
 * comma, a space between thousands: 2,5 · 12 345), and browsers without Uzbek data (Chromium's
 * reduced ICU among them) would fall back to English "2.5 · 12,345" — so both use Russian rules.
 */
export function numberFormat(_locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  // Made once per options: a new Intl.NumberFormat costs a phone milliseconds, and lists format many numbers.
  const key = options ? JSON.stringify(options) : '';
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('ru-RU', options);
    formats.set(key, format);
  }
  return format;
}

const formats = new Map<string, Intl.NumberFormat>();

/** A whole number as ru-RU writes it: a no-break space between thousands from 1 000 on. */
function wholeNumber(value: number): string {
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, '\u00a0');
  return value < 0 ? `-${digits}` : digits;
}

/** One number written in the page's language (see numberFormat). */
export function formatNumber(locale: string, value: number, options?: Intl.NumberFormatOptions): string {
  // Counts (most numbers shown) by hand: a page's first Intl.NumberFormat costs a phone ~40 ms.
  if (!options && Number.isSafeInteger(value)) return wholeNumber(value);
  return numberFormat(locale, options).format(value);
}

/** `{count}` of a list's total for a plural text: "1 000+" when the API capped the count (`Page.totalCapped`). */
export function totalCount(locale: string, page: { total: number; totalCapped?: boolean }): { count: string } {
  return { count: `${formatNumber(locale, page.total)}${page.totalCapped ? '+' : ''}` };
}
