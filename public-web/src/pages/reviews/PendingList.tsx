import type { PendingReviewDto } from '@hashar/common';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Empty, LoadError, Loading } from '../../components/LoadState';
import { Pager } from '../../components/Pager';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { formatDate } from '../../i18n/dates';
import { useSession } from '../../session/SessionProvider';
import { ReviewForm } from './ReviewForm';
import { pendingReviews } from '../../api/reviews';

const keyOf = (p: PendingReviewDto) => `${p.activity.kind}-${p.activity.id}-${p.target.type}-${p.target.id}`;

/** The "to write" tab: finished activities and their counterparts, each with its form. */
export function PendingList({ onWritten }: { onWritten: () => void }) {
  const { t, locale } = useI18n();
  const session = useSession();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const loaded = useLoad((signal) => pendingReviews(session, page, signal), `${page}-${session.token}`);
  if (loaded.status === 'loading' && !loaded.data) return <Loading />;
  if (!loaded.data) return <LoadError onRetry={loaded.reload} message={t('reviews.loadError')} />;
  const { data, total, perPage } = loaded.data;
  if (!data.length) return <Empty testId="reviews-empty">{t('reviews.empty.pending')}</Empty>;
  return (
    <>
      <ul className="review-list">
        {data.map((p) => {
          const key = keyOf(p);
          const target = p.target.type === 'organization' ? { targetOrganizationId: p.target.id } : { targetUserId: p.target.id };
          return (
            <li key={key} className="review-item review-pending" data-testid="review-pending">
              <strong className="review-item__name">{p.target.name}</strong>
              <p className="review-item__activity">
                <Link to={`/${locale}/${p.activity.page}`}>{t('reviews.about', { title: p.activity.title })}</Link>
                {p.endedAt ? (
                  <span className="review-item__date"> · {t('reviews.ended', { date: formatDate(locale, p.endedAt) })}</span>
                ) : null}
              </p>
              {open === key ? (
                <ReviewForm
                  target={{ activityKind: p.activity.kind, activityId: p.activity.id, ...target }}
                  idPrefix={`write-${key}`}
                  onDone={() => {
                    setOpen(null);
                    loaded.reload();
                    onWritten();
                  }}
                  onCancel={() => setOpen(null)}
                />
              ) : (
                <button type="button" className="btn btn--primary" onClick={() => setOpen(key)} data-testid="review-write">
                  {t('reviews.write')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <Pager page={page} total={total} perPage={perPage} onPage={setPage} />
    </>
  );
}
