import type { DirectionKey } from './directions';
import type { Locale } from './locales';
import { toTashkentInput } from './time';

/**
 * Public analytics (burger/analytics) and the CRM dashboard's charts: figures by region,
 * direction and month, computed from materialised aggregates refreshed by a job.
 * docs/points-economy-api.md describes the calls.
 */

/** The figures every view shows (coursesCompleted: completions of academy courses, in the volunteer's region). */
export const ANALYTICS_METRICS = ['volunteers', 'hours', 'events', 'projects', 'organizations', 'coursesCompleted'] as const;
export type AnalyticsMetric = (typeof ANALYTICS_METRICS)[number];

export type AnalyticsFigures = Record<AnalyticsMetric, number>;

/** GET /api/analytics?from=YYYY-MM&to=YYYY-MM&direction=key&region=id (all optional; region only on the public call). */
export interface AnalyticsQuery {
  from?: string;
  to?: string;
  direction?: DirectionKey;
  /** A region's id: the answer adds `byDistrict`, that region's figures by district. */
  region?: number;
}

/** One district's line of a region's analytics (`districtId` null: the records with no district). */
export type AnalyticsDistrictRow = AnalyticsFigures & { districtId: number | null; name: string };

/** The name of the line of records without a district, and the CSV's section of district lines. */
export const ANALYTICS_DISTRICT_TEXTS: Record<Locale, { none: string; section: string }> = {
  ru: { none: 'Без района', section: 'Район' },
  uz: { none: 'Tumansiz', section: 'Tuman' },
};

export interface AnalyticsDto {
  from: string | null;
  to: string | null;
  /**
   * A direction filter narrows volunteers and organizations by the directions named in their
   * profile (they have no activity). In the CRM call, volunteers are the distinct volunteers with
   * verified hours in the organization's activities (of that direction, when one is chosen), and
   * coursesCompleted the completions of the organization's own courses.
   */
  direction: DirectionKey | null;
  totals: AnalyticsFigures;
  /** Every one of the 14 regions, even with zeros, in the reference order. */
  byRegion: (AnalyticsFigures & { regionKey: string; regionId: number; name: string })[];
  /** Organizations by the directions their profile names (the CRM's own figures: 0). */
  byDirection: (AnalyticsFigures & { direction: DirectionKey; name: string })[];
  /**
   * Only when a region is chosen (`region=`; absent otherwise and in the CRM call): that region's
   * figures by district — every active district of the region in the reference order (zeros
   * included; an inactive one only while it has figures), then one line (`districtId` null,
   * ANALYTICS_DISTRICT_TEXTS' `none`) for the records with no district. The lines add up to the
   * region's line of `byRegion`. An unknown region id gives an empty list.
   * The district of a figure: the activity's (hours, events, projects), the organization's, the
   * volunteer's account's (volunteers, coursesCompleted).
   */
  byDistrict?: AnalyticsDistrictRow[];
  /** Month by month, oldest first (YYYY-MM). */
  byMonth: (AnalyticsFigures & { month: string })[];
  /** When the aggregates were last computed (ISO UTC). */
  refreshedAt: string | null;
}

/** How far back the analytics go by default and at most. */
export const ANALYTICS_LIMITS = { defaultMonths: 12, maxMonths: 120, refreshSeconds: 600 } as const;

/** A month of the analytics filters: `YYYY-MM`, years 2000–2099. */
export const ANALYTICS_MONTH_PATTERN = /^20\d\d-(0[1-9]|1[0-2])$/;

/** The month `count` months after `month` (negative: before), `YYYY-MM`. */
export function shiftMonth(month: string, count: number): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (mon - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** How many months from `from` to `to`, both included (0 or less when from is after to). */
export const monthsBetween = (from: string, to: string): number => {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return ty * 12 + tm - (fy * 12 + fm) + 1;
};

/** The Tashkent month of an instant (default now), `YYYY-MM`. */
export const tashkentMonth = (at: Date = new Date()): string => toTashkentInput(at).slice(0, 7);

/**
 * The period a request asks for, months included: `to` defaults to the current Tashkent month,
 * `from` to ANALYTICS_LIMITS.defaultMonths back from `to`. No validation (the API checks first).
 */
export function analyticsPeriod(query: { from?: string | null; to?: string | null }, now: Date = new Date()): { from: string; to: string } {
  const to = query.to || tashkentMonth(now);
  return { from: query.from || shiftMonth(to, 1 - ANALYTICS_LIMITS.defaultMonths), to };
}

/** GET /api/analytics and /api/crm/analytics. */
export interface AnalyticsResponse {
  data: AnalyticsDto;
}
