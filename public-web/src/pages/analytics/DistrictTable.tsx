import type { AnalyticsDistrictRow } from '@hashar/common';
import { useI18n } from '../../i18n';
import { FiguresTable } from './FiguresTable';

/**
 * The chosen region's districts × every figure (AnalyticsDto.byDistrict, the records without a
 * district last): shown as it is, since the region was asked for; it scrolls sideways on a phone.
 */
export function DistrictTable({
  districts,
  regionName,
  period,
}: {
  districts: readonly AnalyticsDistrictRow[];
  regionName: string;
  period: string;
}) {
  const { t } = useI18n();
  const caption = t('analytics.districtCaption', { region: regionName, period });
  return (
    <div className="analytics-table">
      <p className="analytics-table__caption" aria-hidden="true">
        {caption}
      </p>
      <div className="analytics-table__scroll" data-testid="analytics-districts">
        <FiguresTable
          caption={caption}
          captionHidden
          nameHeader={t('analytics.district')}
          lines={districts.map((d) => ({ key: d.districtId === null ? 'none' : String(d.districtId), name: d.name, figures: d }))}
          rowAttribute="data-district"
        />
      </div>
    </div>
  );
}
