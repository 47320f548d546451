import type { VolonDetail } from '@hashar/common';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DirectionChips } from '../../activity/DirectionChip';
import { useI18n } from '../../i18n';
import { VerifiedBadge } from '../../components/VerifiedBadge';

/** A list of short words (skills, languages) as tags. */
function Tags({ items, label }: { items: readonly string[]; label: string }) {
  return (
    <ul className="volon-skills" aria-label={label}>
      {items.map((s) => (
        <li key={s}>{s}</li>
      ))}
    </ul>
  );
}

/**
 * A volunteer's page as others see it: avatar, name, verified mark, about, directions, skills,
 * languages, hours, points, activities and rating. The public page and "how others see me" both
 * draw it; `actions` go beside the name (friend button), `children` after the sections (reviews).
 */
export function VolonProfile({ volon, actions, children }: { volon: VolonDetail; actions?: ReactNode; children?: ReactNode }) {
  const { t, plural, locale } = useI18n();
  const { rating } = volon;
  return (
    <article className="volon-profile" data-testid="volon-profile">
      <header className="volon-profile__head">
        <img className="volon-profile__avatar" src={volon.avatar} alt="" width={112} height={112} />
        <div>
          <h1 className="volon-profile__name">
            <span data-testid="volon-name">{volon.name}</span>
            {volon.isVerified && <VerifiedBadge withText size={20} />}
          </h1>
          <p className="volon-card__meta">
            {volon.region ? [volon.region.name, volon.district?.name].filter(Boolean).join(', ') : t('volons.noRegion')}
          </p>
          <p className="volon-profile__rating" data-testid="volon-rating">
            {rating.count > 0 && rating.average !== null
              ? t('volons.view.ratingValue', {
                  average: rating.average.toLocaleString(locale),
                  count: plural('volons.view.reviews', rating.count),
                })
              : t('volons.view.noRating')}
          </p>
          {actions}
        </div>
      </header>
      <dl className="volon-stats">
        <div>
          <dt>{t('volons.view.hours')}</dt>
          <dd data-testid="volon-hours">{plural('volons.hours', volon.verifiedHours)}</dd>
        </div>
        {volon.points !== null && (
          <div>
            <dt>{t('volons.view.points')}</dt>
            <dd data-testid="volon-points">{volon.points.toLocaleString(locale)}</dd>
          </div>
        )}
      </dl>
      {volon.about && (
        <section>
          <h2>{t('volons.view.about')}</h2>
          <p className="volon-profile__about">{volon.about}</p>
        </section>
      )}
      {volon.directions.length > 0 && (
        <section>
          <h2>{t('volons.view.directions')}</h2>
          <DirectionChips directions={volon.directions} />
        </section>
      )}
      {volon.skills.length > 0 && (
        <section>
          <h2>{t('volons.view.skills')}</h2>
          <Tags items={volon.skills} label={t('volons.view.skills')} />
        </section>
      )}
      {volon.languages.length > 0 && (
        <section>
          <h2>{t('volons.view.languages')}</h2>
          <Tags items={volon.languages} label={t('volons.view.languages')} />
        </section>
      )}
      {volon.activities && (
        <section data-testid="volon-activities">
          <h2>{t('volons.view.activities')}</h2>
          {volon.activities.length === 0 ? (
            <p className="volon-muted">{t('volons.view.noActivities')}</p>
          ) : (
            <ul className="volon-activities">
              {volon.activities.map((a) => (
                <li key={`${a.kind}-${a.id}`}>
                  <Link to={`/${locale}/${a.path}`}>{a.title}</Link>
                  {a.hours !== null && (
                    <span className="volon-muted"> · {t('volons.view.activityHours', { hours: a.hours.toLocaleString(locale) })}</span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {children}
    </article>
  );
}
