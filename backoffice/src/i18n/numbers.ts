/** One formatter per number of fraction digits, built on first use. */
const formatters = new Map<number, Intl.NumberFormat>();

/**
 * A number as the back office writes it in both languages: "2,5", "12 345" (Uzbek writes
 * numbers like Russian, and browsers lack Uzbek number data, so ru-RU serves both).
 * At most `digits` fraction digits, no trailing zeros.
 */
export function formatNumber(value: number, digits = 1): string {
  let formatter = formatters.get(digits);
  if (!formatter) {
    formatter = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: digits });
    formatters.set(digits, formatter);
  }
  return formatter.format(value);
}

/**
 * The arguments of a plural text of hours ("%{hours} час |||| %{hours} часа |||| %{hours} часов"):
 * the number written out, and the count Polyglot picks the form by. A fraction takes the form of
 * "2" in Russian (1,5 часа, 0,5 часа), which Polyglot's rule would not choose by itself.
 */
export function hoursPlural(hours: number): { smart_count: number; hours: string } {
  return { smart_count: Number.isInteger(hours) ? hours : 2, hours: formatNumber(hours) };
}
