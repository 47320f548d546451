import { FRIEND_LIMITS, type FriendRelation } from '@hashar/common';
import { useState, type FormEvent } from 'react';
import { Empty, LoadError, Loading } from '../../components/LoadState';
import { Pager } from '../../components/Pager';
import { TextField } from '../../components/forms';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { FriendAction } from './FriendButton';
import { friendsApi } from '../../api/friends';
import { Person } from './Person';

/** Find volunteers by name (listed ones) or exact e-mail, and ask them to be friends. */
export function FindFriends({ onChanged }: { onChanged: () => void }) {
  const { t } = useI18n();
  const session = useSession();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const found = useLoad(
    (signal) => friendsApi.find(session.request, query, page, signal),
    `${query}|${page}|${session.token}`,
    query.length >= FRIEND_LIMITS.queryMin,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPage(1);
    setQuery(text.trim());
  };
  const changed = (userId: number, relation: FriendRelation) => {
    found.update((data) => ({ ...data, data: data.data.map((r) => (r.id === userId ? { ...r, relation } : r)) }));
    onChanged();
  };
  return (
    <>
      <form className="friends-find" role="search" onSubmit={submit}>
        <TextField
          id="friends-find"
          label={t('friends.find.label')}
          hint={t('friends.find.hint')}
          value={text}
          onValueChange={setText}
          minLength={FRIEND_LIMITS.queryMin}
          maxLength={FRIEND_LIMITS.queryMax}
          required
        />
        <button type="submit" className="btn btn--primary" data-testid="friends-find-submit">
          {t('friends.find.submit')}
        </button>
      </form>
      {query.length < FRIEND_LIMITS.queryMin ? null : found.status === 'error' ? (
        <LoadError onRetry={found.reload} />
      ) : !found.data ? (
        <Loading />
      ) : found.data.total === 0 ? (
        <Empty testId="empty-find">{t('friends.empty.find')}</Empty>
      ) : (
        <>
          <ul className="friends-list" data-testid="friends-found">
            {found.data.data.map((row) => (
              <Person key={row.id} person={row}>
                <FriendAction userId={row.id} relation={row.relation} onChange={(relation) => changed(row.id, relation)} />
              </Person>
            ))}
          </ul>
          <Pager page={found.data.page} total={found.data.total} perPage={found.data.perPage} onPage={setPage} />
        </>
      )}
    </>
  );
}
