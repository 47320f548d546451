import { activityKind, isGroupActive, pagePath, type MyGroupBrief, groupAreaPage } from '@hashar/common';
import { createContext, useContext, useMemo, type ComponentType } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { SelectField } from '../../components/forms';
import { LoadError, Loading } from '../../components/LoadState';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { withGroup } from '../../api/client';
import { groupOwner, managedGroups, OwnerContext, pickGroup } from '../../activity/ownerContext';
import { GROUP_AREA_KINDS, type GroupAreaKind, type GroupAreaTab } from '../../activity/areaPages';
import { groupApi } from '../../api/groups';
import '../../activity/events.css';
import '../../components/profilePages.css';
import '../../activity/teams.css';

const AreaGroup = createContext<MyGroupBrief | null>(null);

/** The group the sub-area page is about (set by the area around it). */
export function useAreaGroup(): MyGroupBrief {
  const group = useContext(AreaGroup);
  if (!group) throw new Error('useAreaGroup() must be used inside the initiative area');
  return group;
}

const tabPage = (tab: GroupAreaTab) =>
  tab === 'events'
    ? 'profileInitiativeEvents'
    : tab === 'publish'
      ? 'profileInitiativePublish'
      : tab === 'courses'
        ? 'profileInitiativeCourses'
        : groupAreaPage(activityKind(tab).pages.own);

/**
 * Which of the caller's groups a tab serves: the activities' tabs the groups they lead or co-lead
 * (active); the team sign-ups every active group they belong to (members pick their places there).
 */
export function areaGroups(tab: GroupAreaTab, groups: readonly MyGroupBrief[]): MyGroupBrief[] {
  return tab === 'events' ? groups.filter((g) => isGroupActive(g.status)) : managedGroups(groups);
}

/** The sub-area's header: the group (a choice when there are several) and its tabs. */
function AreaHeader({ tab, group, groups }: { tab: GroupAreaTab; group: MyGroupBrief; groups: MyGroupBrief[] }) {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const manager = managedGroups([group]).length > 0;
  const tabs: (GroupAreaKind | 'publish' | 'courses' | 'events')[] = manager
    ? [...GROUP_AREA_KINDS, 'publish', 'courses', 'events']
    : ['events'];
  return (
    <header className="initiative-area__head organizer" data-testid="initiative-area">
      <p className="initiative-area__back">
        <Link to={pagePath(locale, 'profileInitiative')}>{t('initiativeArea.back')}</Link>
      </p>
      <p className="initiative-area__group" data-testid="initiative-area-group">
        {t('initiativeArea.title', { name: group.name })}
      </p>
      {groups.length > 1 ? (
        <SelectField
          id="initiative-area-group"
          label={t('initiativeArea.group')}
          value={String(group.id)}
          onValueChange={(id) => void navigate(withGroup(pagePath(locale, tabPage(tab)), Number(id)))}
        >
          {groups.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      <nav className="tabs initiative-area__tabs" aria-label={t('initiativeArea.tabs')}>
        {tabs.map((name) => (
          <Link
            key={name}
            className="tabs__tab"
            to={withGroup(pagePath(locale, tabPage(name)), group.id)}
            aria-current={name === tab ? 'page' : undefined}
            data-testid={`initiative-tab-${name}`}
          >
            {t(`initiativeArea.tab.${name}`)}
          </Link>
        ))}
      </nav>
    </header>
  );
}

/** What a volunteer without a (managed) active group sees: why, and the way to the groups. */
function NoGroup({ tab }: { tab: GroupAreaTab }) {
  const { t, locale } = useI18n();
  useDocumentTitle(t('initiativeArea.none.title'));
  return (
    <section className="organizer" data-testid="initiative-area-none">
      <h1>{t('initiativeArea.none.title')}</h1>
      <p>{t(tab === 'events' ? 'initiativeArea.none.member' : 'initiativeArea.none.manage')}</p>
      <p>
        <Link className="btn btn--primary" to={pagePath(locale, 'profileInitiative')}>
          {t('initiativeArea.none.link')}
        </Link>
      </p>
    </section>
  );
}

/** A page of the sub-area: the caller's group chosen by `?group=` (else the first), its header, and the page in its context. */
function GroupArea({ tab, Page }: { tab: GroupAreaTab; Page: ComponentType }) {
  const { t } = useI18n();
  const session = useSession();
  const [params] = useSearchParams();
  const volunteer = session.role === 'volon';
  const loaded = useLoad((signal) => groupApi.myGroups(session.request, session.token, signal, true), `${session.token}`, volunteer);
  const groups = useMemo(() => areaGroups(tab, loaded.data ?? []), [tab, loaded.data]);
  const group = pickGroup(groups, params.get('group'));
  const owner = useMemo(() => (group ? groupOwner(group.id) : null), [group]);
  if (!volunteer) return <NoGroup tab={tab} />;
  if (loaded.status === 'error' && !loaded.data) return <LoadError onRetry={loaded.reload} message={t('initiativeArea.loadError')} />;
  if (!loaded.data) return <Loading />;
  if (!group || !owner) return <NoGroup tab={tab} />;
  return (
    <AreaGroup.Provider value={group}>
      <OwnerContext.Provider value={owner}>
        <AreaHeader tab={tab} group={group} groups={groups} />
        <Page key={group.id} />
      </OwnerContext.Provider>
    </AreaGroup.Provider>
  );
}

const made = new Map<ComponentType, Map<GroupAreaTab, ComponentType>>();

/** The route component of a sub-area tab around an existing page (made once per page and tab). */
export function inGroupArea(tab: GroupAreaTab, Page: ComponentType): ComponentType {
  const byTab = made.get(Page) ?? new Map<GroupAreaTab, ComponentType>();
  made.set(Page, byTab);
  let page = byTab.get(tab);
  if (!page) {
    page = function InGroupArea() {
      return <GroupArea tab={tab} Page={Page} />;
    };
    byTab.set(tab, page);
  }
  return page;
}
