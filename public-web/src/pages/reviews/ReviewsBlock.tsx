import type { ReviewDto } from '@hashar/common';
import { useEffect, useState } from 'react';
import { LoadError, Loading } from '../../components/LoadState';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { ReviewItem } from './ReviewItem';
import { publicReviews, type PublicReviews } from '../../api/reviews';
import { StarsView } from './Stars';
import { useReviewTexts } from './useReviewTexts';
import './reviews.css';
import { formatNumber } from '../../i18n/numbers';

/** The public reviews of an organization or a volunteer: the rating (stars and count), the latest reviews, "more", report. */
export function ReviewsBlock({ organizationId, userId }: { organizationId?: number; userId?: number }) {
  const { t, plural, locale } = useI18n();
  const session = useSession();
  const ready = useReviewTexts();
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<ReviewDto[]>([]);
  const [head, setHead] = useState<PublicReviews | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const about = { organizationId, userId };
  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    publicReviews(session, about, page, controller.signal).then(
      (res) => {
        setHead(res);
        setRows((before) => (page === 1 ? res.data : [...before, ...res.data.filter((r) => !before.some((b) => b.id === r.id))]));
      },
      () => !controller.signal.aborted && setFailed(true),
    );
    return () => controller.abort();
  }, [organizationId, userId, page, attempt, session.token, locale]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!ready) return null;
  const rating = head?.rating;
  return (
    <section className="reviews-block" aria-labelledby="reviews-block-title" data-testid="reviews-block">
      <h2 id="reviews-block-title" className="reviews-block__title">
        {t('reviews.title')}
      </h2>
      {rating && rating.count > 0 ? (
        <p className="reviews-block__rating" data-testid="reviews-rating">
          <StarsView stars={rating.average ?? 0} />{' '}
          <strong>{t('reviews.rating.stars', { average: formatNumber(locale, rating.average ?? 0) })}</strong>{' '}
          <span>{plural('reviews.count', rating.count)}</span>
        </p>
      ) : null}
      {failed ? <LoadError onRetry={() => setAttempt((n) => n + 1)} message={t('reviews.loadError')} /> : null}
      {!head && !failed ? <Loading /> : null}
      {head && rows.length === 0 ? <p className="reviews-block__none">{t('reviews.none')}</p> : null}
      <ul className="review-list">
        {rows.map((r) => (
          <ReviewItem key={r.id} review={r} onChange={(next) => setRows((all) => all.map((x) => (x.id === next.id ? next : x)))} />
        ))}
      </ul>
      {head && rows.length < head.total ? (
        <button type="button" className="btn reviews-block__more" onClick={() => setPage((p) => p + 1)} data-testid="reviews-more">
          {t('reviews.more')}
        </button>
      ) : null}
    </section>
  );
}
