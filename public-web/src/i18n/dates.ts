import { formatUzbekDate, TIME_ZONE, toTashkentInput, type Locale } from '@hashar/common';

/**
 * The one place the public site turns instants into text. Every date and time is shown in
 * Tashkent time (TIME_ZONE), whatever zone the visitor's device is set to. Uzbek is written out
 * by hand ("25-noyabr 2026, 15:45"): browsers often ship no Uzbek date data and print
 * "2026 M11 22 15:45". Small and dependency-free, so the header's notifications panel can use it.
 */

/** The Intl locale of a page language (Uzbek in Latin script). */
export function intlLocale(locale: Locale): string {
  return locale === 'uz' ? 'uz-Latn-UZ' : 'ru-RU';
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  time: string;
  /** YYYY-MM-DD: the Tashkent calendar day, to compare days. */
  dayKey: string;
}

/** The Tashkent wall-clock parts of an ISO instant, or null for garbage. */
function wallClock(iso: string): WallClock | null {
  const local = toTashkentInput(iso); // '2026-11-22T15:45' or ''
  if (!local) return null;
  const [dayKey, time] = local.split('T') as [string, string];
  const [year, month, day] = dayKey.split('-').map(Number) as [number, number, number];
  return { year, month, day, time, dayKey };
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function intl(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone: TIME_ZONE });
    formatters.set(key, format);
  }
  return format;
}

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

export interface DateOptions {
  /** Leave the year out (notifications of the last days). Default: with the year. */
  withYear?: boolean;
}

/** A day: "25 ноября 2026 г." / "25-noyabr 2026". */
export function formatDate(locale: Locale, iso: string, { withYear = true }: DateOptions = {}): string {
  const w = wallClock(iso);
  if (!w) return '';
  if (locale === 'uz') return formatUzbekDate(iso, { withYear });
  const { year: _year, ...withoutYear } = DAY;
  return intl(locale, withYear ? DAY : withoutYear).format(new Date(iso));
}

/** A date and time: "25 ноября 2026 г. в 15:45" / "25-noyabr 2026, 15:45". */
export function formatDateTime(locale: Locale, iso: string, { withYear = true }: DateOptions = {}): string {
  const w = wallClock(iso);
  if (!w) return '';
  if (locale === 'uz') return formatUzbekDate(iso, { withYear, withTime: true });
  const { year: _year, ...withoutYear } = DAY;
  return intl(locale, { ...(withYear ? DAY : withoutYear), ...TIME }).format(new Date(iso));
}

/** A time of day: "15:45". */
export function formatTime(iso: string): string {
  return wallClock(iso)?.time ?? '';
}

/** A start and end, the end's day left out within one Tashkent day: "5-dekabr 2026, 10:00–14:00". */
export function formatDateRange(locale: Locale, startsAt: string, endsAt: string): string {
  const start = wallClock(startsAt);
  const end = wallClock(endsAt);
  if (!start) return '';
  if (!end) return formatDateTime(locale, startsAt);
  if (start.dayKey === end.dayKey) return `${formatDateTime(locale, startsAt)}–${end.time}`;
  return `${formatDateTime(locale, startsAt)} – ${formatDateTime(locale, endsAt)}`;
}
