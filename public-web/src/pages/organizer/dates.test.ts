import { isoToLocalInput, localInputToIso } from './dates';

describe('datetime-local ⇄ ISO', () => {
  it('reads an ISO instant in the browser time zone and writes it back unchanged', () => {
    const local = new Date(2026, 4, 1, 9, 30);
    expect(isoToLocalInput(local.toISOString())).toBe('2026-05-01T09:30');
    expect(localInputToIso('2026-05-01T09:30')).toBe(local.toISOString());
    const iso = '2026-11-21T06:15:00.000Z';
    expect(localInputToIso(isoToLocalInput(iso))).toBe(iso);
  });

  it('accepts seconds and surrounding spaces', () => {
    expect(localInputToIso(' 2026-05-01T09:30:15 ')).toBe(new Date(2026, 4, 1, 9, 30, 15).toISOString());
  });

  it('gives empty / null for missing or impossible moments', () => {
    expect(isoToLocalInput(null)).toBe('');
    expect(isoToLocalInput('not a date')).toBe('');
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('2026-02-30T10:00')).toBeNull();
    expect(localInputToIso('2026-05-01')).toBeNull();
    expect(localInputToIso('01.05.2026 09:30')).toBeNull();
  });
});
