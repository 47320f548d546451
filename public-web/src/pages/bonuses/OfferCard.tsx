import type { BonusCard } from '@hashar/common';
import { useI18n } from '../../i18n';
import { formatDay } from './bonusFormat';
import { formatNumber } from '../../i18n/numbers';
import { Picture } from '../../components/Picture';

/** What every offer shows: price, what is left, validity, where. */
export function OfferFacts({ offer }: { offer: BonusCard }) {
  const { t, plural, locale } = useI18n();
  return (
    <ul className="bonus-facts">
      <li className="bonus-facts__price" data-testid="bonus-price">
        {plural('volunteer.points', offer.price)}
      </li>
      <li data-testid="bonus-remaining">
        {offer.remaining === null ? t('bonuses.unlimited') : t('bonuses.remaining', { count: formatNumber(locale, offer.remaining) })}
      </li>
      <li>{t('bonuses.valid', { from: formatDay(locale, offer.validFrom), until: formatDay(locale, offer.validUntil) })}</li>
      <li>{offer.isOnline ? t('bonuses.online') : (offer.regionName ?? '')}</li>
    </ul>
  );
}

/** An offer in the list: image, title (opens the offer), owner and facts. */
export function OfferCard({ offer, onOpen }: { offer: BonusCard; onOpen: () => void }) {
  const { t } = useI18n();
  return (
    <li className="bonus-card" data-testid="bonus-card" data-id={offer.id}>
      {offer.image ? (
        <Picture className="bonus-card__image" src={offer.image} sizes="card" />
      ) : (
        <span className="bonus-card__image" aria-hidden="true" />
      )}
      <div className="bonus-card__body">
        <h3 className="bonus-card__title">
          <button type="button" className="bonus-card__open" onClick={onOpen} aria-haspopup="dialog">
            {offer.title}
          </button>
        </h3>
        <p className="bonus-card__owner muted">{offer.owner.name}</p>
        <OfferFacts offer={offer} />
        <button
          type="button"
          className="btn btn--secondary btn--small"
          onClick={onOpen}
          aria-label={t('bonuses.open', { title: offer.title })}
        >
          {t('bonuses.more')}
        </button>
      </div>
    </li>
  );
}
