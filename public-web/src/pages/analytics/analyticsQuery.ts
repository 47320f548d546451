import {
  ANALYTICS_LIMITS,
  ANALYTICS_METRICS,
  ANALYTICS_MONTH_PATTERN,
  DIRECTION_KEYS,
  analyticsPeriod,
  monthsBetween,
  type AnalyticsMetric,
  type DirectionKey,
} from '@hashar/common';

/** The analytics page's state, kept in its query string: period, direction, region (its districts' lines), the metric shown. */
export interface AnalyticsState {
  from: string | null;
  to: string | null;
  direction: DirectionKey | null;
  region: number | null;
  metric: AnalyticsMetric;
}

const month = (value: string | null) => (value && ANALYTICS_MONTH_PATTERN.test(value) ? value : null);

/** A region's id as the API takes it (a positive integer written plainly), else null. */
const regionId = (value: string | null) => (value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null);

/** Reads the state; malformed values fall back to the defaults (the last 12 months, every direction and region, volunteers). */
export function parseAnalyticsState(params: URLSearchParams): AnalyticsState {
  const direction = params.get('direction') as DirectionKey;
  const metric = params.get('metric') as AnalyticsMetric;
  return {
    from: month(params.get('from')),
    to: month(params.get('to')),
    direction: DIRECTION_KEYS.includes(direction) ? direction : null,
    region: regionId(params.get('region')),
    metric: ANALYTICS_METRICS.includes(metric) ? metric : 'volunteers',
  };
}

/** The query string of a state: only what differs from the defaults. */
export function analyticsStateToParams(s: AnalyticsState): URLSearchParams {
  const params = new URLSearchParams();
  if (s.from) params.set('from', s.from);
  if (s.to) params.set('to', s.to);
  if (s.direction) params.set('direction', s.direction);
  if (s.region) params.set('region', String(s.region));
  if (s.metric !== 'volunteers') params.set('metric', s.metric);
  return params;
}

/** The API's query of a state (the metric is the page's own). */
export function analyticsApiQuery(s: AnalyticsState): string {
  return analyticsStateToParams({ ...s, metric: 'volunteers' }).toString();
}

/** What is wrong with a period, as a text key of the page (null: fine). */
export function periodProblem(from: string | null, to: string | null): 'periodOrder' | 'periodLong' | null {
  const period = analyticsPeriod({ from, to });
  const length = monthsBetween(period.from, period.to);
  if (length < 1) return 'periodOrder';
  return length > ANALYTICS_LIMITS.maxMonths ? 'periodLong' : null;
}
