import { MAP_LIST_KINDS, pagePath, type Page } from '@hashar/common';
import { useCallback } from 'react';
import { GeoBar } from '../components/geo/GeoBar';
import { NO_GEO, markersQuery } from '../components/geo/geoState';
import { MarkersMap } from '../components/geo/MarkersMap';
import { SelectField } from '../components/forms';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { useLoad } from '../hooks/useLoad';
import { useI18n } from '../i18n';
import { useSession } from '../session/SessionProvider';
import { ActivityCard, EAGER_CARDS } from './ActivityCard';
import { ListResults, TextSearchFilters, useListState } from './ListParts';
import { pagePerKind } from './pagePerKind';
import { listStateToParams, narrows, parseListState, type ListState } from './listQuery';
import { activityUi, type ActivityUi, type ListConfig, type ListSelect } from './registry';
import type { ActivityCardItem } from './shapes';

/** One of the kind's own choices; options from the API load with the page's language. */
function Select({ spec, value, onChange, idPrefix }: { spec: ListSelect; value: string; onChange: (v: string) => void; idPrefix: string }) {
  const { locale, t } = useI18n();
  const { request } = useSession();
  const loaded = useLoad(
    (signal) => (spec.source ? spec.source(request, locale, signal) : Promise.resolve([])),
    `${locale}|${spec.param}`,
    Boolean(spec.source),
  );
  const options = spec.options ? spec.options.map((o) => ({ value: o.value, label: t(o.label) })) : (loaded.data ?? []);
  return (
    <SelectField id={`${idPrefix}-${spec.param}`} label={t(spec.label)} value={value} onValueChange={onChange}>
      {spec.all && <option value="">{t(spec.all)}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </SelectField>
  );
}

/** The filters: text (applied on "Найти"), directions, region and the kind's own choices (applied at once). */
function KindFilters({
  entry,
  config,
  state,
  onChange,
  onReset,
}: {
  entry: ActivityUi;
  config: ListConfig;
  state: ListState;
  onChange: (change: Partial<ListState>) => void;
  onReset: () => void;
}) {
  const { t } = useI18n();
  const id = entry.info.kind;
  return (
    <TextSearchFilters
      id={id}
      label={t(config.title)}
      submitLabel={t('events.filters.search')}
      toggleKeys={{ show: 'events.filters.show', hide: 'events.filters.hide' }}
      resetLabel={t('events.filters.reset')}
      searchLabel={t('events.filters.q')}
      state={state}
      onChange={onChange}
      narrowed={narrows(state, config.selects)}
      onReset={onReset}
      testId="list-filters"
    >
      {config.selects.map((spec) => (
        <Select
          key={spec.param}
          spec={spec}
          idPrefix={id}
          value={state.selects[spec.param] ?? ''}
          onChange={(v) => onChange({ selects: { ...state.selects, [spec.param]: v } })}
        />
      ))}
    </TextSearchFilters>
  );
}

/** `/{locale}/<kind's list>`: the kind's approved items with filters in the query string, a count and pages. */
function ActivityListPage({ entry, config }: { entry: ActivityUi; config: ListConfig }) {
  const { locale, t } = useI18n();
  const { request, token } = useSession();
  const parse = useCallback((params: URLSearchParams) => parseListState(params, config.selects), [config.selects]);
  const resultsId = `${entry.info.kind}-results`;
  const { state, go, change, toPage } = useListState(parse, listStateToParams, resultsId);
  useDocumentTitle(t(config.title));
  const withMap = (MAP_LIST_KINDS as readonly string[]).includes(entry.info.api);
  const mapView = withMap && state.view === 'map';
  const apiParams = listStateToParams(state, 'api');
  const apiQuery = apiParams.toString();
  const list = useLoad(
    (signal) => request<Page<ActivityCardItem>>(`/api/${entry.info.api}${apiQuery ? `?${apiQuery}` : ''}`, { signal }),
    `${locale}|${token ?? ''}|${apiQuery}`,
    !mapView,
  );
  const reset = () => go({ q: '', directions: [], region: null, organization: null, selects: {}, page: 1, ...NO_GEO, view: state.view });
  const filtered = narrows(state, config.selects);

  return (
    <section className="events-page" data-testid={`${entry.info.kind}-list`}>
      <h1 className="events-page__title">{t(config.title)}</h1>
      {config.intro && <p className="events-page__intro">{t(config.intro)}</p>}
      <KindFilters entry={entry} config={config} state={state} onChange={change} onReset={reset} />
      {withMap && <GeoBar idPrefix={entry.info.kind} geo={state} regionId={state.region} onChange={change} />}
      {mapView ? (
        <MarkersMap
          api={entry.info.api}
          query={markersQuery(apiParams)}
          href={(m) => pagePath(locale, entry.info.pages.view, { id: m.id })}
          near={state.near}
          radiusKm={state.radiusKm}
        />
      ) : (
        <ListResults
          id={resultsId}
          label={t('events.list.results')}
          list={list}
          page={state.page}
          found={config.found}
          empty={t(filtered ? 'events.list.emptyFiltered' : config.empty)}
          filtered={filtered}
          resetLabel={t('events.filters.reset')}
          onReset={reset}
          onPage={toPage}
          renderItem={(item, index) => <ActivityCard entry={entry} item={item} eager={index < EAGER_CARDS} />}
        />
      )}
    </section>
  );
}

/** The route's list page of a kind with a list of its own. */
export const activityListPage = pagePerKind((kind) => {
  const entry = activityUi(kind);
  if (!entry.list) throw new Error(`${kind} has no list page of its own`);
  return <ActivityListPage entry={entry} config={entry.list} />;
});
