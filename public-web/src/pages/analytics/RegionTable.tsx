import type { AnalyticsDto } from '@hashar/common';
import { useId, useState } from 'react';
import { useI18n } from '../../i18n';
import { FiguresTable } from './FiguresTable';

/**
 * Every region × every figure: always in the page for screen readers (visually hidden), shown
 * to everyone by the toggle; it scrolls sideways on a phone.
 */
export function RegionTable({ data, period }: { data: AnalyticsDto; period: string }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="analytics-table">
      <button type="button" className="btn btn--secondary" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {t(open ? 'analytics.tableHide' : 'analytics.tableShow')}
      </button>
      <div id={id} className={open ? 'analytics-table__scroll' : 'visually-hidden'} data-testid="analytics-table">
        <FiguresTable
          caption={t('analytics.tableCaption', { period })}
          nameHeader={t('analytics.region')}
          lines={data.byRegion.map((r) => ({ key: r.regionKey, name: r.name, figures: r }))}
          rowAttribute="data-region"
        />
      </div>
    </div>
  );
}
