import type { Page } from '@hashar/common';
import { useCallback, useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { eventsApi } from '../api/events';
import { Empty, LoadError, Loading } from '../components/LoadState';
import { Pager } from '../components/Pager';
import { TextField } from '../components/forms';
import { useLoad, type Loaded } from '../hooks/useLoad';
import { useI18n, type MessageKey } from '../i18n';
import { useSession } from '../session/SessionProvider';
import { DistrictSelect } from '../components/geo/DistrictSelect';
import { DirectionToggles, RegionSelect } from './FilterParts';
import './events.css';
import { totalCount } from '../i18n/numbers';

/** What every list's state holds: directions, region (and its district, on the lists that filter by it) and the page. */
export interface ListBase {
  directions: number[];
  region: number | null;
  district?: number | null;
  page: number;
}

/** A list page's state kept in the query string: `change` goes back to page 1, `toPage` focuses the results. */
export function useListState<S extends { page: number }>(
  parse: (params: URLSearchParams) => S,
  toParams: (s: S) => URLSearchParams,
  resultsId: string,
) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parse(params), [params, parse]);
  const go = useCallback((next: S) => setParams(toParams(next)), [setParams, toParams]);
  const change = (c: Partial<S>) => go({ ...state, ...c, page: c.page ?? 1 });
  const toPage = (page: number) => {
    go({ ...state, page });
    document.getElementById(resultsId)?.focus();
  };
  return { state, query: toParams(state).toString(), go, change, toPage };
}

/** The shared filters a list may leave out (news have neither, publications no directions nor district). */
type SharedFilter = 'directions' | 'region' | 'district';

/** The filters form: the search field (applied on submit), directions, region, the page's own fields and a reset. */
export function ListFilters({
  id,
  label,
  submitLabel,
  toggleKeys,
  resetLabel,
  search,
  onSubmit,
  state,
  onChange,
  narrowed,
  onReset,
  testId,
  without = [],
  children,
}: {
  id: string;
  label: string;
  submitLabel: string;
  toggleKeys: { show: MessageKey; hide: MessageKey };
  resetLabel: string;
  search: ReactNode;
  onSubmit: () => void;
  state: Partial<Omit<ListBase, 'page'>>;
  onChange: (change: Partial<ListBase>) => void;
  narrowed: boolean;
  onReset: () => void;
  testId?: string;
  without?: readonly SharedFilter[];
  children: ReactNode;
}) {
  const { t, locale } = useI18n();
  const { request } = useSession();
  const [open, setOpen] = useState(false);
  const withDirections = !without.includes('directions');
  const withRegion = !without.includes('region');
  const withDistrict = withRegion && !without.includes('district') && 'district' in state;
  const directions = useLoad((signal) => eventsApi.directions(request, { signal }).then((r) => r.data), locale, withDirections);
  const regions = useLoad((signal) => eventsApi.regions(request, { signal }).then((r) => r.data), locale, withRegion);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className={`filters${open ? ' filters--open' : ''}`} role="search" aria-label={label} onSubmit={submit} data-testid={testId}>
      <div className="filters__bar">
        {search}
        <button type="submit" className="btn btn--primary filters__submit">
          {submitLabel}
        </button>
        <button
          type="button"
          className="btn btn--secondary filters__toggle"
          aria-expanded={open}
          aria-controls={`${id}-filters-panel`}
          onClick={() => setOpen((o) => !o)}
        >
          {t(open ? toggleKeys.hide : toggleKeys.show)}
        </button>
      </div>
      <div id={`${id}-filters-panel`} className="filters__panel">
        {withDirections && (
          <DirectionToggles
            directions={directions.data ?? []}
            selected={state.directions ?? []}
            onChange={(ids) => onChange({ directions: ids })}
          />
        )}
        <div className="filters__fields">
          {withRegion && (
            <RegionSelect
              id={`${id}-region`}
              regions={regions.data ?? []}
              value={state.region ?? null}
              onChange={(region) => onChange(withDistrict ? { region, district: null } : { region })}
            />
          )}
          {withDistrict && (
            <DistrictSelect
              id={`${id}-district`}
              variant="filter"
              regionId={state.region ?? null}
              value={state.district ?? null}
              onChange={(district) => onChange({ district })}
            />
          )}
          {children}
        </div>
        {narrowed && (
          <button type="button" className="btn btn--link filters__reset" onClick={onReset}>
            {resetLabel}
          </button>
        )}
      </div>
    </form>
  );
}

/** The results of a list: count, loading/error/empty states, the cards and the pager. */
export function ListResults<T extends { id: number | string }>({
  id,
  label,
  list,
  page,
  found,
  empty,
  filtered,
  resetLabel,
  onReset,
  onPage,
  gridClass = 'card-grid',
  renderItem,
}: {
  id: string;
  label: string;
  list: Loaded<Page<T>>;
  page: number;
  found: MessageKey;
  empty: string;
  filtered: boolean;
  resetLabel: string;
  onReset: () => void;
  onPage: (page: number) => void;
  gridClass?: string;
  /** One row; `index` on the page (the first rows' pictures load at once: they are what a reader sees first). */
  renderItem: (item: T, index: number) => ReactNode;
}) {
  const { t, plural, locale } = useI18n();
  const data = list.data;
  return (
    <div id={id} className="events-page__results" role="region" aria-label={label} tabIndex={-1} aria-busy={list.status === 'loading'}>
      {data && (
        <p className="events-page__count" role="status" data-testid="list-count">
          {plural(found, data.total, totalCount(locale, data))}
        </p>
      )}
      {list.status === 'error' && <LoadError onRetry={list.reload} />}
      {list.status === 'loading' && !data && <Loading />}
      {data && data.total === 0 && list.status !== 'error' && (
        <Empty
          action={
            filtered ? (
              <button type="button" className="btn btn--secondary" onClick={onReset}>
                {resetLabel}
              </button>
            ) : undefined
          }
        >
          {empty}
        </Empty>
      )}
      {data && data.total > 0 && (
        <>
          {/* The cards' titles are h3: a hidden h2 keeps the headings in order after the page's h1. */}
          <h2 className="visually-hidden">{t('common.results')}</h2>
          <ul className={gridClass}>
            {data.data.map((item, index) => (
              <li key={item.id}>{renderItem(item, index)}</li>
            ))}
          </ul>
          <Pager page={page} total={data.total} perPage={data.perPage} onPage={onPage} />
        </>
      )}
    </div>
  );
}

type ListFiltersProps = Parameters<typeof ListFilters>[0];

/**
 * The filters form of a list searched by its text `q`: the field keeps what is typed and applies
 * it on submit (the directories of organizations and groups, the activities' lists).
 */
export function TextSearchFilters<S extends Partial<Omit<ListBase, 'page'>> & { q: string }>({
  searchLabel,
  state,
  onChange,
  ...rest
}: Omit<ListFiltersProps, 'search' | 'onSubmit' | 'state' | 'onChange'> & {
  searchLabel: string;
  state: S;
  onChange: (change: Partial<S>) => void;
}) {
  const [q, setQ] = useState(state.q);
  useEffect(() => setQ(state.q), [state.q]);
  const change = onChange as (change: Partial<ListBase & { q: string }>) => void;
  return (
    <ListFilters
      {...rest}
      state={state}
      onChange={change}
      onSubmit={() => change({ q: q.trim() })}
      search={
        <TextField
          id={`${rest.id}-q`}
          type="search"
          className="filters__q"
          label={searchLabel}
          value={q}
          maxLength={200}
          onValueChange={setQ}
        />
      }
    />
  );
}
