import { pagePath, type VisitDetail } from '@hashar/common';
import { eventsApi } from '../../api/events';
import { ActivityHeader, Description } from '../../activity/ActivityHeader';
import { Comments } from '../../activity/Comments';
import { FavoriteButton } from '../../activity/FavoriteButton';
import { formatDateTime } from '../../i18n/dates';
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

/** `/{locale}/visits/view/{id}`: a standing visit offer ("myvisit") with its sessions to sign up for. */
export default function VisitViewPage() {
  const id = useActivityId();
  const i18n = useI18n();
  const { locale, t } = useI18n();
  const { token, request } = useSession();
  const visit = useLoad<VisitDetail | null>(
    (signal) => (id ? eventsApi.visit(request, id, { signal }) : Promise.resolve(null)),
    `${locale}|${id}|${token ?? ''}`,
  );
  const notFound = !id || (visit.status === 'ok' && !visit.data) || (visit.status === 'error' && visit.errorStatus === 404);
  // The not-found page names the tab itself; a parent's effect would run after it and overwrite that.
  useDocumentTitle(visit.data?.title ?? (notFound ? i18n.t('notFound.title') : t('events.visit.title')));

  if (notFound) return <NotFoundPage />;
  if (visit.status === 'error' && !visit.data) return <LoadError onRetry={visit.reload} />;
  if (!visit.data) return <Loading />;
  return <VisitView visit={visit.data} onChanged={visit.reload} />;
}

function VisitView({ visit, onChanged }: { visit: VisitDetail; onChanged: () => void }) {
  const { locale, t } = useI18n();
  return (
    <article className="activity" data-testid="visit-view">
      {visit.canEdit && (
        <OwnerNote
          moderation={visit.moderation}
          rejectReason={visit.rejectReason}
          editHref={pagePath(locale, 'profileMyvisitEdit', { id: visit.id })}
        />
      )}
      <ActivityHeader
        title={visit.title}
        cover={visit.cover}
        directions={visit.directions}
        organization={visit.organization}
        facts={
          <dl className="activity__facts">
            <dt>{t('events.event.where')}</dt>
            <dd>{[visit.regionName, visit.address].filter(Boolean).join(', ') || t('events.place.unknown')}</dd>
            <dt>{t('events.visit.nextLabel')}</dt>
            <dd>{visit.nextSessionAt ? formatDateTime(locale, visit.nextSessionAt) : t('events.visit.noSessions')}</dd>
          </dl>
        }
      />
      <div className="activity__layout">
        <div className="activity__main">
          <p className="activity__note">{t('events.visit.about')}</p>
          <Description text={visit.description} />
          <section aria-labelledby="visit-sessions">
            <h2 id="visit-sessions">{t('events.sessions.title')}</h2>
            <SessionList
              sessions={visit.sessions}
              myApplications={visit.myApplications}
              moderation={visit.moderation}
              archived={false}
              onChanged={onChanged}
            />
          </section>
          {visit.moderation === 'approved' && <Comments type="visit" id={visit.id} />}
        </div>
        <aside className="activity__side" aria-label={t('events.event.actions')}>
          <FavoriteButton key={String(visit.isFavorite)} type="visit" id={visit.id} initial={visit.isFavorite} />
          {visit.moderation === 'approved' && <ShareLinks title={visit.title} />}
        </aside>
      </div>
    </article>
  );
}
