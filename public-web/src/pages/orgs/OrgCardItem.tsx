import { pagePath, type OrgCard, type OrgRating } from '@hashar/common';
import { Link } from 'react-router-dom';
import { DirectionChips } from '../../activity/DirectionChip';
import { useI18n } from '../../i18n';
import { VerifiedBadge } from '../../components/VerifiedBadge';
import { CardDistance } from '../../components/geo/CardDistance';
import { formatNumber } from '../../i18n/numbers';

/** "Рейтинг 4,5 из 5 (12)" or "Пока без отзывов". */
export function RatingLine({ rating }: { rating: OrgRating }) {
  const { t, locale } = useI18n();
  if (rating.average === null) return <span className="org-card__rating">{t('orgs.noRating')}</span>;
  const average = formatNumber(locale, rating.average, { maximumFractionDigits: 1 });
  return (
    <span className="org-card__rating" data-testid="org-rating">
      ★ {t('orgs.rating', { average, count: rating.count })}
    </span>
  );
}

/** The logo, or the name's first letter on a tinted square. */
export function OrgLogo({ name, logo, size }: { name: string; logo: string | null; size: number }) {
  if (logo) return <img className="org-logo" src={logo} alt="" width={size} height={size} loading="lazy" />;
  return (
    <span className="org-logo org-logo--letter" style={{ width: size, height: size }} aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}

/** An organization in the directory: logo, name, verified mark, region, directions, open activities, rating. */
export function OrgCardItem({ org }: { org: OrgCard }) {
  const { locale, t, plural } = useI18n();
  return (
    <article className="directory-card org-card" data-testid="org-card">
      <OrgLogo name={org.name} logo={org.logo} size={64} />
      <div className="org-card__body">
        <h3 className="org-card__name">
          <Link to={pagePath(locale, 'orgView', { id: org.id })}>{org.name}</Link>
          {org.isVerified && <VerifiedBadge of="organization" />}
        </h3>
        <p className="org-card__meta">{[org.region ?? t('orgs.noRegion'), org.district].filter(Boolean).join(', ')}</p>
        <CardDistance km={org.distanceKm} />
        <DirectionChips directions={org.directions} />
        <p className="org-card__meta">
          {org.openActivities > 0 && <span>{plural('orgs.openActivities', org.openActivities)} · </span>}
          <RatingLine rating={org.rating} />
        </p>
      </div>
    </article>
  );
}
