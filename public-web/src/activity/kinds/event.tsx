import type { EventCard, EventDetail } from '@hashar/common';
import { formatDateRange } from '../../i18n/dates';
import { useI18n } from '../../i18n';
import { kindParts } from '../shapes';

/** Free places of an event as a sentence ("осталось 3 места", "мест нет", "без ограничений"). */
function FreePlaces({ count }: { count: number | null }) {
  const { t, plural } = useI18n();
  if (count === null) return <>{t('events.places.unlimited')}</>;
  if (count <= 0) return <>{t('events.places.none')}</>;
  return <>{plural('events.places.free', count)}</>;
}

function LifecycleBadge({ item }: { item: EventCard }) {
  const { t } = useI18n();
  return <span className={`state-badge state-badge--${item.lifecycle}`}>{t(`events.lifecycle.${item.lifecycle}`)}</span>;
}

function Dates({ item }: { item: EventCard }) {
  const { locale } = useI18n();
  return <time dateTime={item.startsAt}>{formatDateRange(locale, item.startsAt, item.endsAt)}</time>;
}

/** Card: its dates, and its state unless it is still recruiting. */
function CardLead({ item }: { item: EventCard }) {
  return (
    <p className="event-card__meta">
      <Dates item={item} />
      {item.lifecycle !== 'recruiting' && <LifecycleBadge item={item} />}
    </p>
  );
}

/** Card: free places, while it has not ended. */
function CardTail({ item }: { item: EventCard }) {
  if (item.lifecycle === 'completed' || item.lifecycle === 'archived') return null;
  return (
    <p className="event-card__places">
      <FreePlaces count={item.freePlaces} />
    </p>
  );
}

/** Page: when it runs, with its state. */
function FactsLead({ item }: { item: EventDetail }) {
  const { t } = useI18n();
  return (
    <>
      <dt>{t('events.event.when')}</dt>
      <dd>
        <Dates item={item} /> <LifecycleBadge item={item} />
      </dd>
    </>
  );
}

/** Page: its free places. */
function FactsTail({ item }: { item: EventDetail }) {
  const { t } = useI18n();
  return (
    <>
      <dt>{t('events.event.places')}</dt>
      <dd>
        <FreePlaces count={item.freePlaces} />
      </dd>
    </>
  );
}

/** An event's own lines: its dates and lifecycle state, and its free places. */
export const EVENT_PARTS = kindParts<EventCard, EventDetail>({
  cardLead: CardLead,
  cardTail: CardTail,
  factsLead: FactsLead,
  factsTail: FactsTail,
});
