import { pagePath, type EventCard as EventCardDto } from '@hashar/common';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Cover } from './Cover';
import { DirectionChips } from './DirectionChip';
import { formatDateRange } from '../i18n/dates';
import { useI18n } from '../i18n';

/** Free places of an event as a sentence ("осталось 3 места", "мест нет", "без ограничений"). */
export function FreePlaces({ count }: { count: number | null }) {
  const { t, plural } = useI18n();
  if (count === null) return <>{t('events.places.unlimited')}</>;
  if (count <= 0) return <>{t('events.places.none')}</>;
  return <>{plural('events.places.free', count)}</>;
}

/** An event in a list: cover, title, dates, place, organization, directions, free places. */
export function EventCard({ event, actions }: { event: EventCardDto; actions?: ReactNode }) {
  const { locale, t } = useI18n();
  const href = pagePath(locale, 'eventView', { id: event.id });
  const ended = event.lifecycle === 'completed' || event.lifecycle === 'archived';
  return (
    <article className="event-card" data-testid="event-card">
      <Link to={href} className="event-card__cover" tabIndex={-1} aria-hidden="true">
        <Cover src={event.cover} directions={event.directions} className="event-card__image" />
      </Link>
      <div className="event-card__body">
        <h3 className="event-card__title">
          <Link to={href}>{event.title}</Link>
        </h3>
        <p className="event-card__meta">
          <time dateTime={event.startsAt}>{formatDateRange(locale, event.startsAt, event.endsAt)}</time>
          {event.lifecycle !== 'recruiting' && (
            <span className={`state-badge state-badge--${event.lifecycle}`}>{t(`events.lifecycle.${event.lifecycle}`)}</span>
          )}
        </p>
        <p className="event-card__meta">{event.isOnline ? t('events.place.online') : (event.regionName ?? t('events.place.unknown'))}</p>
        <p className="event-card__org">{event.organization.name}</p>
        <DirectionChips directions={event.directions} />
        {!ended && (
          <p className="event-card__places">
            <FreePlaces count={event.freePlaces} />
          </p>
        )}
        {actions}
      </div>
    </article>
  );
}
