import type { FriendList, FriendRow } from '@hashar/common';
import { useState, type ReactNode } from 'react';
import { ConfirmButton } from '../../components/ConfirmButton';
import { Empty, LoadError, Loading } from '../../components/LoadState';
import { Pager } from '../../components/Pager';
import { useAction } from '../../hooks/useAction';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { formatDate } from '../../i18n/dates';
import { useSession } from '../../session/SessionProvider';
import { friendsApi } from '../../api/friends';
import { Person } from './Person';

const EMPTY: Record<FriendList, 'friends.empty.friends' | 'friends.empty.incoming' | 'friends.empty.outgoing'> = {
  accepted: 'friends.empty.friends',
  incoming: 'friends.empty.incoming',
  outgoing: 'friends.empty.outgoing',
};

interface FriendListProps {
  list: FriendList;
  /** Changes when any list changed: reload. */
  version: number;
  onChanged: () => void;
  /** Offered when the list is empty: go to the search. */
  onFind?: () => void;
}

/** A small action button of a friendship row, disabled while an action runs. */
function RowButton({
  primary,
  busy,
  onClick,
  testId,
  children,
}: {
  primary?: boolean;
  busy: boolean;
  onClick: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`btn btn--small ${primary ? 'btn--primary' : 'btn--secondary'}`}
      disabled={busy}
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </button>
  );
}

/** One list of friendships (friends, requests to me, my requests) with its actions; `onChanged` after each. */
export function FriendListView({ list, version, onChanged, onFind }: FriendListProps) {
  const { t, locale } = useI18n();
  const session = useSession();
  const [page, setPage] = useState(1);
  const rows = useLoad((signal) => friendsApi.list(session.request, list, page, signal), `${list}|${page}|${version}|${session.token}`);
  const action = useAction(onChanged);
  const act = (call: (userId: number) => Promise<unknown>) => (userId: number) => void action.run(() => call(userId));
  const accept = act((id) => friendsApi.accept(session.request, id));
  const decline = act((id) => friendsApi.decline(session.request, id));
  const remove = act((id) => friendsApi.remove(session.request, id));

  if (rows.status === 'error') return <LoadError onRetry={rows.reload} />;
  if (!rows.data) return <Loading />;
  if (rows.data.total === 0) {
    const find = onFind ? (
      <button type="button" className="btn btn--primary" onClick={onFind}>
        {t('friends.toFind')}
      </button>
    ) : undefined;
    return (
      <Empty testId={`empty-${list}`} action={find}>
        {t(EMPTY[list])}
      </Empty>
    );
  }
  const meta = (row: FriendRow) =>
    row.acceptedAt
      ? t('friends.since', { date: formatDate(locale, row.acceptedAt) })
      : t('friends.requestedAt', { date: formatDate(locale, row.createdAt) });
  return (
    <>
      {action.error ? <p role="alert">{action.error}</p> : null}
      <ul className="friends-list" data-testid={`friends-${list}`}>
        {rows.data.data.map((row) => (
          <Person key={row.id} person={row} meta={meta(row)}>
            {list === 'incoming' ? (
              <>
                <RowButton primary busy={action.busy} onClick={() => accept(row.id)} testId="friend-accept">
                  {t('friends.accept')}
                </RowButton>
                <RowButton busy={action.busy} onClick={() => decline(row.id)} testId="friend-decline">
                  {t('friends.decline')}
                </RowButton>
              </>
            ) : list === 'outgoing' ? (
              <RowButton busy={action.busy} onClick={() => remove(row.id)} testId="friend-cancel">
                {t('friends.cancel')}
              </RowButton>
            ) : (
              <ConfirmButton
                label={t('friends.remove')}
                question={t('friends.removeQuestion')}
                onConfirm={() => remove(row.id)}
                busy={action.busy}
                danger
                testId="friend-remove"
              />
            )}
          </Person>
        ))}
      </ul>
      <Pager page={rows.data.page} total={rows.data.total} perPage={rows.data.perPage} onPage={setPage} />
    </>
  );
}
