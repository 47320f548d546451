import { pagePath, POINTS } from '@hashar/common';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { getPoints } from '../../api/volunteer';
import { Empty, LoadError, Loading } from '../../components/LoadState';
import { useLoad } from '../../hooks/useLoad';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { formatDateTime } from '../../i18n/dates';
import { Pager } from '../../components/Pager';
import { VolunteerOnly, isParticipant } from './VolunteerOnly';

/** The offers to spend points on: their own chunk, so the balance shows first. */
const OffersSection = lazy(() => import('../bonuses/OffersSection'));

/** `/{locale}/profile/volon/bonuse`: points balance, verified hours, the offers to spend points on and the history of points. */
export default function BonusePage() {
  const { t, plural, locale } = useI18n();
  const session = useSession();
  const [page, setPage] = useState(1);
  const participant = isParticipant(session.role);
  const title = t('volunteer.bonuse.title');
  useDocumentTitle(title);

  const loaded = useLoad((signal) => getPoints(session.request, page, signal), `${locale}|${session.token}|${page}`, participant);
  const summary = loaded.data;

  const history = summary?.history;
  return (
    <VolunteerOnly title={title}>
      <section className="organizer">
        <h1>{title}</h1>
        {loaded.status === 'error' ? <LoadError onRetry={loaded.reload} message={t('organizer.loadError')} /> : null}
        {!summary && loaded.status === 'loading' ? <Loading /> : null}
        {summary ? (
          <dl className="stats">
            <div>
              <dt>{t('volunteer.balance')}</dt>
              <dd data-testid="points-balance">{plural('volunteer.points', summary.balance)}</dd>
            </div>
            <div>
              <dt>{t('volunteer.verifiedHours')}</dt>
              <dd data-testid="verified-hours-total">{plural('volunteer.hours', summary.verifiedHours)}</dd>
            </div>
          </dl>
        ) : null}
        <p className="muted">{t('volunteer.rule', { points: plural('volunteer.points', POINTS.perVerifiedHour) })}</p>
        <p>
          <Link to={pagePath(locale, 'volonMyboon')} data-testid="myboon-link">
            {t('bonuses.myLink')}
          </Link>
        </p>
        {participant ? (
          <Suspense fallback={<Loading />}>
            <OffersSection onRedeemed={loaded.reload} />
          </Suspense>
        ) : null}
        {history ? (
          <>
            <h2>{t('volunteer.history')}</h2>
            {history.data.length === 0 ? (
              <Empty testId="empty-list">{t('volunteer.historyEmpty')}</Empty>
            ) : (
              <table className="history" data-testid="points-history">
                <thead>
                  <tr>
                    <th scope="col">{t('volunteer.col.date')}</th>
                    <th scope="col">{t('volunteer.col.what')}</th>
                    <th scope="col">{t('volunteer.col.hours')}</th>
                    <th scope="col">{t('volunteer.col.points')}</th>
                  </tr>
                </thead>
                <tbody>
                  {history.data.map((entry) => (
                    <tr key={entry.id}>
                      <td>{formatDateTime(locale, entry.createdAt)}</td>
                      <td>
                        {entry.title || t(`volunteer.reason.${entry.reason}`)}
                        {entry.reason === 'hours' ? (
                          <>
                            <br />
                            <span className="muted">{t('volunteer.reason.hours')}</span>
                          </>
                        ) : null}
                      </td>
                      <td>{entry.hours ? plural('volunteer.hours', entry.hours) : '—'}</td>
                      <td className={`history__delta history__delta--${entry.delta < 0 ? 'minus' : 'plus'}`}>
                        {entry.delta > 0 ? '+' : entry.delta < 0 ? '−' : ''}
                        {plural('volunteer.points', Math.abs(entry.delta))}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <Pager page={history.page} total={history.total} perPage={history.perPage} onPage={setPage} />
          </>
        ) : null}
      </section>
    </VolunteerOnly>
  );
}
