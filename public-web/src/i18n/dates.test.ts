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
});
