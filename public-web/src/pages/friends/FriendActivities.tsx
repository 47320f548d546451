import { pagePath } from '@hashar/common';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { activityUi } from '../../activity/registry';
import { Empty, LoadError, Loading } from '../../components/LoadState';
import { Pager } from '../../components/Pager';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { formatDateTime } from '../../i18n/dates';
import { useSession } from '../../session/SessionProvider';
import { friendsApi } from '../../api/friends';
import { Picture } from '../../components/Picture';

/** What friends take part in: cards linking to the activities, soonest first. */
export function FriendActivities({ version }: { version: number }) {
  const { t, locale } = useI18n();
  const session = useSession();
  const [page, setPage] = useState(1);
  const rows = useLoad((signal) => friendsApi.activities(session.request, page, signal), `${locale}|${page}|${version}|${session.token}`);
  return (
    <section aria-labelledby="friends-activities" className="organizer__panel">
      <h2 id="friends-activities">{t('friends.activities')}</h2>
      {rows.status === 'error' ? (
        <LoadError onRetry={rows.reload} />
      ) : !rows.data ? (
        <Loading />
      ) : rows.data.total === 0 ? (
        <Empty testId="empty-activities">{t('friends.empty.activities')}</Empty>
      ) : (
        <ul className="friend-cards" data-testid="friends-activities">
          {rows.data.data.map((row) => {
            const ui = activityUi(row.activity.kind as Parameters<typeof activityUi>[0]);
            return (
              <li key={row.applicationId} className="friend-card">
                <Link to={pagePath(locale, ui.info.pages.view, { id: row.activity.id })}>
                  {row.activity.cover ? (
                    <Picture className="friend-card__cover" src={row.activity.cover} sizes="card" />
                  ) : (
                    <span className="friend-card__cover" aria-hidden="true" />
                  )}
                  <span className="friend-card__body">
                    <span className="friend-card__title">{row.activity.title}</span>
                    <span className="muted">
                      {t(ui.texts.name)}
                      {row.startsAt ? ` · ${formatDateTime(locale, row.startsAt)}` : ''}
                    </span>
                    <span>{t('friends.activity.with', { name: row.friend.name })}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {rows.data ? <Pager page={rows.data.page} total={rows.data.total} perPage={rows.data.perPage} onPage={setPage} /> : null}
    </section>
  );
}
