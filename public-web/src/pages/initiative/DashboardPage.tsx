import {
  ACTIVITY_KINDS,
  activityKind,
  pagePath,
  type GroupRequestDto,
  type MyGroup,
  type Page,
  type PageName,
  localized,
} from '@hashar/common';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FormAlert } from '../../components/forms';
import { Empty, LoadError, Loading } from '../../components/LoadState';
import { useAction } from '../../hooks/useAction';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLoad, type Loaded } from '../../hooks/useLoad';
import { useI18n, type MessageKey } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { managesGroup } from './groupChoice';
import { GroupState } from './GroupState';
import { initiativeApi } from '../../api/initiatives';
import { InvitePanel } from './InvitePanel';
import { GroupLogoImage, SmallButton, withGroup, WithMyGroup } from './parts';
import { RequestRows } from './RequestRows';
import '../../components/profilePages.css';
import '../orgs/orgs.css';
import './initiative.css';

/** The group's activity pages (helper pages of profile/initiative/…), by the kind's API name. */
const AREA_PAGES: readonly { api: string; page: PageName }[] = [
  { api: 'projects', page: 'profileInitiativeProjects' },
  { api: 'tasks', page: 'profileInitiativeTasks' },
  { api: 'vacancies', page: 'profileInitiativeVacancies' },
  { api: 'visits', page: 'profileInitiativeMyvisit' },
  { api: 'events', page: 'profileInitiativeEvents' },
];
const KIND_APIS = new Set(ACTIVITY_KINDS.map((k) => activityKind(k).api));

/** The counts: members, requests, invitations, hours, team sign-ups and activities by kind. */
function Counts({ group }: { group: MyGroup }) {
  const { t } = useI18n();
  const c = group.counts;
  const rows: [string, number][] = [
    [t('initiative.count.members'), group.memberCount],
    [t('initiative.count.requests'), c.pendingRequests],
    [t('initiative.count.invitations'), c.pendingInvitations],
    [t('initiative.count.hours'), c.verifiedHours],
    [t('initiative.count.teams'), c.teamSignups],
    ...c.activities
      .filter((a) => KIND_APIS.has(a.kind))
      .map((a): [string, number] => [t(`initiative.kind.${a.kind}` as MessageKey), a.total]),
  ];
  return (
    <dl className="initiative-counts" data-testid="group-counts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A section of pending requests or invitations: its loading, error and empty states, then the rows with their buttons. */
function PendingSection({
  id,
  title,
  list,
  empty,
  actions,
}: {
  id: string;
  title: string;
  list: Loaded<Page<GroupRequestDto>>;
  empty: string;
  actions: (row: GroupRequestDto) => ReactNode;
}) {
  return (
    <section className="initiative-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {list.status === 'error' && <LoadError onRetry={list.reload} />}
      {!list.data && list.status === 'loading' && <Loading />}
      {list.data?.total === 0 && <Empty testId={`no-${id}`}>{empty}</Empty>}
      {list.data && list.data.total > 0 && <RequestRows rows={list.data.data} show="user" testId={id} actions={actions} />}
    </section>
  );
}

/** Requests to join (accept or decline), inviting, and the group's pending invitations (cancel). */
function Pending({ group, onChanged }: { group: MyGroup; onChanged: () => void }) {
  const { t, locale } = useI18n();
  const { request } = useSession();
  const requests = useLoad((signal) => initiativeApi.requests(request, group.id, 'request', signal), `${locale}|${group.id}|r`);
  const invitations = useLoad((signal) => initiativeApi.requests(request, group.id, 'invite', signal), `${locale}|${group.id}|i`);
  const action = useAction(() => {
    requests.reload();
    invitations.reload();
    onChanged();
  });
  const decide = (r: GroupRequestDto, what: 'accept' | 'decline') => () =>
    void action.run(() => initiativeApi.decide(request, group.id, r.id, what));
  return (
    <>
      <PendingSection
        id="group-requests"
        title={t('initiative.requests.title')}
        list={requests}
        empty={t('initiative.requests.empty')}
        actions={(r) => (
          <>
            <SmallButton primary label={t('initiative.accept')} busy={action.busy} onClick={decide(r, 'accept')} />
            <SmallButton label={t('initiative.decline')} busy={action.busy} onClick={decide(r, 'decline')} />
          </>
        )}
      />
      <InvitePanel group={group} onInvited={invitations.reload} />
      <PendingSection
        id="group-invitations"
        title={t('initiative.invitations.title')}
        list={invitations}
        empty={t('initiative.invitations.empty')}
        actions={(r) => (
          <SmallButton
            label={t('initiative.invitations.cancel')}
            busy={action.busy}
            onClick={() => void action.run(() => initiativeApi.cancelInvitation(request, group.id, r.id))}
          />
        )}
      />
      {action.error && <FormAlert tone="error">{action.error}</FormAlert>}
    </>
  );
}

/** The chosen group's dashboard. */
function Dashboard({ id }: { id: number }) {
  const { t, locale } = useI18n();
  const { request } = useSession();
  const loaded = useLoad((signal) => initiativeApi.group(request, id, signal), `${locale}|${id}`);
  const group = loaded.data;
  if (loaded.status === 'error' && !group) return <LoadError onRetry={loaded.reload} />;
  if (!group) return <Loading />;
  const manager = managesGroup(group);
  const shownName = localized(locale, group.nameRu, group.nameUz);
  const to = (page: PageName) => withGroup(pagePath(locale, page), group.id);
  return (
    <div data-testid="group-dashboard" data-group={group.id}>
      <header className="org-page__head">
        <GroupLogoImage name={shownName} logo={group.logo} size={64} />
        <div>
          <h2 className="org-page__name">{shownName}</h2>
          <p className="muted">{t(`initiative.role.${group.role}`)}</p>
        </div>
      </header>
      <GroupState group={group} onChanged={() => loaded.reload()} />
      <Counts group={group} />
      <nav className="initiative-links" aria-label={t('initiative.dashboard.links')}>
        {group.status > 0 && <Link to={pagePath(locale, 'initiativeView', { id: group.id })}>{t('initiative.publicPage')}</Link>}
        <Link to={to('profileInitiativeEdit')}>{t('initiative.members.title')}</Link>
        {manager && <Link to={to('profileInfoInitiative')}>{t('initiative.info.title')}</Link>}
        {manager &&
          group.status > 0 &&
          AREA_PAGES.map(({ api, page }) => (
            <Link key={page} to={to(page)}>
              {t(`initiative.kind.${api}` as MessageKey)}
            </Link>
          ))}
      </nav>
      {manager ? <Pending group={group} onChanged={loaded.reload} /> : <p className="muted">{t('initiative.dashboard.memberNote')}</p>}
    </div>
  );
}

/** `/{locale}/profile/initiative`: the group's dashboard (`?group=`; default the first group the caller manages). */
export default function DashboardPage() {
  const { t, locale } = useI18n();
  useDocumentTitle(t('initiative.dashboard.title'));
  return (
    <section className="org-page initiative-page" data-testid="group-dashboard-page">
      <h1>{t('initiative.dashboard.title')}</h1>
      <WithMyGroup>{(g) => <Dashboard key={g.id} id={g.id} />}</WithMyGroup>
      <p>
        <Link to={pagePath(locale, 'profileInitiativeCreate')}>{t('initiative.create')}</Link>
      </p>
    </section>
  );
}
