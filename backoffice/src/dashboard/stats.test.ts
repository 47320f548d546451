import { fillDays, summarize } from './stats';

describe('dashboard sign-ups', () => {
  const today = new Date(Date.UTC(2026, 2, 10, 15, 30));

  it('fills the last 30 days ending today, missing days as 0', () => {
    const days = fillDays(
      [
        { date: '2026-03-10', count: 4 },
        { date: '2026-02-09', count: 2 },
        { date: '2026-02-08', count: 9 },
      ],
      30,
      today,
    );
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ date: '2026-02-09', count: 2 });
    expect(days[29]).toEqual({ date: '2026-03-10', count: 4 });
    expect(days.find((day) => day.date === '2026-02-08')).toBeUndefined();
    expect(days.filter((day) => day.count === 0)).toHaveLength(28);
  });

  it('ends on today in Tashkent: 20:00 UTC is already the next day there', () => {
    const days = fillDays([], 30, new Date(Date.UTC(2026, 2, 10, 20, 0)));
    expect(days[29]!.date).toBe('2026-03-11');
  });

  it('summarises the total and the busiest day', () => {
    expect(
      summarize([
        { date: 'a', count: 1 },
        { date: 'b', count: 5 },
        { date: 'c', count: 5 },
      ]),
    ).toEqual({
      total: 11,
      peak: { date: 'b', count: 5 },
    });
  });
});
