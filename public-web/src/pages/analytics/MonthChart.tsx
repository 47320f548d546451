import type { AnalyticsDto, AnalyticsMetric } from '@hashar/common';
import { useI18n } from '../../i18n';
import { figureText, monthLabel } from './figures';

const W = 640;
const H = 220;
const PAD = { top: 12, right: 8, bottom: 28, left: 8 };

/**
 * `metric` month by month as SVG bars, scaled to its box (the SVG keeps its proportions on a
 * phone). role="img" with a summary (total, busiest month); each bar has its own title.
 */
export function MonthChart({ months, metric, period }: { months: AnalyticsDto['byMonth']; metric: AnalyticsMetric; period: string }) {
  const i18n = useI18n();
  const { t } = i18n;
  const max = Math.max(0, ...months.map((m) => m[metric]));
  const peak = months.find((m) => m[metric] === max);
  const total = months.reduce((sum, m) => sum + m[metric], 0);
  const metricName = t(`analytics.metric.${metric}`);
  const summary =
    peak && max > 0
      ? t('analytics.monthChart', {
          metric: metricName,
          period,
          total: figureText(i18n, metric, Math.round(total * 10) / 10),
          peak: figureText(i18n, metric, max),
          month: monthLabel(i18n, peak.month),
        })
      : t('analytics.monthChartEmpty', { metric: metricName, period });
  const slot = (W - PAD.left - PAD.right) / Math.max(months.length, 1);
  const barW = Math.max(slot * 0.7, 1);
  const plotH = H - PAD.top - PAD.bottom;
  // At most ~12 labels, counted back from the last month so it is always labelled.
  const every = Math.ceil(months.length / 12);
  return (
    <figure className="analytics-months">
      <svg viewBox={`0 0 ${W} ${H}`} className="analytics-months__svg" role="img" aria-label={summary} data-testid="analytics-months">
        <line className="analytics-months__axis" x1={PAD.left} x2={W - PAD.right} y1={H - PAD.bottom} y2={H - PAD.bottom} />
        {months.map((m, i) => {
          const h = max > 0 ? (m[metric] / max) * plotH : 0;
          return (
            <rect
              key={m.month}
              className="analytics-months__bar"
              x={PAD.left + i * slot + (slot - barW) / 2}
              y={H - PAD.bottom - h}
              width={barW}
              height={Math.max(h, m[metric] > 0 ? 1 : 0)}
              rx={2}
            >
              <title>{`${monthLabel(i18n, m.month)}: ${figureText(i18n, metric, m[metric])}`}</title>
            </rect>
          );
        })}
        {months.map((m, i) =>
          (months.length - 1 - i) % every === 0 ? (
            <text key={`l-${m.month}`} className="analytics-months__label" x={PAD.left + i * slot + slot / 2} y={H - 8} textAnchor="middle">
              {t(`analytics.m${Number(m.month.slice(5, 7))}` as 'analytics.m1')}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption className="analytics-months__caption">{summary}</figcaption>
    </figure>
  );
}
