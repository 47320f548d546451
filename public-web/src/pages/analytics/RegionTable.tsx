import { ANALYTICS_METRICS, type AnalyticsDto } from '@hashar/common';
import { useId, useState } from 'react';
import { useI18n } from '../../i18n';
import { numberFormat } from '../../i18n/numbers';

/**
 * Every region × every figure: always in the page for screen readers (visually hidden), shown
 * to everyone by the toggle; it scrolls sideways on a phone.
 */
export function RegionTable({ data, period }: { data: AnalyticsDto; period: string }) {
  const { t, locale } = useI18n();
  const [open, setOpen] = useState(false);
  const id = useId();
  const number = numberFormat(locale, { maximumFractionDigits: 1 });
  return (
    <div className="analytics-table">
      <button type="button" className="btn btn--secondary" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {t(open ? 'analytics.tableHide' : 'analytics.tableShow')}
      </button>
      <div id={id} className={open ? 'analytics-table__scroll' : 'visually-hidden'} data-testid="analytics-table">
        <table>
          <caption>{t('analytics.tableCaption', { period })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('analytics.region')}</th>
              {ANALYTICS_METRICS.map((m) => (
                <th scope="col" key={m}>
                  {t(`analytics.metric.${m}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.byRegion.map((r) => (
              <tr key={r.regionKey} data-region={r.regionKey}>
                <th scope="row">{r.name}</th>
                {ANALYTICS_METRICS.map((m) => (
                  <td key={m}>{number.format(r[m])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
