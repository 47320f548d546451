import { REVIEW_LIMITS, type ReviewDto, type ReviewInput } from '@hashar/common';
import { useState, type FormEvent } from 'react';
import { TextAreaField } from '../../components/forms';
import { ApiError } from '../../api/client';
import { useAction } from '../../hooks/useAction';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { StarsInput } from './Stars';
import { createReview, updateReview } from '../../api/reviews';

interface ReviewFormProps {
  /** A new review of this activity and counterpart, or the review to edit. */
  target: Omit<ReviewInput, 'stars' | 'text'> | { review: ReviewDto };
  idPrefix: string;
  onDone: (review: ReviewDto) => void;
  onCancel: () => void;
}

/** The review form: stars (radio group), the text with a counter; creates or edits. */
export function ReviewForm({ target, idPrefix, onDone, onCancel }: ReviewFormProps) {
  const { t } = useI18n();
  const session = useSession();
  const editing = 'review' in target ? target.review : null;
  const [stars, setStars] = useState(editing?.stars ?? 0);
  const [text, setText] = useState(editing?.text ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const action = useAction(() => undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (stars < REVIEW_LIMITS.minStars) return setErrors({ stars: t('reviews.form.starsRequired') });
    setErrors({});
    void action.run(
      async () =>
        onDone(
          editing
            ? await updateReview(session, editing.id, { stars, text })
            : await createReview(session, { ...(target as ReviewInput), stars, text }),
        ),
      (err) => err instanceof ApiError && setErrors({ ...err.fields }),
    );
  };
  return (
    <form className="review-form" onSubmit={submit} noValidate data-testid="review-form">
      <StarsInput id={`${idPrefix}-stars`} value={stars} onChange={setStars} error={errors['stars']} />
      <TextAreaField
        id={`${idPrefix}-text`}
        label={t('reviews.form.text')}
        value={text}
        onValueChange={setText}
        maxLength={REVIEW_LIMITS.text}
        rows={4}
        error={errors['text']}
        hint={t('reviews.form.counter', { count: text.length, max: REVIEW_LIMITS.text })}
      />
      {action.error && !Object.keys(errors).length ? (
        <p role="alert" className="review-form__error">
          {action.error}
        </p>
      ) : null}
      <div className="review-form__actions">
        <button type="submit" className="btn btn--primary" disabled={action.busy} aria-busy={action.busy} data-testid="review-submit">
          {action.busy ? t('reviews.form.sending') : editing ? t('reviews.form.save') : t('reviews.form.submit')}
        </button>
        <button type="button" className="btn" onClick={onCancel}>
          {t('reviews.form.cancel')}
        </button>
      </div>
    </form>
  );
}
