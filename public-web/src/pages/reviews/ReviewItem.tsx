import type { ReviewDto } from '@hashar/common';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useI18n } from '../../i18n';
import { formatDate } from '../../i18n/dates';
import { ReportButton } from './ReportDialog';
import { ReviewForm } from './ReviewForm';
import { StarsView } from './Stars';

interface ReviewItemProps {
  review: ReviewDto;
  /** Name whom it is about (the "given" tab) rather than who wrote it. */
  showTarget?: boolean;
  onChange?: (review: ReviewDto) => void;
}

/** One review: stars, author (or target), the activity, the text; edit for its author within 7 days, report for others. */
export function ReviewItem({ review, showTarget = false, onChange }: ReviewItemProps) {
  const { t, locale } = useI18n();
  const [editing, setEditing] = useState(false);
  const editable = review.isMine && review.status !== 'hidden' && new Date(review.editableUntil) > new Date();
  const party = showTarget ? review.target : review.author;
  return (
    <li className="review-item" data-testid="review-item">
      <div className="review-item__head">
        {party.image ? <img className="review-item__image" src={party.image} alt="" width={40} height={40} loading="lazy" /> : null}
        <div>
          <strong className="review-item__name">{showTarget ? t('reviews.to', { name: party.name }) : party.name}</strong>
          <StarsView stars={review.stars} />
          <span className="review-item__date">{formatDate(locale, review.createdAt)}</span>
        </div>
      </div>
      {review.activity.page ? (
        <p className="review-item__activity">
          <Link to={`/${locale}/${review.activity.page}`}>{t('reviews.about', { title: review.activity.title })}</Link>
        </p>
      ) : null}
      {editing ? (
        <ReviewForm
          target={{ review }}
          idPrefix={`edit-${review.id}`}
          onDone={(next) => {
            setEditing(false);
            onChange?.(next);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <p className="review-item__text">{review.text}</p>
      )}
      {review.status !== 'published' ? <p className="review-item__status">{t(`reviews.status.${review.status}`)}</p> : null}
      <div className="review-item__actions">
        {editable && !editing ? (
          <>
            <button type="button" className="btn btn--link" onClick={() => setEditing(true)} data-testid="review-edit">
              {t('reviews.edit')}
            </button>
            <span className="review-item__until">{t('reviews.editUntil', { date: formatDate(locale, review.editableUntil) })}</span>
          </>
        ) : null}
        {!review.isMine && review.status === 'published' ? <ReportButton reviewId={review.id} /> : null}
      </div>
    </li>
  );
}
