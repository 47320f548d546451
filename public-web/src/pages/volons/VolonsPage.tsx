import { VOLON_SORTS, type VolonSort } from '@hashar/common';
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
import { VolonCardItem } from './VolonCardItem';
import { volonsApi } from './volonsApi';
import { EMPTY_VOLONS, narrowsVolons, parseVolonsState, volonsStateToParams, type VolonsState } from './volonsQuery';
import '../../activity/events.css';
import './volons.css';

/** Skills and minimum hours (applied on "Найти"), directions, region, verified and sort (applied at once). */
function VolonFilters({
  state,
  onChange,
  onReset,
}: {
  state: VolonsState;
  onChange: (c: Partial<VolonsState>) => void;
  onReset: () => void;
}) {
  const { t, locale } = useI18n();
  const { request } = useSession();
  const [open, setOpen] = useState(false);
  const [skills, setSkills] = useState(state.skills);
  const [hours, setHours] = useState(state.minHours ? String(state.minHours) : '');
  useEffect(() => setSkills(state.skills), [state.skills]);
  useEffect(() => setHours(state.minHours ? String(state.minHours) : ''), [state.minHours]);
  const directions = useLoad((signal) => eventsApi.directions(request, { signal }).then((r) => r.data), locale);
  const regions = useLoad((signal) => eventsApi.regions(request, { signal }).then((r) => r.data), locale);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const n = Number(hours);
    onChange({ skills: skills.trim(), minHours: Number.isInteger(n) && n > 0 ? n : null });
  };
  return (
    <form className={`filters${open ? ' filters--open' : ''}`} role="search" aria-label={t('volons.filters.label')} onSubmit={submit}>
      <div className="filters__bar">
        <TextField
          id="volons-skills"
          type="search"
          className="filters__q"
          label={t('volons.filters.skills')}
          value={skills}
          maxLength={300}
          onValueChange={setSkills}
        />
        <button type="submit" className="btn btn--primary filters__submit">
          {t('volons.filters.apply')}
        </button>
        <button
          type="button"
          className="btn btn--secondary filters__toggle"
          aria-expanded={open}
          aria-controls="volons-filters-panel"
          onClick={() => setOpen((o) => !o)}
        >
          {t(open ? 'volons.filters.hide' : 'volons.filters.show')}
        </button>
      </div>
      <div id="volons-filters-panel" className="filters__panel">
        <DirectionToggles
          directions={directions.data ?? []}
          selected={state.directions}
          onChange={(ids) => onChange({ directions: ids })}
        />
        <div className="filters__fields">
          <RegionSelect id="volons-region" regions={regions.data ?? []} value={state.region} onChange={(region) => onChange({ region })} />
          <TextField
            id="volons-min-hours"
            type="number"
            inputMode="numeric"
            min={0}
            label={t('volons.filters.minHours')}
            value={hours}
            onValueChange={setHours}
          />
          <SelectField
            id="volons-sort"
            label={t('volons.sort')}
            value={state.sort}
            onValueChange={(v) => onChange({ sort: v as VolonSort })}
          >
            {VOLON_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`volons.sort.${s}`)}
              </option>
            ))}
          </SelectField>
          <CheckboxField
            id="volons-verified"
            label={t('volons.filters.verified')}
            checked={state.verified}
            onCheckedChange={(verified) => onChange({ verified })}
          />
        </div>
        {narrowsVolons(state) && (
          <button type="button" className="btn btn--link filters__reset" onClick={onReset}>
            {t('volons.filters.reset')}
          </button>
        )}
      </div>
    </form>
  );
}

/** `/{locale}/volons`: listed volunteers with filters and sort in the query string, a count and pages. */
export default function VolonsPage() {
  const { locale, t, plural } = useI18n();
  const { request } = useSession();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseVolonsState(params), [params]);
  useDocumentTitle(t('volons.title'));
  const query = volonsStateToParams(state).toString();
  const list = useLoad((signal) => volonsApi.list(request, query, signal), `${locale}|${query}`);
  const go = useCallback((next: VolonsState) => setParams(volonsStateToParams(next)), [setParams]);
  const change = (c: Partial<VolonsState>) => go({ ...state, ...c, page: c.page ?? 1 });
  const reset = () => go({ ...EMPTY_VOLONS, sort: state.sort });
  const toPage = (page: number) => {
    go({ ...state, page });
    document.getElementById('volons-results')?.focus();
  };
  const filtered = narrowsVolons(state);
  const page = list.data;
  return (
    <section className="events-page" data-testid="volons-list">
      <h1 className="events-page__title">{t('volons.title')}</h1>
      <p className="events-page__intro">{t('volons.intro')}</p>
      <VolonFilters state={state} onChange={change} onReset={reset} />
      <div
        id="volons-results"
        className="events-page__results"
        role="region"
        aria-label={t('volons.title')}
        tabIndex={-1}
        aria-busy={list.status === 'loading'}
      >
        {page && (
          <p className="events-page__count" role="status" data-testid="list-count">
            {plural('volons.found', page.total)}
          </p>
        )}
        {list.status === 'error' && <LoadError onRetry={list.reload} />}
        {list.status === 'loading' && !page && <Loading />}
        {page && page.total === 0 && list.status !== 'error' && (
          <Empty
            action={
              filtered ? (
                <button type="button" className="btn btn--secondary" onClick={reset}>
                  {t('volons.filters.reset')}
                </button>
              ) : undefined
            }
          >
            {t(filtered ? 'volons.emptyFiltered' : 'volons.empty')}
          </Empty>
        )}
        {page && page.total > 0 && (
          <>
            <ul className="card-grid volon-grid">
              {page.data.map((v) => (
                <li key={v.id}>
                  <VolonCardItem volon={v} />
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
