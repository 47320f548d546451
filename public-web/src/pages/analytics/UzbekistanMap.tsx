import type { AnalyticsDto, AnalyticsMetric } from '@hashar/common';
import { useState } from 'react';
import { useI18n } from '../../i18n';
import { figuresText, shadeOf } from './figures';
import { MAP_VIEWBOX, REGION_SHAPES } from './regionShapes';
import { numberFormat } from '../../i18n/numbers';

type Region = AnalyticsDto['byRegion'][number];

const SHADES = 5;

/**
 * The 14 regions shaded by `metric`, each a focusable shape named with all its figures; hover,
 * focus or a tap shows them in the box below (announced politely). A legend gives the shades'
 * ranges. The regions' table (RegionTable) is the screen readers' full alternative.
 */
export function UzbekistanMap({ regions, metric }: { regions: Region[]; metric: AnalyticsMetric }) {
  const i18n = useI18n();
  const { t } = i18n;
  const [active, setActive] = useState<string | null>(null);
  const max = Math.max(0, ...regions.map((r) => r[metric]));
  const shown = regions.find((r) => r.regionKey === active) ?? null;
  const metricName = t(`analytics.metric.${metric}`);
  // Tashkent city is drawn last: it sits inside its region.
  const ordered = [...regions].sort((a, b) => Number(a.regionKey === 'tashkent-city') - Number(b.regionKey === 'tashkent-city'));
  return (
    <div className="analytics-map">
      <svg
        className="analytics-map__svg"
        viewBox={MAP_VIEWBOX}
        role="group"
        aria-label={t('analytics.mapLabel', { metric: metricName })}
        data-testid="analytics-map"
      >
        {ordered.map((region) =>
          REGION_SHAPES[region.regionKey] ? (
            <path
              key={region.regionKey}
              d={REGION_SHAPES[region.regionKey]}
              className={`analytics-map__region analytics-shade-${shadeOf(region[metric], max)}${active === region.regionKey ? ' is-active' : ''}`}
              tabIndex={0}
              role="img"
              aria-label={t('analytics.regionFigures', { name: region.name, figures: figuresText(i18n, region) })}
              data-region={region.regionKey}
              onMouseEnter={() => setActive(region.regionKey)}
              onFocus={() => setActive(region.regionKey)}
              onClick={() => setActive(region.regionKey)}
            />
          ) : null,
        )}
      </svg>
      <Legend max={max} metricName={metricName} />
      <p className="analytics-map__details" aria-live="polite" data-testid="analytics-region-details">
        {shown ? (
          <>
            <strong>{shown.name}</strong>: {figuresText(i18n, shown)}
          </>
        ) : (
          t('analytics.detailsEmpty')
        )}
      </p>
    </div>
  );
}

/** The shades and the range each stands for. */
function Legend({ max, metricName }: { max: number; metricName: string }) {
  const { t, locale } = useI18n();
  const number = numberFormat(locale, { maximumFractionDigits: 1 });
  // Shade i stands for the values in (max·i/5, max·(i+1)/5] (shadeOf): the first reads "up to …".
  const bounds = Array.from({ length: SHADES }, (_, i) => [(max * i) / SHADES, (max * (i + 1)) / SHADES] as const);
  return (
    <div className="analytics-legend">
      <span className="analytics-legend__title">{t('analytics.legend', { metric: metricName })}</span>
      <ul className="analytics-legend__list">
        <li>
          <span className="analytics-legend__swatch analytics-shade--1" aria-hidden="true" /> {t('analytics.legendZero')}
        </li>
        {max > 0
          ? bounds.map(([low, high], i) => (
              <li key={i}>
                <span className={`analytics-legend__swatch analytics-shade-${i}`} aria-hidden="true" />{' '}
                {i === 0 ? t('analytics.legendUpTo', { value: number.format(high) }) : `${number.format(low)}–${number.format(high)}`}
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
