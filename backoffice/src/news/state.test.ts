import { newsState } from './state';

describe('newsState', () => {
  const now = Date.UTC(2026, 10, 22, 7, 0, 0);
  it('none is a draft, a future moment scheduled, a past one published', () => {
    expect(newsState(null, now)).toBe('draft');
    expect(newsState(undefined, now)).toBe('draft');
    expect(newsState('', now)).toBe('draft');
    expect(newsState('not a date', now)).toBe('draft');
    expect(newsState('2026-11-22T07:01:00.000Z', now)).toBe('scheduled');
    expect(newsState('2026-11-22T07:00:00.000Z', now)).toBe('published');
    expect(newsState(new Date(now - 1), now)).toBe('published');
  });
});
