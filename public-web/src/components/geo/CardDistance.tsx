import { useI18n } from '../../i18n';
import { distanceText } from './distance';
import './geo.css';

/** A card's distance from the list's `near` point ("1,2 км" / "850 м"), when the answer has one. */
export function CardDistance({ km }: { km: number | undefined }) {
  const { locale, t } = useI18n();
  if (km === undefined || km === null) return null;
  return (
    <p className="card-distance" data-testid="card-distance">
      <span className="visually-hidden">{t('events.geo.distance')}: </span>
      {distanceText(locale, km, t)}
    </p>
  );
}
