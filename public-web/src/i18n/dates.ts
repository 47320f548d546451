import { formatUzbekDate, toTashkentInput, type Locale } from '@hashar/common';

/**
 * The one place the public site turns instants into text. Every date and time is shown in
 * Tashkent time (TIME_ZONE), whatever zone the visitor's device is set to. Both languages are
 * written out by hand, as Intl's ru-RU prints them ("25 ноября 2026 г. в 15:45"): browsers often
 * ship no Uzbek date data ("2026 M11 22 15:45"), and a first Intl.DateTimeFormat in a time zone
 * costs a phone tens of milliseconds on every page with a date. Small and dependency-free, so
 * the header's notifications panel can use it.
 */

interface WallClock {
  year: number;
  month: number;
  day: number;
  time: string;
  /** YYYY-MM-DD: the Tashkent calendar day, to compare days. */
  dayKey: string;
}

/** The Tashkent wall-clock parts of an ISO instant (TIME_ZONE), or null for garbage. */
function wallClock(iso: string): WallClock | null {
  const local = toTashkentInput(iso); // '2026-11-22T15:45' or ''
  if (!local) return null;
  const [dayKey, time] = local.split('T') as [string, string];
  const [year, month, day] = dayKey.split('-').map(Number) as [number, number, number];
  return { year, month, day, time, dayKey };
}

/** Russian month names in the genitive ("25 ноября"). */
const RU_MONTHS = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'];

/** "25 ноября 2026 г." / "25 ноября", and " в 15:45" with the time. */
function russianDate(w: WallClock, withYear: boolean, withTime: boolean): string {
  return `${w.day} ${RU_MONTHS[w.month - 1]}${withYear ? ` ${w.year} г.` : ''}${withTime ? ` в ${w.time}` : ''}`;
}

export interface DateOptions {
  /** Leave the year out (notifications of the last days). Default: with the year. */
  withYear?: boolean;
}

/** A day: "25 ноября 2026 г." / "25-noyabr 2026". */
export function formatDate(locale: Locale, iso: string, { withYear = true }: DateOptions = {}): string {
  const w = wallClock(iso);
  if (!w) return '';
  return locale === 'uz' ? formatUzbekDate(iso, { withYear }) : russianDate(w, withYear, false);
}

/** A date and time: "25 ноября 2026 г. в 15:45" / "25-noyabr 2026, 15:45". */
export function formatDateTime(locale: Locale, iso: string, { withYear = true }: DateOptions = {}): string {
  const w = wallClock(iso);
  if (!w) return '';
  return locale === 'uz' ? formatUzbekDate(iso, { withYear, withTime: true }) : russianDate(w, withYear, true);
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
