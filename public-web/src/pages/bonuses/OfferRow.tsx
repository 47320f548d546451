import { pagePath, type MyBonusOffer } from '@hashar/common';
import { Link } from 'react-router-dom';
import { ConfirmButton } from '../../components/ConfirmButton';
import { useI18n } from '../../i18n';
import { ModerationBadge } from '../organizer/parts/ModerationBadge';
import { formatDay, offerTitle } from './bonusFormat';
import { formatNumber } from '../../i18n/numbers';
import { Picture } from '../../components/Picture';

export type OfferAction = 'submit' | 'archive' | 'delete';

/** One of the owner's offers: moderation state and reason, stock, codes issued and used, and what can be done with it. */
export function OfferRow({ offer, busy, onAction }: { offer: MyBonusOffer; busy: boolean; onAction: (action: OfferAction) => void }) {
  const { t, plural, locale } = useI18n();
  const title = offerTitle(offer, locale);
  const canSubmit = !offer.archived && (offer.moderation === 'draft' || offer.moderation === 'rejected');
  return (
    <li className="activity-row" data-testid="bonus-row" data-id={offer.id}>
      {offer.image ? (
        <Picture className="activity-row__cover" src={offer.image} sizes="row" />
      ) : (
        <span className="activity-row__cover" aria-hidden="true" />
      )}
      <div className="activity-row__body">
        <h2 className="activity-row__title">{title}</h2>
        <p className="activity-row__meta">
          <ModerationBadge state={offer.moderation} />
          {offer.archived ? (
            <span className="state-badge" data-testid="bonus-archived">
              {t('bonuses.own.archived')}
            </span>
          ) : null}
          <span>{plural('volunteer.points', offer.price)}</span>
          <span>
            {offer.quantity === null
              ? t('bonuses.unlimited')
              : t('bonuses.own.stock', {
                  remaining: formatNumber(locale, offer.remaining ?? 0),
                  quantity: formatNumber(locale, offer.quantity),
                })}
          </span>
        </p>
        <p className="muted">
          {t('bonuses.valid', { from: formatDay(locale, offer.validFrom), until: formatDay(locale, offer.validUntil) })}
          <br />
          <span data-testid="bonus-counts">
            {t('bonuses.own.counts', { issued: formatNumber(locale, offer.issued), used: formatNumber(locale, offer.used) })}
          </span>
        </p>
        {offer.moderation === 'rejected' && offer.rejectReason ? (
          <p className="activity-row__reason" data-testid="reject-reason">
            {t('bonuses.own.rejectReason', { reason: offer.rejectReason })}
          </p>
        ) : null}
        <div className="activity-row__actions">
          <Link
            className="btn btn--secondary btn--small"
            to={pagePath(locale, 'profileBonusEdit', { id: offer.id })}
            data-testid="bonus-edit"
          >
            {t('bonuses.own.edit')}
          </Link>
          {canSubmit ? (
            <button
              type="button"
              className="btn btn--primary btn--small"
              disabled={busy}
              onClick={() => onAction('submit')}
              data-testid="bonus-submit"
            >
              {t('bonuses.own.submit')}
            </button>
          ) : null}
          {offer.archived ? null : (
            <ConfirmButton
              label={t('bonuses.own.archive')}
              question={t('bonuses.own.confirm.archive', { title })}
              busy={busy}
              onConfirm={() => onAction('archive')}
              testId="bonus-archive"
            />
          )}
          <ConfirmButton
            label={t('bonuses.own.delete')}
            question={t('bonuses.own.confirm.delete', { title })}
            busy={busy}
            danger
            onConfirm={() => onAction('delete')}
            testId="bonus-delete"
          />
        </div>
      </div>
    </li>
  );
}
