import { TIME_ZONE, formatUzbekDate, fromTashkentInput, toTashkentInput } from '@hashar/common';

/** The Intl locale of a UI language. */
const intlLocale = (locale: string) => (locale === 'uz' ? 'uz-Latn-UZ' : 'ru-RU');

/**
 * A date and time in the UI language, on Tashkent's clock whatever the device's zone;
 * '' for no value. `dateOnly` leaves the time out; `short` gives 22.11.2026, 10:00.
 */
export function formatDateTime(
  value: string | Date | null | undefined,
  locale: string,
  { dateOnly = false, short = false }: { dateOnly?: boolean; short?: boolean } = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  // Browsers print Uzbek dates as "2026 M11 22": written out instead, like the public site.
  if (locale === 'uz' && !short) return formatUzbekDate(date, { withTime: !dateOnly });
  return date.toLocaleString(intlLocale(locale), {
    dateStyle: short ? 'short' : 'medium',
    ...(dateOnly ? {} : { timeStyle: 'short' }),
    timeZone: TIME_ZONE,
  });
}

/** A datetime-local input's value (no zone): already Tashkent wall-clock time. */
const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * `format`/`parse` for react-admin's DateTimeInput: the form shows and takes Tashkent
 * wall-clock time, the record keeps the UTC ISO instant the API expects.
 */
export const tashkentDateTimeInput = {
  format: (value: unknown): string => {
    // DateTimeInput formats what it already formatted once more: a wall-clock value stays as it is.
    if (typeof value === 'string' && WALL_CLOCK.test(value)) return value;
    return typeof value === 'string' || value instanceof Date ? toTashkentInput(value) : '';
  },
  parse: (value: string | null | undefined): string | null => (value ? fromTashkentInput(value) : null),
};
