import type { Page } from '@hashar/common';
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { eventsApi } from '../api/events';
import { Empty, LoadError, Loading } from '../components/LoadState';
import { Pager } from '../components/Pager';
import { SelectField, TextField } from '../components/forms';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { useLoad } from '../hooks/useLoad';
import { useI18n } from '../i18n';
import { useSession } from '../session/SessionProvider';
import { ActivityCard } from './ActivityCard';
import { DirectionToggles, RegionSelect } from './FilterParts';
import { pagePerKind } from './pagePerKind';
import { listStateToParams, narrows, parseListState, type ListState } from './listQuery';
import { activityUi, type ActivityUi, type ListConfig, type ListSelect } from './registry';
import type { ActivityCardItem } from './shapes';
import './events.css';

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
function ListFilters({
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
  const { t, locale } = useI18n();
  const { request } = useSession();
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState(state.q);
  useEffect(() => setQ(state.q), [state.q]);
  const directions = useLoad((signal) => eventsApi.directions(request, { signal }).then((r) => r.data), locale);
  const regions = useLoad((signal) => eventsApi.regions(request, { signal }).then((r) => r.data), locale);
  const id = entry.info.kind;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: q.trim() });
  };
  return (
    <form
      className={`filters${open ? ' filters--open' : ''}`}
      role="search"
      aria-label={t(config.title)}
      onSubmit={submit}
      data-testid="list-filters"
    >
      <div className="filters__bar">
        <TextField
          id={`${id}-q`}
          type="search"
          className="filters__q"
          label={t('events.filters.q')}
          value={q}
          maxLength={200}
          onValueChange={setQ}
        />
        <button type="submit" className="btn btn--primary filters__submit">
          {t('events.filters.search')}
        </button>
        <button
          type="button"
          className="btn btn--secondary filters__toggle"
          aria-expanded={open}
          aria-controls={`${id}-filters-panel`}
          onClick={() => setOpen((o) => !o)}
        >
          {t(open ? 'events.filters.hide' : 'events.filters.show')}
        </button>
      </div>
      <div id={`${id}-filters-panel`} className="filters__panel">
        <DirectionToggles
          directions={directions.data ?? []}
          selected={state.directions}
          onChange={(ids) => onChange({ directions: ids })}
        />
        <div className="filters__fields">
          <RegionSelect id={`${id}-region`} regions={regions.data ?? []} value={state.region} onChange={(region) => onChange({ region })} />
          {config.selects.map((spec) => (
            <Select
              key={spec.param}
              spec={spec}
              idPrefix={id}
              value={state.selects[spec.param] ?? ''}
              onChange={(v) => onChange({ selects: { ...state.selects, [spec.param]: v } })}
            />
          ))}
        </div>
        {narrows(state, config.selects) && (
          <button type="button" className="btn btn--link filters__reset" onClick={onReset}>
            {t('events.filters.reset')}
          </button>
        )}
      </div>
    </form>
  );
}

/** `/{locale}/<kind's list>`: the kind's approved items with filters in the query string, a count and pages. */
function ActivityListPage({ entry, config }: { entry: ActivityUi; config: ListConfig }) {
  const { locale, t, plural } = useI18n();
  const { request, token } = useSession();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListState(params, config.selects), [params, config.selects]);
  useDocumentTitle(t(config.title));
  const query = listStateToParams(state).toString();
  const list = useLoad(
    (signal) => request<Page<ActivityCardItem>>(`/api/${entry.info.api}${query ? `?${query}` : ''}`, { signal }),
    `${locale}|${token ?? ''}|${query}`,
  );
  const go = useCallback((next: ListState) => setParams(listStateToParams(next)), [setParams]);
  const change = (c: Partial<ListState>) => go({ ...state, ...c, page: c.page ?? 1 });
  const reset = () => go({ q: '', directions: [], region: null, organization: null, selects: {}, page: 1 });
  const resultsId = `${entry.info.kind}-results`;
  const toPage = (page: number) => {
    go({ ...state, page });
    document.getElementById(resultsId)?.focus();
  };
  const filtered = narrows(state, config.selects);
  const page = list.data;

  return (
    <section className="events-page" data-testid={`${entry.info.kind}-list`}>
      <h1 className="events-page__title">{t(config.title)}</h1>
      {config.intro && <p className="events-page__intro">{t(config.intro)}</p>}
      <ListFilters entry={entry} config={config} state={state} onChange={change} onReset={reset} />
      <div
        id={resultsId}
        className="events-page__results"
        role="region"
        aria-label={t('events.list.results')}
        tabIndex={-1}
        aria-busy={list.status === 'loading'}
      >
        {page && (
          <p className="events-page__count" role="status" data-testid="list-count">
            {plural(config.found, page.total)}
          </p>
        )}
        {list.status === 'error' && <LoadError onRetry={list.reload} />}
        {list.status === 'loading' && !page && <Loading />}
        {page && page.total === 0 && list.status !== 'error' && (
          <Empty
            action={
              filtered ? (
                <button type="button" className="btn btn--secondary" onClick={reset}>
                  {t('events.filters.reset')}
                </button>
              ) : undefined
            }
          >
            {t(filtered ? 'events.list.emptyFiltered' : config.empty)}
          </Empty>
        )}
        {page && page.total > 0 && (
          <>
            <h2 className="visually-hidden">{t('events.list.results')}</h2>
            <ul className="card-grid">
              {page.data.map((item) => (
                <li key={item.id}>
                  <ActivityCard entry={entry} item={item} />
                </li>
              ))}
            </ul>
            <Pager page={state.page} total={page.total} perPage={page.perPage} onPage={toPage} />
          </>
        )}
      </div>
    </section>
  );
}

/** The route's list page of a kind with a list of its own. */
export const activityListPage = pagePerKind((kind) => {
  const entry = activityUi(kind);
  if (!entry.list) throw new Error(`${kind} has no list page of its own`);
  return <ActivityListPage entry={entry} config={entry.list} />;
});
