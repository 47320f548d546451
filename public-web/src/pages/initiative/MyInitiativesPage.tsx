import { pagePath, type GroupRequestDto } from '@hashar/common';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FormAlert } from '../../components/forms';
import { Empty, LoadError, Loading } from '../../components/LoadState';
import { useAction } from '../../hooks/useAction';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { managesGroup } from './groupChoice';
import { initiativeApi } from '../../api/initiatives';
import { GroupLogoImage, SmallButton, StatusBadge, withGroup } from './parts';
import { RequestRows } from './RequestRows';
import '../../activity/events.css';
import '../../components/profilePages.css';
import '../orgs/orgs.css';
import './initiative.css';

/** The caller's groups: logo, name, status, role, members and the way to the group's pages. */
function MyGroups() {
  const { t, locale, plural } = useI18n();
  const { request } = useSession();
  const groups = useLoad((signal) => initiativeApi.mine(request, signal).then((r) => r.data), `${locale}|groups`);
  if (groups.status === 'error' && !groups.data) return <LoadError onRetry={groups.reload} />;
  if (!groups.data) return <Loading />;
  if (!groups.data.length) {
    return (
      <Empty
        testId="no-group"
        action={
          <span className="initiative-actions">
            <Link className="btn btn--primary" to={pagePath(locale, 'initiatives')}>
              {t('initiative.mine.browse')}
            </Link>
            <Link className="btn btn--secondary" to={pagePath(locale, 'initiativeSignUp')}>
              {t('initiative.signUp.title')}
            </Link>
          </span>
        }
      >
        {t('initiative.mine.empty')}
      </Empty>
    );
  }
  return (
    <ul className="card-grid" data-testid="my-groups">
      {groups.data.map((g) => (
        <li key={g.id}>
          <article className="directory-card org-card" data-testid="my-group" data-role={g.role}>
            <GroupLogoImage name={g.name} logo={g.logo} size={64} />
            <div className="org-card__body">
              <h3 className="org-card__name">
                {g.status > 0 ? <Link to={pagePath(locale, 'initiativeView', { id: g.id })}>{g.name}</Link> : g.name}
              </h3>
              <p className="org-card__meta">
                <StatusBadge status={g.status} /> {t(`initiative.role.${g.role}`)} · {plural('initiative.members', g.memberCount)}
              </p>
              <p className="initiative-actions">
                <Link to={withGroup(pagePath(locale, 'profileInitiative'), g.id)}>{t('initiative.dashboard.title')}</Link>
                <Link to={withGroup(pagePath(locale, 'profileInitiativeEdit'), g.id)}>{t('initiative.members.title')}</Link>
                {managesGroup(g) && (
                  <Link to={withGroup(pagePath(locale, 'profileInfoInitiative'), g.id)}>{t('initiative.info.title')}</Link>
                )}
              </p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

/** Invitations to the caller (accept or decline) and the caller's own requests (withdraw). */
function Invitations({ onJoined }: { onJoined: () => void }) {
  const { t, locale } = useI18n();
  const { request, refreshAvatar } = useSession();
  const list = useLoad((signal) => initiativeApi.invitations(request, signal).then((r) => r.data), `${locale}|invitations`);
  const action = useAction(() => {
    list.reload();
    onJoined();
    refreshAvatar();
  });
  if (list.status === 'error' && !list.data) return <LoadError onRetry={list.reload} />;
  if (!list.data) return <Loading />;
  const pending = list.data.filter((r) => r.state === 'pending');
  const invites = pending.filter((r) => r.kind === 'invite');
  const requests = pending.filter((r) => r.kind === 'request');
  const button = (r: GroupRequestDto, what: 'accept' | 'decline' | 'cancel', primary = false) => (
    <SmallButton
      key={what}
      primary={primary}
      label={t(what === 'cancel' ? 'initiative.join.cancel' : `initiative.${what}`)}
      busy={action.busy}
      onClick={() => void action.run(() => initiativeApi.answer(request, r.id, what))}
    />
  );
  return (
    <>
      <section aria-labelledby="my-invitations">
        <h2 id="my-invitations">{t('initiative.mine.invitations')}</h2>
        {invites.length ? (
          <RequestRows
            rows={invites}
            show="group"
            testId="my-invitations"
            actions={(r) => [button(r, 'accept', true), button(r, 'decline')]}
          />
        ) : (
          <p className="muted">{t('initiative.mine.noInvitations')}</p>
        )}
      </section>
      <section aria-labelledby="my-requests">
        <h2 id="my-requests">{t('initiative.mine.requests')}</h2>
        {requests.length ? (
          <RequestRows rows={requests} show="group" testId="my-requests" actions={(r) => button(r, 'cancel')} />
        ) : (
          <p className="muted">{t('initiative.mine.noRequests')}</p>
        )}
      </section>
      {action.error && <FormAlert tone="error">{action.error}</FormAlert>}
    </>
  );
}

/** `/{locale}/initiative/profile`: the signed-in volunteer's groups, invitations and requests. */
export default function MyInitiativesPage() {
  const { t, locale } = useI18n();
  const { role } = useSession();
  // Accepting an invitation adds a group: the list loads again.
  const [version, setVersion] = useState(0);
  useDocumentTitle(t('initiative.mine.title'));
  return (
    <section className="org-page initiative-page" data-testid="my-initiatives">
      <h1>{t('initiative.mine.title')}</h1>
      {role !== 'volon' ? (
        <Empty testId="volunteers-only">{t('initiative.volunteersOnly')}</Empty>
      ) : (
        <>
          <MyGroups key={version} />
          <p>
            <Link to={pagePath(locale, 'profileInitiativeCreate')}>{t('initiative.create')}</Link>
          </p>
          <Invitations onJoined={() => setVersion((v) => v + 1)} />
        </>
      )}
    </section>
  );
}
