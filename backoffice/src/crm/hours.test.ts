import { EVENT_LIMITS } from '@hashar/common';
import { hoursError, hoursForSession, parseHours } from './hours';

const session = (startsAt: string, endsAt: string) => ({ startsAt, endsAt });

describe('verify hours: the pre-filled value from the session length', () => {
  it('is the length in hours', () => {
    expect(hoursForSession(session('2026-03-01T09:00:00Z', '2026-03-01T13:00:00Z'))).toBe(4);
  });

  it('rounds to the nearest half hour', () => {
    expect(hoursForSession(session('2026-03-01T09:00:00Z', '2026-03-01T12:20:00Z'))).toBe(3.5);
    expect(hoursForSession(session('2026-03-01T09:00:00Z', '2026-03-01T12:10:00Z'))).toBe(3);
    expect(hoursForSession(session('2026-03-01T09:00:00Z', '2026-03-01T12:45:00Z'))).toBe(4);
  });

  it('is at least half an hour and at most the daily maximum', () => {
    expect(hoursForSession(session('2026-03-01T09:00:00Z', '2026-03-01T09:05:00Z'))).toBe(0.5);
    expect(hoursForSession(session('2026-03-01T09:00:00Z', '2026-03-04T09:00:00Z'))).toBe(EVENT_LIMITS.hoursMax);
  });

  it('is empty when the session is unknown or its dates make no sense', () => {
    expect(hoursForSession(null)).toBeNull();
    expect(hoursForSession({ startsAt: '2026-03-01T09:00:00Z' })).toBeNull();
    expect(hoursForSession(session('2026-03-01T13:00:00Z', '2026-03-01T09:00:00Z'))).toBeNull();
    expect(hoursForSession(session('not a date', '2026-03-01T09:00:00Z'))).toBeNull();
  });
});

describe('verify hours: the typed value', () => {
  it('accepts up to the maximum, with a dot or a comma', () => {
    expect(hoursError('4')).toBeNull();
    expect(hoursError('2,5')).toBeNull();
    expect(parseHours('2,5')).toBe(2.5);
    expect(hoursError(EVENT_LIMITS.hoursMax)).toBeNull();
  });

  it('refuses empty, non-numbers, zero, negatives and more than the maximum', () => {
    expect(hoursError('')).toBe('ra.validation.required');
    expect(hoursError('abc')).toBe('ra.validation.number');
    expect(hoursError('0')).toBe('hashar.crm.verify.hours_positive');
    expect(hoursError('-1')).toBe('hashar.crm.verify.hours_positive');
    expect(hoursError(EVENT_LIMITS.hoursMax + 0.5)).toBe('hashar.crm.verify.hours_max');
    expect(hoursError('2.25')).toBe('hashar.crm.verify.hours_step');
    expect(hoursError('0.25')).toBe('hashar.crm.verify.hours_step');
  });
});
