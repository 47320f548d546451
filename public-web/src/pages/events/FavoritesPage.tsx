import { pagePath, type FavoriteType } from '@hashar/common';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { eventsApi } from '../../api/events';
import { EventCard } from '../../components/events/EventCard';
import { Empty, LoadError, Loading } from '../../components/events/LoadState';
import { Pagination } from '../../components/events/Pagination';
import { useEventTexts } from '../../components/events/useEventTexts';
import { useLoad } from '../../components/events/useLoad';
import { VisitCard } from '../../components/events/VisitCard';
import '../../components/events/events.css';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useSession } from '../../session/SessionProvider';

/** `/{locale}/profile/favorites` and `/profile/volon/favorites`: the user's favorite events and visit offers. */
export default function FavoritesPage() {
  const { t } = useEventTexts();
  useDocumentTitle(t('favorites.title'));
  return (
    <section className="events-page" data-testid="favorites">
      <h1 className="events-page__title">{t('favorites.title')}</h1>
      <FavoriteList type="event" />
      <FavoriteList type="visit" />
    </section>
  );
}

function FavoriteList({ type }: { type: FavoriteType }) {
  const { locale, t } = useEventTexts();
  const { request } = useSession();
  const [page, setPage] = useState(1);
  const list = useLoad((signal) => eventsApi.favorites(request, type, page, { signal }), `${locale}|${type}|${page}`);
  const [error, setError] = useState(false);

  const remove = async (id: number) => {
    setError(false);
    try {
      await eventsApi.removeFavorite(request, type, id);
      list.update((p) => ({ ...p, data: p.data.filter((item) => item.id !== id), total: p.total - 1 }));
      if (list.data && list.data.data.length === 1 && page > 1) setPage(page - 1);
    } catch {
      setError(true);
    }
  };
  const headingId = `favorites-${type}`;
  const removeButton = (id: number, title: string) => (
    <button
      type="button"
      className="button button--secondary button--small"
      aria-label={t('favorites.removeNamed', { title })}
      onClick={() => void remove(id)}
      data-testid="favorite-remove"
    >
      {t('favorite.remove')}
    </button>
  );

  return (
    <section aria-labelledby={headingId} className="favorites__section">
      <h2 id={headingId}>{t(type === 'event' ? 'favorites.events' : 'favorites.visits')}</h2>
      {error && (
        <p role="alert" className="session__error">
          {t('state.actionFailed')}
        </p>
      )}
      {list.status === 'error' && <LoadError onRetry={list.reload} />}
      {list.status === 'loading' && !list.data && <Loading />}
      {list.data && list.data.total === 0 && (
        <Empty
          action={
            <Link to={pagePath(locale, 'events', {}) + (type === 'visit' ? '?tab=visits' : '')}>
              {t(type === 'event' ? 'favorites.browse' : 'favorites.browseVisits')}
            </Link>
          }
        >
          {t(type === 'event' ? 'favorites.emptyEvents' : 'favorites.emptyVisits')}
        </Empty>
      )}
      {list.data && list.data.data.length > 0 && (
        <ul className="card-grid">
          {list.data.data.map((item) => (
            <li key={item.id}>
              {type === 'event' && 'startsAt' in item ? (
                <EventCard event={item} actions={removeButton(item.id, item.title)} />
              ) : (
                'nextSessionAt' in item && <VisitCard visit={item} actions={removeButton(item.id, item.title)} />
              )}
            </li>
          ))}
        </ul>
      )}
      {list.data && <Pagination page={page} total={list.data.total} perPage={list.data.perPage || 12} onPage={setPage} />}
    </section>
  );
}
