import type { AnalyticsDto, AnalyticsMetric } from '@hashar/common';
import { useI18n } from '../../i18n';
import { figureText } from './figures';

/** The directions by `metric`, largest first, as labelled bars (a list: read as text). */
export function DirectionBars({ directions, metric }: { directions: AnalyticsDto['byDirection']; metric: AnalyticsMetric }) {
  const i18n = useI18n();
  const sorted = [...directions].sort((a, b) => b[metric] - a[metric] || a.name.localeCompare(b.name));
  const max = Math.max(1, ...sorted.map((d) => d[metric]));
  return (
    <ul className="analytics-bars" data-testid="analytics-directions">
      {sorted.map((d) => (
        <li key={d.direction} className="analytics-bars__item">
          <span className="analytics-bars__name">{d.name}</span>
          <span className="analytics-bars__value">{figureText(i18n, metric, d[metric])}</span>
          <span className="analytics-bars__track" aria-hidden="true">
            <span className="analytics-bars__bar" style={{ width: `${(d[metric] / max) * 100}%` }} />
          </span>
        </li>
      ))}
    </ul>
  );
}
