import { pagePath } from '@hashar/common';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { eventsApi } from '../../api/events';
import { Empty, LoadError, Loading } from '../../components/LoadState';
import { Pager } from '../../components/Pager';
import { useLoad } from '../../hooks/useLoad';
import { ActivityCard } from '../../activity/ActivityCard';
import { ACTIVITY_UIS, type ActivityUi } from '../../activity/registry';
import '../../activity/events.css';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';

/** `/{locale}/profile/favorites` and `/profile/volon/favorites`: the user's favorite events and visit offers. */
export default function FavoritesPage() {
  const { t } = useI18n();
  useDocumentTitle(t('events.favorites.title'));
  return (
    <section className="events-page" data-testid="favorites">
      <h1 className="events-page__title">{t('events.favorites.title')}</h1>
      {ACTIVITY_UIS.map((ui) => (
        <FavoriteList key={ui.info.kind} ui={ui} />
      ))}
    </section>
  );
}

function FavoriteList({ ui }: { ui: ActivityUi }) {
  const { locale, t } = useI18n();
  const { t: text } = useI18n();
  const type = ui.info.kind;
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
      className="btn btn--secondary btn--small"
      aria-label={t('events.favorites.removeNamed', { title })}
      onClick={() => void remove(id)}
      data-testid="favorite-remove"
    >
      {t('events.favorite.remove')}
    </button>
  );

  return (
    <section aria-labelledby={headingId} className="favorites__section">
      <h2 id={headingId}>{text(ui.texts.favorites)}</h2>
      {error && (
        <p role="alert" className="session__error">
          {t('events.state.actionFailed')}
        </p>
      )}
      {list.status === 'error' && <LoadError onRetry={list.reload} />}
      {list.status === 'loading' && !list.data && <Loading />}
      {list.data && list.data.total === 0 && (
        <Empty action={<Link to={pagePath(locale, ui.info.pages.list, {}) + ui.listSearch}>{text(ui.texts.favoritesBrowse)}</Link>}>
          {text(ui.texts.favoritesEmpty)}
        </Empty>
      )}
      {list.data && list.data.data.length > 0 && (
        <ul className="card-grid">
          {list.data.data.map((item) => (
            <li key={item.id}>
              <ActivityCard entry={ui} item={item} actions={removeButton(item.id, item.title)} />
            </li>
          ))}
        </ul>
      )}
      {list.data && <Pager page={page} total={list.data.total} perPage={list.data.perPage || 12} onPage={setPage} />}
    </section>
  );
}
