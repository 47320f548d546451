import { pagePath, type VolonCard } from '@hashar/common';
import { Link } from 'react-router-dom';
import { DirectionChips } from '../../activity/DirectionChip';
import { useI18n } from '../../i18n';
import { VerifiedBadge } from '../../components/VerifiedBadge';

/** A volunteer in the directory: avatar, display name, verified mark, region, hours, directions, top skills. */
export function VolonCardItem({ volon }: { volon: VolonCard }) {
  const { locale, t, plural } = useI18n();
  const href = pagePath(locale, 'volonView', { id: volon.id });
  return (
    <article className="directory-card volon-card" data-testid="volon-card">
      <img className="volon-card__avatar" src={volon.avatar} alt="" width={64} height={64} loading="lazy" />
      <div className="volon-card__body">
        <h3 className="volon-card__name">
          <Link to={href}>{volon.name}</Link>
          {volon.isVerified && <VerifiedBadge size={18} />}
        </h3>
        <p className="volon-card__meta">
          {volon.region ? [volon.region.name, volon.district?.name].filter(Boolean).join(', ') : t('volons.noRegion')}
        </p>
        <p className="volon-card__hours" data-testid="volon-hours">
          {plural('volons.hours', volon.verifiedHours)}
        </p>
        <DirectionChips directions={volon.directions} />
        {volon.skills.length > 0 && (
          <ul className="volon-skills" aria-label={t('volons.view.skills')}>
            {volon.skills.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
