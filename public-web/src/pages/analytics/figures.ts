import { ANALYTICS_METRICS, type AnalyticsFigures, type AnalyticsMetric } from '@hashar/common';
import type { I18n } from '../../i18n';

/** A figure with its noun: "1 234 волонтёра", "12,5 подтверждённых часа". */
export const figureText = ({ plural }: Pick<I18n, 'plural'>, metric: AnalyticsMetric, value: number): string =>
  plural(`analytics.count.${metric}`, value);

/** Every figure of a line, for a region's label and details: "3 волонтёра, 12 подтверждённых часов, …". */
export const figuresText = (i18n: Pick<I18n, 'plural'>, figures: AnalyticsFigures): string =>
  ANALYTICS_METRICS.map((metric) => figureText(i18n, metric, figures[metric])).join(', ');

/** The shade (0–4) of a value against the largest one; -1 for nothing. */
export const shadeOf = (value: number, max: number): number =>
  value <= 0 || max <= 0 ? -1 : Math.min(4, Math.ceil((value / max) * 5) - 1);

/** "янв 2026" / "yan 2026" from YYYY-MM. */
export const monthLabel = ({ t }: Pick<I18n, 't'>, month: string): string =>
  `${t(`analytics.m${Number(month.slice(5, 7))}` as 'analytics.m1')} ${month.slice(0, 4)}`;
