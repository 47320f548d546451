import { REVIEW_LIMITS } from '@hashar/common';
import { useI18n } from '../../i18n';

const ALL = Array.from({ length: REVIEW_LIMITS.maxStars }, (_, i) => i + 1);

/** Stars as a picture with a text alternative ("Оценка: 4 из 5"). */
export function StarsView({ stars }: { stars: number }) {
  const { t } = useI18n();
  const rounded = Math.round(stars);
  return (
    <span className="review-stars" role="img" aria-label={t('reviews.starsLabel', { count: stars })}>
      {ALL.map((n) => (
        <span key={n} aria-hidden="true" className={n <= rounded ? 'review-star review-star--on' : 'review-star'}>
          ★
        </span>
      ))}
    </span>
  );
}

/** The star input: a radio group (arrow keys move, each star labelled "N из 5"). */
export function StarsInput({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: number;
  onChange: (stars: number) => void;
  error?: string;
}) {
  const { t } = useI18n();
  return (
    <fieldset className={`review-stars-input${error ? ' field--invalid' : ''}`} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field__label">{t('reviews.form.stars')}</legend>
      {ALL.map((n) => (
        <label key={n} className={n <= value ? 'review-star-choice review-star-choice--on' : 'review-star-choice'}>
          <input
            type="radio"
            name={id}
            value={n}
            checked={value === n}
            onChange={() => onChange(n)}
            className="review-star-choice__radio"
            data-testid={`review-star-${n}`}
          />
          <span aria-hidden="true">★</span>
          <span className="visually-hidden">{t('reviews.form.star', { count: n })}</span>
        </label>
      ))}
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
