import { analyticsApiQuery, analyticsStateToParams, parseAnalyticsState } from './analyticsQuery';

describe('the analytics page state in its URL', () => {
  it('keeps the chosen region (its lines by district) and asks the API and the CSV for it', () => {
    const state = parseAnalyticsState(new URLSearchParams('region=9&direction=nature&metric=hours'));
    expect(state).toMatchObject({ region: 9, direction: 'nature', metric: 'hours' });
    expect(analyticsStateToParams(state).toString()).toBe('direction=nature&region=9&metric=hours');
    expect(analyticsApiQuery(state)).toBe('direction=nature&region=9');
  });

  it.each(['abc', '0', '-1', '1.5', '09', '9999999999', ''])('drops a region the API would refuse (%p)', (value) => {
    const state = parseAnalyticsState(new URLSearchParams({ region: value }));
    expect(state.region).toBeNull();
    expect(analyticsApiQuery(state)).toBe('');
  });

  it('has no region by default', () => {
    expect(parseAnalyticsState(new URLSearchParams()).region).toBeNull();
  });
});
