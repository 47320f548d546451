import { eventsApi, type EventGroupDto } from '../../api/events';
import { Description } from '../../activity/ActivityHeader';
import { ActivityCard } from '../../activity/ActivityCard';
import { activityUi } from '../../activity/registry';
import { Empty, LoadError, Loading } from '../../components/LoadState';
import { useLoad } from '../../hooks/useLoad';
import '../../activity/events.css';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import NotFoundPage from '../../components/NotFoundPage';
import { useActivityId } from '../../activity/useActivityId';

/** `/{locale}/events/view-group/{id}`: a series of events and its events as cards. */
export default function EventGroupPage() {
  const id = useActivityId();
  const i18n = useI18n();
  const { locale, t, plural } = useI18n();
  const { request } = useSession();
  const group = useLoad<EventGroupDto | null>(
    (signal) => (id ? eventsApi.group(request, id, { signal }) : Promise.resolve(null)),
    `${locale}|${id}`,
  );
  const notFound = !id || (group.status === 'ok' && !group.data) || (group.status === 'error' && group.errorStatus === 404);
  // The not-found page names the tab itself; a parent's effect would run after it and overwrite that.
  useDocumentTitle(group.data?.title ?? (notFound ? i18n.t('notFound.title') : t('events.group.title')));

  if (notFound) return <NotFoundPage />;
  if (group.status === 'error' && !group.data) return <LoadError onRetry={group.reload} />;
  if (!group.data) return <Loading />;
  const { title, description, organization, events } = group.data;
  return (
    <section className="events-page" data-testid="event-group">
      <p className="events-page__kicker">{t('events.group.title')}</p>
      <h1 className="events-page__title">{title}</h1>
      <p className="activity__org">
        <span>{organization.name}</span>
      </p>
      {description && <Description text={description} />}
      <h2>{plural('events.group.count', events.length)}</h2>
      {events.length === 0 ? (
        <Empty>{t('events.group.empty')}</Empty>
      ) : (
        <ul className="card-grid">
          {events.map((e) => (
            <li key={e.id}>
              <ActivityCard entry={activityUi('event')} item={e} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
