import { ANALYTICS_LIMITS, ANALYTICS_METRICS, analyticsPeriod, type AnalyticsDto, type DirectionKey } from '@hashar/common';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Empty, LoadError, Loading } from '../../components/LoadState';
import { SelectField, TextField } from '../../components/forms';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { formatDateTime } from '../../i18n/dates';
import { useSession } from '../../session/SessionProvider';
import { DirectionBars } from '../analytics/DirectionBars';
import { MonthChart } from '../analytics/MonthChart';
import { DistrictTable } from '../analytics/DistrictTable';
import { RegionTable } from '../analytics/RegionTable';
import { UzbekistanMap } from '../analytics/UzbekistanMap';
import {
  analyticsApiQuery,
  analyticsStateToParams,
  parseAnalyticsState,
  periodProblem,
  type AnalyticsState,
} from '../analytics/analyticsQuery';
import { figureText, monthLabel } from '../analytics/figures';
import '../analytics/analytics.css';
import { InfoArticle } from './InfoArticle';
import { numberFormat } from '../../i18n/numbers';

/** Period (months), direction and region, applied as soon as they change and are valid; kept in the URL. */
function AnalyticsFilters({
  state,
  directions,
  regions,
  onChange,
}: {
  state: AnalyticsState;
  directions: AnalyticsDto['byDirection'];
  regions: AnalyticsDto['byRegion'];
  onChange: (change: Partial<AnalyticsState>) => void;
}) {
  const { t } = useI18n();
  const shown = analyticsPeriod(state);
  const [from, setFrom] = useState(shown.from);
  const [to, setTo] = useState(shown.to);
  useEffect(() => setFrom(shown.from), [shown.from]);
  useEffect(() => setTo(shown.to), [shown.to]);
  const problem = periodProblem(from || null, to || null);
  const change = (nextFrom: string, nextTo: string) => {
    setFrom(nextFrom);
    setTo(nextTo);
    if (nextFrom && nextTo && !periodProblem(nextFrom, nextTo)) onChange({ from: nextFrom, to: nextTo });
  };
  const error = problem ? t(`analytics.${problem}`, { max: ANALYTICS_LIMITS.maxMonths }) : undefined;
  return (
    <form className="analytics-filters" aria-label={t('analytics.filtersLabel')} onSubmit={(event) => event.preventDefault()}>
      <TextField
        id="analytics-from"
        type="month"
        label={t('analytics.from')}
        value={from}
        min="2000-01"
        max={to}
        onValueChange={(value) => change(value, to)}
        error={problem === 'periodLong' ? error : undefined}
      />
      <TextField
        id="analytics-to"
        type="month"
        label={t('analytics.to')}
        value={to}
        min={from}
        onValueChange={(value) => change(from, value)}
        error={problem === 'periodOrder' ? error : undefined}
      />
      <SelectField
        id="analytics-direction"
        label={t('analytics.direction')}
        value={state.direction ?? ''}
        onValueChange={(value) => onChange({ direction: (value || null) as DirectionKey | null })}
      >
        <option value="">{t('analytics.allDirections')}</option>
        {directions.map((d) => (
          <option key={d.direction} value={d.direction}>
            {d.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="analytics-region"
        label={t('analytics.regionFilter')}
        value={state.region === null ? '' : String(state.region)}
        onValueChange={(value) => onChange({ region: value ? Number(value) : null })}
      >
        <option value="">{t('analytics.allRegions')}</option>
        {regions.map((r) => (
          <option key={r.regionId} value={String(r.regionId)}>
            {r.name}
          </option>
        ))}
      </SelectField>
      <button
        type="button"
        className="btn btn--secondary analytics-filters__reset"
        onClick={() => onChange({ from: null, to: null, direction: null, region: null })}
      >
        {t('analytics.reset')}
      </button>
    </form>
  );
}

/** burger/analytics: the platform's figures — totals, a map of the regions, directions and months — with filters and a CSV. */
export default function AnalyticsPage() {
  const i18n = useI18n();
  const { t, locale } = i18n;
  const { request } = useSession();
  const [params, setParams] = useSearchParams();
  const state = parseAnalyticsState(params);
  const query = analyticsApiQuery(state);
  const loaded = useLoad(
    (signal) => request<{ data: AnalyticsDto }>(`/api/analytics${query ? `?${query}` : ''}`, { signal }).then((r) => r.data),
    `${locale}|${query}`,
  );
  const change = (c: Partial<AnalyticsState>) => setParams(analyticsStateToParams({ ...state, ...c }));
  const data = loaded.data;
  const period = data ? `${monthLabel(i18n, data.from ?? '')} — ${monthLabel(i18n, data.to ?? '')}` : '';
  const csv = `/api/analytics.csv?${new URLSearchParams([...new URLSearchParams(query), ['locale', locale]]).toString()}`;
  const empty = data && ANALYTICS_METRICS.every((m) => data.totals[m] === 0);
  const number = numberFormat(locale, { maximumFractionDigits: 1 });
  const region = data?.byDistrict && data.byRegion.find((r) => r.regionId === state.region);

  return (
    <InfoArticle title={t('analytics.title')} lead={t('analytics.lead')}>
      <AnalyticsFilters state={state} directions={data?.byDirection ?? []} regions={data?.byRegion ?? []} onChange={change} />
      {!data && loaded.status === 'loading' ? <Loading /> : null}
      {loaded.status === 'error' ? (
        <LoadError onRetry={loaded.reload} message={loaded.errorStatus === 400 ? (loaded.errorMessage ?? undefined) : undefined} />
      ) : null}
      {data ? (
        <div className="analytics" aria-busy={loaded.status === 'loading'} data-testid="analytics">
          <p className="analytics__meta">
            <span data-testid="analytics-updated">
              {data.refreshedAt ? t('analytics.updated', { time: formatDateTime(locale, data.refreshedAt) }) : t('analytics.notUpdated')}
            </span>
            <a className="btn btn--secondary analytics__csv" href={csv} download data-testid="analytics-csv">
              {t('analytics.csv')}
            </a>
          </p>
          {data.direction ? <p className="analytics__note">{t('analytics.peopleNote')}</p> : null}
          <section aria-labelledby="analytics-totals">
            <h2 id="analytics-totals" className="visually-hidden">
              {t('analytics.totalsLabel')}: {period}
            </h2>
            <ul className="analytics-totals" data-testid="analytics-totals">
              {ANALYTICS_METRICS.map((m) => (
                <li key={m} className="analytics-totals__item" data-metric={m}>
                  <span className="analytics-totals__value">{number.format(data.totals[m])}</span>
                  <span className="analytics-totals__label">
                    {figureText(i18n, m, data.totals[m]).replace(/^[\d\s\u00a0\u202f.,]+/, '')}
                  </span>
                </li>
              ))}
            </ul>
          </section>
          {empty ? <Empty>{t('analytics.empty')}</Empty> : null}
          <section aria-labelledby="analytics-map-title">
            <h2 id="analytics-map-title">{t('analytics.mapTitle')}</h2>
            <div className="analytics-metrics" role="group" aria-label={t('analytics.metricLabel')}>
              {ANALYTICS_METRICS.map((m) => (
                <button
                  key={m}
                  type="button"
                  className={`analytics-metrics__button${state.metric === m ? ' is-active' : ''}`}
                  aria-pressed={state.metric === m}
                  onClick={() => change({ metric: m })}
                >
                  {t(`analytics.metric.${m}`)}
                </button>
              ))}
            </div>
            <p className="analytics__hint">{t('analytics.mapHint')}</p>
            <UzbekistanMap regions={data.byRegion} metric={state.metric} />
            <RegionTable data={data} period={period} />
          </section>
          {region && data.byDistrict ? (
            <section aria-labelledby="analytics-districts-title">
              <h2 id="analytics-districts-title">{t('analytics.byDistrict', { region: region.name })}</h2>
              <p className="analytics__note">{t('analytics.byDistrictNote')}</p>
              <DistrictTable districts={data.byDistrict} regionName={region.name} period={period} />
            </section>
          ) : null}
          <section aria-labelledby="analytics-directions-title">
            <h2 id="analytics-directions-title">{t('analytics.byDirection')}</h2>
            <p className="analytics__note">{t('analytics.byDirectionNote')}</p>
            <DirectionBars directions={data.byDirection} metric={state.metric} />
          </section>
          <section aria-labelledby="analytics-months-title">
            <h2 id="analytics-months-title">{t('analytics.byMonth')}</h2>
            <MonthChart months={data.byMonth} metric={state.metric} period={period} />
          </section>
        </div>
      ) : null}
    </InfoArticle>
  );
}
