import { formatUzbekDate, fromTashkentInput, toTashkentDateInput, toTashkentInput } from './time';

describe('Tashkent time', () => {
  it('shows a UTC instant as Tashkent wall-clock time, whatever the device zone', () => {
    expect(toTashkentInput('2026-11-22T05:00:00.000Z')).toBe('2026-11-22T10:00');
    expect(toTashkentInput('2026-12-31T20:30:00Z')).toBe('2027-01-01T01:30');
    expect(toTashkentDateInput('2026-12-31T20:30:00Z')).toBe('2027-01-01');
    expect(toTashkentInput(null)).toBe('');
    expect(toTashkentInput('nonsense')).toBe('');
  });

  it('reads a typed Tashkent time back as UTC', () => {
    expect(fromTashkentInput('2026-11-22T10:00')).toBe('2026-11-22T05:00:00.000Z');
    expect(fromTashkentInput('2027-01-01')).toBe('2026-12-31T19:00:00.000Z');
    expect(fromTashkentInput('2026-02-30T10:00')).toBeNull();
    expect(fromTashkentInput('2026-11-22T24:00')).toBeNull();
    expect(fromTashkentInput('10:00')).toBeNull();
  });

  it('writes Uzbek dates out on Tashkent time', () => {
    expect(formatUzbekDate('2026-11-25T05:00:00Z')).toBe('25-noyabr 2026');
    expect(formatUzbekDate('2026-12-31T20:30:00Z', { withTime: true })).toBe('1-yanvar 2027, 01:30');
    expect(formatUzbekDate('2026-11-25T05:00:00Z', { withYear: false, withTime: true })).toBe('25-noyabr, 10:00');
    expect(formatUzbekDate(null)).toBe('');
  });
});
