import { ANALYTICS_DISTRICT_TEXTS, ANALYTICS_METRICS, type AnalyticsDto, type Locale } from '@hashar/common';
import { translate, type MessageKey } from '../../i18n';
import { toCsv } from '../participation/roster';

/**
 * The analytics as CSV (`;`, UTF-8 BOM, formulas defused): one line per region, then per district
 * of the chosen region (when there is one), then per direction, then per month.
 */
export function analyticsCsv(dto: AnalyticsDto, locale: Locale): string {
  const t = (key: MessageKey) => translate(locale, key);
  const header = [t('analytics_csv_section'), t('analytics_csv_name'), ...ANALYTICS_METRICS.map((m) => t(`analytics_metric_${m}`))];
  return toCsv([
    header,
    ...dto.byRegion.map((r) => [t('analytics_csv_region'), r.name, ...ANALYTICS_METRICS.map((m) => r[m])]),
    ...(dto.byDistrict ?? []).map((d) => [ANALYTICS_DISTRICT_TEXTS[locale].section, d.name, ...ANALYTICS_METRICS.map((m) => d[m])]),
    ...dto.byDirection.map((d) => [t('analytics_csv_direction'), d.name, ...ANALYTICS_METRICS.map((m) => d[m])]),
    ...dto.byMonth.map((row) => [t('analytics_csv_month'), row.month, ...ANALYTICS_METRICS.map((m) => row[m])]),
  ]);
}
