import { ORG_SORTS, pagePath, type OrgSort } from '@hashar/common';
import { GeoBar } from '../../components/geo/GeoBar';
import { markersQuery, NO_GEO } from '../../components/geo/geoState';
import { MarkersMap } from '../../components/geo/MarkersMap';
import { ListResults, TextSearchFilters, useListState } from '../../activity/ListParts';
import { CheckboxField, SelectField } from '../../components/forms';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { OrgCardItem } from './OrgCardItem';
import { orgsApi } from '../../api/orgs';
import { EMPTY_ORGS, narrowsOrgs, orgsStateToParams, parseOrgsState, type OrgsState } from './orgsQuery';
import './orgs.css';

/** Text (applied on "Найти"), directions, region, verified and sort (applied at once). */
function OrgFilters({ state, onChange, onReset }: { state: OrgsState; onChange: (c: Partial<OrgsState>) => void; onReset: () => void }) {
  const { t } = useI18n();
  return (
    <TextSearchFilters
      id="orgs"
      label={t('orgs.filters.label')}
      submitLabel={t('orgs.filters.apply')}
      toggleKeys={{ show: 'orgs.filters.show', hide: 'orgs.filters.hide' }}
      resetLabel={t('orgs.filters.reset')}
      searchLabel={t('orgs.filters.q')}
      state={state}
      onChange={onChange}
      narrowed={narrowsOrgs(state)}
      onReset={onReset}
    >
      <SelectField
        id="orgs-sort"
        label={t('orgs.sort')}
        value={state.byDistance ? 'distance' : state.sort}
        onValueChange={(v) => onChange(v === 'distance' ? { byDistance: true } : { sort: v as OrgSort, byDistance: false })}
      >
        {state.near && <option value="distance">{t('events.geo.sortDistance')}</option>}
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
    </TextSearchFilters>
  );
}

/** `/{locale}/orgs`: the organizations directory with filters and sort in the query string, a count and pages. */
export default function OrgsPage() {
  const { locale, t } = useI18n();
  const { request } = useSession();
  const { state, go, change, toPage } = useListState(parseOrgsState, orgsStateToParams, 'orgs-results');
  useDocumentTitle(t('orgs.title'));
  const apiParams = orgsStateToParams(state, 'api');
  const query = apiParams.toString();
  const mapView = state.view === 'map';
  const list = useLoad((signal) => orgsApi.list(request, query, signal), `${locale}|${query}`, !mapView);
  const reset = () => go({ ...EMPTY_ORGS, ...NO_GEO, sort: state.sort, view: state.view });
  const filtered = narrowsOrgs(state);
  return (
    <section className="events-page" data-testid="orgs-list">
      <h1 className="events-page__title">{t('orgs.title')}</h1>
      <p className="events-page__intro">{t('orgs.intro')}</p>
      <OrgFilters state={state} onChange={change} onReset={reset} />
      <GeoBar idPrefix="orgs" geo={state} regionId={state.region} onChange={change} />
      {mapView ? (
        <MarkersMap
          api="orgs"
          query={markersQuery(apiParams)}
          href={(m) => pagePath(locale, 'orgView', { id: m.id })}
          near={state.near}
          radiusKm={state.radiusKm}
        />
      ) : (
        <ListResults
          id="orgs-results"
          label={t('orgs.title')}
          list={list}
          page={state.page}
          found="orgs.found"
          empty={t(filtered ? 'orgs.emptyFiltered' : 'orgs.empty')}
          filtered={filtered}
          resetLabel={t('orgs.filters.reset')}
          onReset={reset}
          onPage={toPage}
          renderItem={(o) => <OrgCardItem org={o} />}
        />
      )}
    </section>
  );
}
