import { ANALYTICS_METRICS, monthsBetween, shiftMonth, type AnalyticsDto, type AnalyticsFigures, type DirectionKey } from '@hashar/common';

const ZERO: AnalyticsFigures = { volunteers: 0, hours: 0, events: 0, projects: 0, organizations: 0, coursesCompleted: 0 };

/** The figures of a row (hours rounded to tenths), or zeros. */
function figuresOf(row: FigureRow | undefined): AnalyticsFigures {
  if (!row) return { ...ZERO };
  const figures = { ...ZERO };
  for (const metric of ANALYTICS_METRICS) figures[metric] = Number(row[metric]) || 0;
  figures.hours = Math.round(figures.hours * 10) / 10;
  return figures;
}

/** The total line of the figures (hours rounded to tenths), zeros when there is none. */
export const presentTotals = (rows: readonly FigureRow[]): AnalyticsFigures => figuresOf(rows.find((r) => r.dim === 'total'));

/**
 * The analytics answer: every region and direction in reference order and every month of the
 * period, zeros where nothing happened.
 */
export function presentAnalytics(rows: readonly FigureRow[], filter: AnalyticsFilter, reference: AnalyticsReference): AnalyticsDto {
  const line = (dim: FigureRow['dim'], key: string) => rows.find((r) => r.dim === dim && r.key === key);
  const months = Array.from({ length: Math.max(monthsBetween(filter.from, filter.to), 0) }, (_, i) => shiftMonth(filter.from, i));
  return {
    from: filter.from,
    to: filter.to,
    direction: filter.direction,
    totals: presentTotals(rows),
    byRegion: reference.regions.map((r) => ({
      regionKey: r.key,
      regionId: r.id,
      name: r.name,
      ...figuresOf(line('region', String(r.id))),
    })),
    byDirection: reference.directions.map((d) => ({ direction: d.key, name: d.name, ...figuresOf(line('direction', String(d.id))) })),
    byMonth: months.map((month) => ({ month, ...figuresOf(line('month', month)) })),
    refreshedAt: reference.refreshedAt ? new Date(reference.refreshedAt).toISOString() : null,
  };
}

/** One line of figures: the whole period (`total`), or one region id, month (YYYY-MM) or direction id. */
export type FigureRow = AnalyticsFigures & { dim: 'total' | 'region' | 'month' | 'direction'; key: string };

/** What a request asks for: months included (YYYY-MM) and an optional direction key. */
export interface AnalyticsFilter {
  from: string;
  to: string;
  direction: DirectionKey | null;
}

/** The reference lists the answer names: regions and directions, in their order. */
export interface AnalyticsReference {
  regions: { id: number; key: string; name: string }[];
  directions: { id: number; key: DirectionKey; name: string }[];
  refreshedAt: Date | null;
}
