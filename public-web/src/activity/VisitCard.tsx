import { pagePath, type VisitCard as VisitCardDto } from '@hashar/common';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Cover } from './Cover';
import { DirectionChips } from './DirectionChip';
import { formatDateTime } from '../i18n/dates';
import { useI18n } from '../i18n';

/** A standing visit offer ("myvisit") in a list, linking to /visits/view/{id}. */
export function VisitCard({ visit, actions }: { visit: VisitCardDto; actions?: ReactNode }) {
  const { locale, t } = useI18n();
  const href = pagePath(locale, 'visitView', { id: visit.id });
  return (
    <article className="event-card" data-testid="visit-card">
      <Link to={href} className="event-card__cover" tabIndex={-1} aria-hidden="true">
        <Cover src={visit.cover} directions={visit.directions} className="event-card__image" />
      </Link>
      <div className="event-card__body">
        <h3 className="event-card__title">
          <Link to={href}>{visit.title}</Link>
        </h3>
        <p className="event-card__meta">
          {visit.nextSessionAt
            ? t('events.visit.next', { date: formatDateTime(locale, visit.nextSessionAt) })
            : t('events.visit.noSessions')}
        </p>
        <p className="event-card__meta">{visit.regionName ?? t('events.place.unknown')}</p>
        <p className="event-card__org">{visit.organization.name}</p>
        <DirectionChips directions={visit.directions} />
        {actions}
      </div>
    </article>
  );
}
