import { ORG_SORTS, type OrgSort } from '@hashar/common';
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { eventsApi } from '../../api/events';
import { DirectionToggles, RegionSelect } from '../../activity/FilterParts';
import { CheckboxField, SelectField, TextField } from '../../components/forms';
import { Empty, LoadError, Loading } from '../../components/LoadState';
import { Pager } from '../../components/Pager';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { OrgCardItem } from './OrgCardItem';
import { orgsApi } from './orgsApi';
import { EMPTY_ORGS, narrowsOrgs, orgsStateToParams, parseOrgsState, type OrgsState } from './orgsQuery';
import '../../activity/events.css';
import './orgs.css';

/** Text (applied on "Найти"), directions, region, verified and sort (applied at once). */
function OrgFilters({ state, onChange, onReset }: { state: OrgsState; onChange: (c: Partial<OrgsState>) => void; onReset: () => void }) {
  const { t, locale } = useI18n();
  const { request } = useSession();
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState(state.q);
  useEffect(() => setQ(state.q), [state.q]);
  const directions = useLoad((signal) => eventsApi.directions(request, { signal }).then((r) => r.data), locale);
  const regions = useLoad((signal) => eventsApi.regions(request, { signal }).then((r) => r.data), locale);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: q.trim() });
  };
  return (
    <form className={`filters${open ? ' filters--open' : ''}`} role="search" aria-label={t('orgs.filters.label')} onSubmit={submit}>
      <div className="filters__bar">
        <TextField
          id="orgs-q"
          type="search"
          className="filters__q"
          label={t('orgs.filters.q')}
          value={q}
          maxLength={200}
          onValueChange={setQ}
        />
        <button type="submit" className="btn btn--primary filters__submit">
          {t('orgs.filters.apply')}
        </button>
        <button
          type="button"
          className="btn btn--secondary filters__toggle"
          aria-expanded={open}
          aria-controls="orgs-filters-panel"
          onClick={() => setOpen((o) => !o)}
        >
          {t(open ? 'orgs.filters.hide' : 'orgs.filters.show')}
        </button>
      </div>
      <div id="orgs-filters-panel" className="filters__panel">
        <DirectionToggles
          directions={directions.data ?? []}
          selected={state.directions}
          onChange={(ids) => onChange({ directions: ids })}
        />
        <div className="filters__fields">
          <RegionSelect id="orgs-region" regions={regions.data ?? []} value={state.region} onChange={(region) => onChange({ region })} />
          <SelectField id="orgs-sort" label={t('orgs.sort')} value={state.sort} onValueChange={(v) => onChange({ sort: v as OrgSort })}>
            {ORG_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`orgs.sort.${s}`)}
              </option>
            ))}
          </SelectField>
          <CheckboxField
            id="orgs-verified"
            label={t('orgs.filters.verified')}
            checked={state.verified}
            onCheckedChange={(verified) => onChange({ verified })}
          />
        </div>
        {narrowsOrgs(state) && (
          <button type="button" className="btn btn--link filters__reset" onClick={onReset}>
            {t('orgs.filters.reset')}
          </button>
        )}
      </div>
    </form>
  );
}

/** `/{locale}/orgs`: the organizations directory with filters and sort in the query string, a count and pages. */
export default function OrgsPage() {
  const { locale, t, plural } = useI18n();
  const { request } = useSession();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseOrgsState(params), [params]);
  useDocumentTitle(t('orgs.title'));
  const query = orgsStateToParams(state).toString();
  const list = useLoad((signal) => orgsApi.list(request, query, signal), `${locale}|${query}`);
  const go = useCallback((next: OrgsState) => setParams(orgsStateToParams(next)), [setParams]);
  const change = (c: Partial<OrgsState>) => go({ ...state, ...c, page: c.page ?? 1 });
  const reset = () => go({ ...EMPTY_ORGS, sort: state.sort });
  const toPage = (page: number) => {
    go({ ...state, page });
    document.getElementById('orgs-results')?.focus();
  };
  const filtered = narrowsOrgs(state);
  const page = list.data;
  return (
    <section className="events-page" data-testid="orgs-list">
      <h1 className="events-page__title">{t('orgs.title')}</h1>
      <p className="events-page__intro">{t('orgs.intro')}</p>
      <OrgFilters state={state} onChange={change} onReset={reset} />
      <div
        id="orgs-results"
        className="events-page__results"
        role="region"
        aria-label={t('orgs.title')}
        tabIndex={-1}
        aria-busy={list.status === 'loading'}
      >
        {page && (
          <p className="events-page__count" role="status" data-testid="list-count">
            {plural('orgs.found', page.total)}
          </p>
        )}
        {list.status === 'error' && <LoadError onRetry={list.reload} />}
        {list.status === 'loading' && !page && <Loading />}
        {page && page.total === 0 && list.status !== 'error' && (
          <Empty
            action={
              filtered ? (
                <button type="button" className="btn btn--secondary" onClick={reset}>
                  {t('orgs.filters.reset')}
                </button>
              ) : undefined
            }
          >
            {t(filtered ? 'orgs.emptyFiltered' : 'orgs.empty')}
          </Empty>
        )}
        {page && page.total > 0 && (
          <>
            <ul className="card-grid">
              {page.data.map((o) => (
                <li key={o.id}>
                  <OrgCardItem org={o} />
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
