import { formatDateTime, tashkentDateTimeInput } from './dateTime';

// Run under any TZ: the device zone must not matter (jest runs in the machine's zone).
describe('dates and times on Tashkent time', () => {
  const fiveUtc = '2026-11-22T05:00:00.000Z';

  it('shows 05:00 UTC as 10:00 in both languages', () => {
    expect(formatDateTime(fiveUtc, 'ru')).toMatch(/22 нояб\. 2026 г\., 10:00/);
    // Written out: Chromium has no Uzbek date data and would print "2026 M11 22".
    expect(formatDateTime(fiveUtc, 'uz')).toBe('22-noyabr 2026, 10:00');
    expect(formatDateTime(fiveUtc, 'uz', { dateOnly: true })).toBe('22-noyabr 2026');
    expect(formatDateTime(fiveUtc, 'ru', { short: true })).toBe('22.11.2026, 10:00');
  });

  it('counts the day in Tashkent: 20:30 UTC is already the next day', () => {
    expect(formatDateTime('2026-11-22T20:30:00Z', 'ru', { short: true })).toBe('23.11.2026, 01:30');
    expect(formatDateTime('2026-11-22T20:30:00Z', 'ru', { dateOnly: true })).toBe('23 нояб. 2026 г.');
  });

  it('shows nothing for no value or a broken one', () => {
    expect(formatDateTime(null, 'ru')).toBe('');
    expect(formatDateTime('', 'uz')).toBe('');
    expect(formatDateTime('not a date', 'ru')).toBe('');
  });

  it('date-time inputs show Tashkent wall-clock time and give back the UTC instant', () => {
    expect(tashkentDateTimeInput.format(fiveUtc)).toBe('2026-11-22T10:00');
    expect(tashkentDateTimeInput.format(null)).toBe('');
    // Formatting twice (react-admin does) must not shift the time again.
    expect(tashkentDateTimeInput.format(tashkentDateTimeInput.format(fiveUtc))).toBe('2026-11-22T10:00');
    expect(tashkentDateTimeInput.parse('2026-11-22T10:00')).toBe(fiveUtc);
    expect(tashkentDateTimeInput.parse('')).toBeNull();
    expect(tashkentDateTimeInput.parse('2026-02-30T10:00')).toBeNull();
  });
});
