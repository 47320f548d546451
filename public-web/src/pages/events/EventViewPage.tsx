import { pagePath, type EventDetail } from '@hashar/common';
import { Link } from 'react-router-dom';
import { eventsApi } from '../../api/events';
import { ActivityHeader, Description } from '../../activity/ActivityHeader';
import { Comments } from '../../activity/Comments';
import { FreePlaces } from '../../activity/EventCard';
import { FavoriteButton } from '../../activity/FavoriteButton';
import { formatFileSize, icsPath } from '../../activity/format';
import { formatDateRange } from '../../i18n/dates';
import { LoadError, Loading } from '../../components/LoadState';
import { OwnerNote } from '../../activity/OwnerNote';
import { SessionList } from '../../activity/SessionList';
import { ShareLinks } from '../../activity/ShareLinks';
import { useLoad } from '../../hooks/useLoad';
import '../../activity/events.css';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import NotFoundPage from '../NotFoundPage';
import { useActivityId } from './useActivityId';

/** `/{locale}/events/view/{id}`: an event with its sessions, documents, comments and actions. */
export default function EventViewPage() {
  const id = useActivityId();
  const i18n = useI18n();
  const { locale, t } = useI18n();
  const { token, request } = useSession();
  const event = useLoad<EventDetail | null>(
    (signal) => (id ? eventsApi.event(request, id, { signal }) : Promise.resolve(null)),
    `${locale}|${id}|${token ?? ''}`,
  );
  const notFound = !id || (event.status === 'ok' && !event.data) || (event.status === 'error' && event.errorStatus === 404);
  // The not-found page names the tab itself; a parent's effect would run after it and overwrite that.
  useDocumentTitle(event.data?.title ?? (notFound ? i18n.t('notFound.title') : t('events.event.title')));

  if (notFound) return <NotFoundPage />;
  if (event.status === 'error' && !event.data) return <LoadError onRetry={event.reload} />;
  if (!event.data) return <Loading />;
  return <EventView event={event.data} onChanged={event.reload} />;
}

function EventView({ event, onChanged }: { event: EventDetail; onChanged: () => void }) {
  const { locale, t, plural } = useI18n();
  const archived = event.lifecycle === 'archived';
  return (
    <article className="activity" data-testid="event-view">
      {event.canEdit && (
        <OwnerNote
          moderation={event.moderation}
          rejectReason={event.rejectReason}
          editHref={pagePath(locale, 'profileEventEdit', { id: event.id })}
        />
      )}
      <ActivityHeader
        title={event.title}
        cover={event.cover}
        directions={event.directions}
        organization={event.organization}
        facts={
          <dl className="activity__facts">
            <dt>{t('events.event.when')}</dt>
            <dd>
              <time dateTime={event.startsAt}>{formatDateRange(locale, event.startsAt, event.endsAt)}</time>{' '}
              <span className={`state-badge state-badge--${event.lifecycle}`}>{t(`events.lifecycle.${event.lifecycle}`)}</span>
            </dd>
            <dt>{t('events.event.where')}</dt>
            <dd>
              {event.isOnline
                ? t('events.place.online')
                : [event.regionName, event.address].filter(Boolean).join(', ') || t('events.place.unknown')}
            </dd>
            <dt>{t('events.event.places')}</dt>
            <dd>
              <FreePlaces count={event.freePlaces} />
            </dd>
          </dl>
        }
      />
      <div className="activity__layout">
        <div className="activity__main">
          <Description text={event.description} />
          {(event.minAge !== null || event.skills) && (
            <section aria-labelledby="event-requirements">
              <h2 id="event-requirements">{t('events.event.requirements')}</h2>
              <ul className="activity__list">
                {event.minAge !== null && <li>{plural('events.event.minAge', event.minAge)}</li>}
                {event.skills && <li>{t('events.event.skills', { skills: event.skills })}</li>}
              </ul>
            </section>
          )}
          {event.documents.length > 0 && (
            <section aria-labelledby="event-documents">
              <h2 id="event-documents">{t('events.event.documents')}</h2>
              <ul className="activity__list documents">
                {event.documents.map((d) => (
                  <li key={d.id}>
                    <a href={d.url} download={d.name}>
                      {d.name}
                    </a>{' '}
                    <span className="documents__size">{formatFileSize(locale, d.size)}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby="event-sessions">
            <h2 id="event-sessions">{t('events.sessions.title')}</h2>
            <SessionList
              sessions={event.sessions}
              myApplications={event.myApplications}
              moderation={event.moderation}
              archived={archived}
              onChanged={onChanged}
            />
          </section>
          {event.moderation === 'approved' && <Comments type="event" id={event.id} />}
        </div>
        <aside className="activity__side" aria-label={t('events.event.actions')}>
          <FavoriteButton key={String(event.isFavorite)} type="event" id={event.id} initial={event.isFavorite} />
          <a className="btn btn--secondary" href={icsPath(event.id)} download data-testid="ics-link">
            {t('events.event.ics')}
          </a>
          {event.group && (
            <p className="activity__group">
              {t('events.event.group')} <Link to={pagePath(locale, 'eventGroup', { id: event.group.id })}>{event.group.title}</Link>
            </p>
          )}
          {event.moderation === 'approved' && <ShareLinks title={event.title} />}
        </aside>
      </div>
    </article>
  );
}
