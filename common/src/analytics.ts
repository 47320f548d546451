import type { DirectionKey } from './directions';

/**
 * Public analytics (burger/analytics) and the CRM dashboard's charts (issue 16): figures by region,
 * direction and month, computed from materialised aggregates refreshed by a job.
 * docs/points-economy-api.md describes the calls.
 */

/** The figures every view shows. */
export const ANALYTICS_METRICS = ['volunteers', 'hours', 'events', 'projects', 'organizations'] as const;
export type AnalyticsMetric = (typeof ANALYTICS_METRICS)[number];

export type AnalyticsFigures = Record<AnalyticsMetric, number>;

/** GET /api/analytics?from=YYYY-MM&to=YYYY-MM&direction=key (all optional). */
export interface AnalyticsQuery {
  from?: string;
  to?: string;
  direction?: DirectionKey;
}

export interface AnalyticsDto {
  from: string | null;
  to: string | null;
  direction: DirectionKey | null;
  totals: AnalyticsFigures;
  /** Every one of the 14 regions, even with zeros, in the reference order. */
  byRegion: (AnalyticsFigures & { regionKey: string; regionId: number; name: string })[];
  byDirection: (Omit<AnalyticsFigures, 'organizations'> & { direction: DirectionKey; name: string })[];
  /** Month by month, oldest first (YYYY-MM). */
  byMonth: (AnalyticsFigures & { month: string })[];
  /** When the aggregates were last computed (ISO UTC). */
  refreshedAt: string | null;
}

/** How far back the analytics go by default and at most. */
export const ANALYTICS_LIMITS = { defaultMonths: 12, maxMonths: 120, refreshSeconds: 600 } as const;
