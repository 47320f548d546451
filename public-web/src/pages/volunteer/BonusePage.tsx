import { POINTS, type PointsSummary } from '@hashar/common';
import { useEffect, useState } from 'react';
import { getPoints } from '../../api/volunteer';
import { FormAlert } from '../../components/forms';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { formatDateTime } from '../../i18n/dates';
import { Pager } from '../../components/Pager';
import { VolunteerOnly, isParticipant } from './VolunteerOnly';

/** `/{locale}/profile/volon/bonuse`: points balance, verified hours and the history of points. */
export default function BonusePage() {
  const { t, plural, locale } = useI18n();
  const session = useSession();
  const [page, setPage] = useState(1);
  const [summary, setSummary] = useState<PointsSummary | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const participant = isParticipant(session.role);
  const title = t('volunteer.bonuse.title');
  useDocumentTitle(title);

  useEffect(() => {
    if (!participant) return;
    const controller = new AbortController();
    setFailed(false);
    getPoints(session.request, page, controller.signal).then(setSummary, () => !controller.signal.aborted && setFailed(true));
    return () => controller.abort();
  }, [participant, session.request, page, attempt]);

  const history = summary?.history;
  return (
    <VolunteerOnly title={title}>
      <section className="organizer">
        <h1>{title}</h1>
        {failed ? (
          <FormAlert tone="error">
            {t('organizer.loadError')}{' '}
            <button type="button" className="btn btn--link" onClick={() => setAttempt((n) => n + 1)}>
              {t('organizer.retry')}
            </button>
          </FormAlert>
        ) : null}
        {!summary && !failed ? <p aria-busy="true">{t('common.loading')}</p> : null}
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
        {history ? (
          <>
            <h2>{t('volunteer.history')}</h2>
            {history.data.length === 0 ? (
              <p className="organizer__empty" data-testid="empty-list">
                {t('volunteer.historyEmpty')}
              </p>
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
