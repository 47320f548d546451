import { pagePath, type GroupMemberDto, type MyGroupBrief } from '@hashar/common';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmButton } from '../../components/ConfirmButton';
import { FormAlert } from '../../components/forms';
import { LoadError, Loading } from '../../components/LoadState';
import { useAction } from '../../hooks/useAction';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLoad } from '../../hooks/useLoad';
import { formatDate } from '../../i18n/dates';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { orderedMembers } from './groupChoice';
import { initiativeApi } from '../../api/initiatives';
import { memberActions, type MemberAction } from './memberActions';
import { SmallButton, withGroup, WithMyGroup } from './parts';
import { personOf } from './RequestRows';
import { Person } from '../friends/Person';
import '../friends/friends.css';
import '../../components/profilePages.css';
import '../orgs/orgs.css';
import './initiative.css';

/** The members of the chosen group with what the caller may do to each. */
function Members({ group, onLeft }: { group: MyGroupBrief; onLeft: () => void }) {
  const { t, locale } = useI18n();
  const { request, user, refreshAvatar } = useSession();
  const me = Number(user?.sub);
  const members = useLoad((signal) => initiativeApi.members(request, group.id, signal).then((r) => r.data), `${locale}|${group.id}`);
  // After leaving, the group is no longer the caller's: its members are not asked for again (a 404).
  const hasLeft = useRef(false);
  const action = useAction(() => {
    if (!hasLeft.current) members.reload();
    refreshAvatar();
  });
  if (members.status === 'error' && !members.data) return <LoadError onRetry={members.reload} />;
  if (!members.data) return <Loading />;
  const leader = members.data.find((m) => m.role === 'leader') ?? null;
  const myRole = members.data.find((m) => m.userId === me)?.role ?? group.role;
  const run = (m: GroupMemberDto, what: MemberAction) => {
    const calls: Record<MemberAction, () => Promise<unknown>> = {
      appoint: () => initiativeApi.setRole(request, group.id, m.userId, 'coleader'),
      dismiss: () => initiativeApi.setRole(request, group.id, m.userId, 'member'),
      handOver: () => initiativeApi.handOver(request, group.id, m.userId),
      remove: () => initiativeApi.removeMember(request, group.id, m.userId),
      leave: () =>
        initiativeApi.removeMember(request, group.id, me).then(() => {
          hasLeft.current = true;
          onLeft();
        }),
    };
    void action.run(calls[what]);
  };
  return (
    <>
      <ul className="friends-list" data-testid="group-members-list">
        {orderedMembers({ leader, members: members.data }).map((m) => (
          <Person
            key={m.userId}
            person={personOf({ id: m.userId, name: m.name, avatar: m.avatar })}
            meta={`${t(`initiative.role.${m.role}`)} · ${t('initiative.members.since', { date: formatDate(locale, m.joinedAt) })}`}
          >
            {memberActions(myRole, m, me).map((what) =>
              what === 'appoint' || what === 'dismiss' ? (
                <SmallButton key={what} label={t(`initiative.members.${what}`)} busy={action.busy} onClick={() => run(m, what)} />
              ) : (
                <ConfirmButton
                  key={what}
                  label={t(`initiative.members.${what}`)}
                  question={t(`initiative.members.${what}Question`, { name: m.name })}
                  danger={what !== 'handOver'}
                  busy={action.busy}
                  onConfirm={() => run(m, what)}
                  testId={`member-${what}-${m.userId}`}
                />
              ),
            )}
          </Person>
        ))}
      </ul>
      {myRole === 'leader' && <p className="muted">{t('initiative.members.leaderNote')}</p>}
      {action.error && <FormAlert tone="error">{action.error}</FormAlert>}
    </>
  );
}

/** `/{locale}/profile/initiative/edit`: the group's members and roles (`?group=`). */
export default function MembersPage() {
  const { t, locale } = useI18n();
  // Said above the page: after leaving, the page moves on to another group or to "no group yet".
  const [left, setLeft] = useState(false);
  useDocumentTitle(t('initiative.members.title'));
  return (
    <section className="org-page initiative-page" data-testid="group-members-page">
      <h1>{t('initiative.members.title')}</h1>
      {left && (
        <FormAlert tone="success" testId="group-left">
          {t('initiative.join.left')}
        </FormAlert>
      )}
      <WithMyGroup>
        {(g, reload) => (
          <>
            <p>
              <Link to={withGroup(pagePath(locale, 'profileInitiative'), g.id)}>← {t('initiative.dashboard.title')}</Link>
            </p>
            <Members
              key={g.id}
              group={g}
              onLeft={() => {
                setLeft(true);
                reload();
              }}
            />
          </>
        )}
      </WithMyGroup>
    </section>
  );
}
