import { GROUP_SORTS, pagePath, type GroupCard, type GroupSort } from '@hashar/common';
import { Link } from 'react-router-dom';
import { DirectionChips } from '../../activity/DirectionChip';
import { ListResults, TextSearchFilters, useListState } from '../../activity/ListParts';
import { SelectField } from '../../components/forms';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { EMPTY_ORGS, narrowsOrgs, orgsStateToParams, parseOrgsState, type OrgsState } from '../orgs/orgsQuery';
import { initiativeApi } from '../../api/initiatives';
import { NO_GEO } from '../../components/geo/geoState';
import { GroupLogoImage } from './parts';
import '../orgs/orgs.css';
import './initiative.css';

/**
 * The directory's state in the query string: the organizations directory's (text, directions,
 * region, district, sort name/newest, page) without its "verified" switch, map and "near me".
 */
const parseState = (params: URLSearchParams): OrgsState => ({
  ...parseOrgsState(params),
  ...NO_GEO,
  district: parseOrgsState(params).district,
  verified: false,
});

/** A group in the directory: logo, name, region, directions, members and open activities. */
export function GroupCardItem({ group }: { group: GroupCard }) {
  const { locale, t, plural } = useI18n();
  return (
    <article className="directory-card org-card" data-testid="group-card">
      <GroupLogoImage name={group.name} logo={group.logo} size={64} />
      <div className="org-card__body">
        <h3 className="org-card__name">
          <Link to={pagePath(locale, 'initiativeView', { id: group.id })}>{group.name}</Link>
        </h3>
        <p className="org-card__meta">
          {[group.region?.name ?? t('initiative.noRegion'), group.district?.name].filter(Boolean).join(', ')}
        </p>
        <DirectionChips directions={group.directions} />
        <p className="org-card__meta">
          <span data-testid="group-members">{plural('initiative.members', group.memberCount)}</span>
          {group.openActivities > 0 && <span> · {plural('initiative.openActivities', group.openActivities)}</span>}
        </p>
      </div>
    </article>
  );
}

/** Text (applied on "Найти"), directions, region and sort (applied at once). */
function GroupFilters({ state, onChange, onReset }: { state: OrgsState; onChange: (c: Partial<OrgsState>) => void; onReset: () => void }) {
  const { t } = useI18n();
  return (
    <TextSearchFilters
      id="groups"
      label={t('initiative.filters.label')}
      submitLabel={t('initiative.filters.apply')}
      toggleKeys={{ show: 'initiative.filters.show', hide: 'initiative.filters.hide' }}
      resetLabel={t('initiative.filters.reset')}
      searchLabel={t('initiative.filters.q')}
      state={state}
      onChange={onChange}
      narrowed={narrowsOrgs(state)}
      onReset={onReset}
    >
      <SelectField
        id="groups-sort"
        label={t('initiative.sort')}
        value={state.sort}
        onValueChange={(v) => onChange({ sort: v as GroupSort })}
      >
        {GROUP_SORTS.map((s) => (
          <option key={s} value={s}>
            {t(`initiative.sort.${s}`)}
          </option>
        ))}
      </SelectField>
    </TextSearchFilters>
  );
}

/** `/{locale}/initiative`: the directory of active initiative groups, filters and sort in the query string, a count and pages. */
export default function InitiativesPage() {
  const { locale, t } = useI18n();
  const { request, role } = useSession();
  const { state, query, go, change, toPage } = useListState(parseState, orgsStateToParams, 'groups-results');
  useDocumentTitle(t('initiative.title'));
  const list = useLoad((signal) => initiativeApi.list(request, query, signal), `${locale}|${query}`);
  const reset = () => go({ ...EMPTY_ORGS, sort: state.sort });
  const filtered = narrowsOrgs(state);
  return (
    <section className="events-page" data-testid="groups-list">
      <h1 className="events-page__title">{t('initiative.title')}</h1>
      <p className="events-page__intro">{t('initiative.intro')}</p>
      {role === 'volon' && (
        <p>
          <Link to={pagePath(locale, 'initiativeMine')}>{t('initiative.mine.title')}</Link> ·{' '}
          <Link to={pagePath(locale, 'initiativeSignUp')}>{t('initiative.signUp.title')}</Link>
        </p>
      )}
      <GroupFilters state={state} onChange={change} onReset={reset} />
      <ListResults
        id="groups-results"
        label={t('initiative.title')}
        list={list}
        page={state.page}
        found="initiative.found"
        empty={t(filtered ? 'initiative.emptyFiltered' : 'initiative.empty')}
        filtered={filtered}
        resetLabel={t('initiative.filters.reset')}
        onReset={reset}
        onPage={toPage}
        renderItem={(g) => <GroupCardItem group={g} />}
      />
    </section>
  );
}
