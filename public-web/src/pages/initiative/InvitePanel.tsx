import { FRIEND_LIMITS, pagePath, type FriendPerson, type MyGroup } from '@hashar/common';
import { useState, type FormEvent } from 'react';
import { Empty, LoadError, Loading } from '../../components/LoadState';
import { FormAlert, TextField } from '../../components/forms';
import { useAction } from '../../hooks/useAction';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { friendsApi } from '../../api/friends';
import { Person } from '../friends/Person';
import { ReferralLink } from '../friends/ReferralLink';
import { initiativeApi } from '../../api/initiatives';
import { SmallButton } from './parts';
import '../friends/friends.css';

/** The address a volunteer opens to join the group at once (initiative/view/{id}?invite=<code>). */
export function inviteLinkOf(origin: string, path: string, code: string): string {
  return `${origin}${path}?invite=${encodeURIComponent(code)}`;
}

/** People to invite with an "Invite" button each (done ones say so). */
function Candidates({
  people,
  invited,
  busy,
  onInvite,
  testId,
}: {
  people: FriendPerson[];
  invited: Set<number>;
  busy: boolean;
  onInvite: (id: number) => void;
  testId: string;
}) {
  const { t } = useI18n();
  return (
    <ul className="friends-list" data-testid={testId}>
      {people.map((p) => (
        <Person key={p.id} person={p}>
          {invited.has(p.id) ? (
            <span className="muted">{t('initiative.invite.done')}</span>
          ) : (
            <SmallButton label={t('initiative.invite.one')} busy={busy} onClick={() => onInvite(p.id)} />
          )}
        </Person>
      ))}
    </ul>
  );
}

/** Inviting volunteers: the link that joins at once, the friends list, and a search of volunteers. */
export function InvitePanel({ group, onInvited }: { group: MyGroup; onInvited: () => void }) {
  const { t, locale } = useI18n();
  const { request, token } = useSession();
  const [invited, setInvited] = useState<Set<number>>(new Set());
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const action = useAction(onInvited);
  const friends = useLoad((signal) => friendsApi.list(request, 'accepted', 1, signal, 50), `${token}|friends`);
  const found = useLoad(
    (signal) => friendsApi.find(request, query, 1, signal),
    `${token}|${query}`,
    query.length >= FRIEND_LIMITS.queryMin,
  );
  const invite = (userId: number) =>
    void action.run(async () => {
      await initiativeApi.invite(request, group.id, [userId]);
      setInvited((s) => new Set(s).add(userId));
    });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery(text.trim());
  };
  const link = inviteLinkOf(window.location.origin, pagePath(locale, 'initiativeView', { id: group.id }), group.inviteCode);
  return (
    <section className="initiative-card" aria-labelledby="group-invite" data-testid="group-invite">
      <h2 id="group-invite">{t('initiative.invite.title')}</h2>
      <p>{t('initiative.invite.linkHint')}</p>
      <ReferralLink link={link} />
      <h3>{t('initiative.invite.friends')}</h3>
      {friends.status === 'error' && <LoadError onRetry={friends.reload} />}
      {!friends.data && friends.status === 'loading' && <Loading />}
      {friends.data && friends.data.total === 0 && <Empty testId="no-friends">{t('initiative.invite.noFriends')}</Empty>}
      {friends.data && friends.data.total > 0 && (
        <Candidates people={friends.data.data} invited={invited} busy={action.busy} onInvite={invite} testId="invite-friends" />
      )}
      <h3>{t('initiative.invite.search')}</h3>
      <form className="friends-find" role="search" onSubmit={search}>
        <TextField
          id="group-invite-find"
          label={t('initiative.invite.searchLabel')}
          value={text}
          onValueChange={setText}
          minLength={FRIEND_LIMITS.queryMin}
          maxLength={FRIEND_LIMITS.queryMax}
        />
        <button type="submit" className="btn btn--primary">
          {t('initiative.invite.find')}
        </button>
      </form>
      {query.length >= FRIEND_LIMITS.queryMin && found.status === 'error' && <LoadError onRetry={found.reload} />}
      {query.length >= FRIEND_LIMITS.queryMin && found.data && found.data.total === 0 && (
        <Empty testId="invite-none">{t('initiative.invite.none')}</Empty>
      )}
      {query.length >= FRIEND_LIMITS.queryMin && found.data && found.data.total > 0 && (
        <Candidates people={found.data.data} invited={invited} busy={action.busy} onInvite={invite} testId="invite-found" />
      )}
      {action.error && <FormAlert tone="error">{action.error}</FormAlert>}
    </section>
  );
}
