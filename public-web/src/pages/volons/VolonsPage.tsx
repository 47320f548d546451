import { VOLON_SORTS, type VolonSort } from '@hashar/common';
import { useEffect, useState } from 'react';
import { ListFilters, ListResults, useListState } from '../../activity/ListParts';
import { CheckboxField, SelectField, TextField } from '../../components/forms';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { VolonCardItem } from './VolonCardItem';
import { volonsApi } from '../../api/volons';
import { EMPTY_VOLONS, narrowsVolons, parseVolonsState, volonsStateToParams, type VolonsState } from './volonsQuery';
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
  const { t } = useI18n();
  const [skills, setSkills] = useState(state.skills);
  const [hours, setHours] = useState(state.minHours ? String(state.minHours) : '');
  useEffect(() => setSkills(state.skills), [state.skills]);
  useEffect(() => setHours(state.minHours ? String(state.minHours) : ''), [state.minHours]);
  const submit = () => {
    const n = Number(hours);
    onChange({ skills: skills.trim(), minHours: Number.isInteger(n) && n > 0 ? n : null });
  };
  return (
    <ListFilters
      id="volons"
      label={t('volons.filters.label')}
      submitLabel={t('volons.filters.apply')}
      toggleKeys={{ show: 'volons.filters.show', hide: 'volons.filters.hide' }}
      resetLabel={t('volons.filters.reset')}
      search={
        <TextField
          id="volons-skills"
          type="search"
          className="filters__q"
          label={t('volons.filters.skills')}
          value={skills}
          maxLength={300}
          onValueChange={setSkills}
        />
      }
      onSubmit={submit}
      state={state}
      onChange={onChange}
      narrowed={narrowsVolons(state)}
      onReset={onReset}
    >
      <TextField
        id="volons-min-hours"
        type="number"
        inputMode="numeric"
        min={0}
        label={t('volons.filters.minHours')}
        value={hours}
        onValueChange={setHours}
      />
      <SelectField id="volons-sort" label={t('volons.sort')} value={state.sort} onValueChange={(v) => onChange({ sort: v as VolonSort })}>
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
    </ListFilters>
  );
}

/** `/{locale}/volons`: listed volunteers with filters and sort in the query string, a count and pages. */
export default function VolonsPage() {
  const { locale, t } = useI18n();
  const { request } = useSession();
  const { state, query, go, change, toPage } = useListState(parseVolonsState, volonsStateToParams, 'volons-results');
  useDocumentTitle(t('volons.title'));
  const list = useLoad((signal) => volonsApi.list(request, query, signal), `${locale}|${query}`);
  const reset = () => go({ ...EMPTY_VOLONS, sort: state.sort });
  const filtered = narrowsVolons(state);
  return (
    <section className="events-page" data-testid="volons-list">
      <h1 className="events-page__title">{t('volons.title')}</h1>
      <p className="events-page__intro">{t('volons.intro')}</p>
      <VolonFilters state={state} onChange={change} onReset={reset} />
      <ListResults
        id="volons-results"
        label={t('volons.title')}
        list={list}
        page={state.page}
        found="volons.found"
        empty={t(filtered ? 'volons.emptyFiltered' : 'volons.empty')}
        filtered={filtered}
        resetLabel={t('volons.filters.reset')}
        onReset={reset}
        onPage={toPage}
        gridClass="card-grid volon-grid"
        renderItem={(v) => <VolonCardItem volon={v} />}
      />
    </section>
  );
}
