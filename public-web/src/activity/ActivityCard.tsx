import { pagePath } from '@hashar/common';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CardDistance } from '../components/geo/CardDistance';
import { Cover } from './Cover';
import { DirectionChips } from './DirectionChip';
import type { ActivityUi } from './registry';
import type { ActivityCardItem } from './shapes';
import { useI18n } from '../i18n';

/** Cards of a list whose covers load at once (on a phone the first two fill the screen; the rest wait until near it). */
export const EAGER_CARDS = 2;

/** An activity of any kind in a list: cover, title, the kind's own lines, place, organization, directions. */
export function ActivityCard({
  entry,
  item,
  actions,
  eager = false,
}: {
  entry: ActivityUi;
  item: ActivityCardItem;
  actions?: ReactNode;
  /** Its cover is among the first a reader sees: loaded at once, not when near the screen. */
  eager?: boolean;
}) {
  const { locale, t } = useI18n();
  const { cardLead: Lead, cardTail: Tail } = entry.parts;
  const href = pagePath(locale, entry.info.pages.view, { id: item.id });
  return (
    <article className="event-card" data-testid={entry.testIds.card}>
      <Link to={href} className="event-card__cover" tabIndex={-1} aria-hidden="true">
        <Cover src={item.cover} directions={item.directions} className="event-card__image" eager={eager} />
      </Link>
      <div className="event-card__body">
        <h3 className="event-card__title">
          <Link to={href}>{item.title}</Link>
        </h3>
        <Lead item={item} />
        <p className="event-card__meta">
          {item.isOnline
            ? t('events.place.online')
            : [item.regionName ?? t('events.place.unknown'), item.districtName].filter(Boolean).join(', ')}
        </p>
        <CardDistance km={item.distanceKm} />
        <p className="event-card__org">{item.organization.name}</p>
        <DirectionChips directions={item.directions} />
        {Tail && <Tail item={item} />}
        {actions}
      </div>
    </article>
  );
}
