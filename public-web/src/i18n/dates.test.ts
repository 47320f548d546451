import { TIME_ZONE } from '@hashar/common';
import { formatDate, formatDateRange, formatDateTime, formatTime } from './dates';

// Run in a zone far from Tashkent, so a formatter that used the device zone would fail.
process.env.TZ = 'America/New_York';

describe('dates are shown in Tashkent time, whatever the device zone', () => {
  it('shows a 05:00Z shift as 10:00 in both languages', () => {
    expect(formatTime('2026-12-05T05:00:00Z')).toBe('10:00');
    expect(formatDateTime('uz', '2026-12-05T05:00:00Z')).toBe('5-dekabr 2026, 10:00');
    expect(formatDateTime('ru', '2026-12-05T05:00:00Z')).toMatch(/^5 декабря 2026 г\.?,? (в )?10:00$/);
  });

  it('takes the Tashkent day, not the device day, near midnight', () => {
    // 20:30Z on the 30th is 01:30 on 1 December in Tashkent (and still 30 November in New York).
    expect(formatDate('uz', '2026-11-30T20:30:00Z')).toBe('1-dekabr 2026');
    expect(formatDate('ru', '2026-11-30T20:30:00Z')).toMatch(/^1 декабря 2026/);
  });

  it('writes Uzbek dates out ("25-noyabr 2026"), never "2026 M11 25"', () => {
    expect(formatDateTime('uz', '2026-11-25T10:45:00Z')).toBe('25-noyabr 2026, 15:45');
    expect(formatDate('uz', '2026-11-25T10:45:00Z')).toBe('25-noyabr 2026');
    expect(formatDateTime('uz', '2026-11-25T10:45:00Z', { withYear: false })).toBe('25-noyabr, 15:45');
  });

  it('shortens a range within one Tashkent day and spells out one across days', () => {
    expect(formatDateRange('uz', '2026-12-05T05:00:00Z', '2026-12-05T09:00:00Z')).toBe('5-dekabr 2026, 10:00–14:00');
    expect(formatDateRange('uz', '2026-12-05T05:00:00Z', '2026-12-06T04:00:00Z')).toBe('5-dekabr 2026, 10:00 – 6-dekabr 2026, 09:00');
    const ru = formatDateRange('ru', '2026-03-12T05:00:00Z', '2026-03-12T09:00:00Z');
    expect(ru.match(/2026/g)).toHaveLength(1);
    expect(ru).toMatch(/10:00–14:00$/);
  });

  it('gives empty text for garbage', () => {
    expect(formatDateTime('ru', 'bad')).toBe('');
    expect(formatDateRange('ru', 'bad', 'bad')).toBe('');
    expect(formatDateRange('uz', '2026-12-05T05:00:00Z', 'bad')).toBe('5-dekabr 2026, 10:00');
  });

  it('writes Russian dates by hand exactly as Intl (ru-RU, Tashkent) prints them', () => {
    const intl = (options: Intl.DateTimeFormatOptions, iso: string) =>
      new Intl.DateTimeFormat('ru-RU', { ...options, timeZone: TIME_ZONE }).format(new Date(iso));
    const day = { day: 'numeric', month: 'long', year: 'numeric' } as const;
    const time = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
    const { year: _year, ...dayOnly } = day;
    // One instant in each month, at night, early morning and evening Tashkent time.
    for (let month = 0; month < 12; month++) {
      for (const hour of [0, 3, 19]) {
        const iso = new Date(Date.UTC(2026, month, 1 + month * 2, hour, 7 * month)).toISOString();
        expect(formatDate('ru', iso)).toBe(intl(day, iso));
        expect(formatDate('ru', iso, { withYear: false })).toBe(intl(dayOnly, iso));
        expect(formatDateTime('ru', iso)).toBe(intl({ ...day, ...time }, iso));
        expect(formatDateTime('ru', iso, { withYear: false })).toBe(intl({ ...dayOnly, ...time }, iso));
      }
    }
  });
});
