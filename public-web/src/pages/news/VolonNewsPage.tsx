import { pagePath } from '@hashar/common';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { NewsCard } from '../../components/content/NewsCard';
import { PublicationCard } from '../../components/content/PublicationCard';
import { Empty, LoadError, Loading } from '../../components/LoadState';
import { Pager } from '../../components/Pager';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { VolunteerOnly, isParticipant } from '../volunteer/VolunteerOnly';
import { newsApi } from '../../api/news';
import '../../activity/events.css';
import './news.css';

const LATEST = 3;

/** The platform's latest news beside the feed. */
function LatestNews() {
  const { locale, t } = useI18n();
  const { request } = useSession();
  const news = useLoad((signal) => newsApi.list(request, `perPage=${LATEST}`, { signal }), locale);
  return (
    <aside className="feed-aside" aria-labelledby="feed-latest" data-testid="feed-latest">
      <h2 id="feed-latest">{t('feed.latest')}</h2>
      {news.status === 'error' && <LoadError onRetry={news.reload} />}
      {!news.data && news.status === 'loading' && <Loading />}
      {news.data && news.data.total === 0 && <p>{t('feed.noNews')}</p>}
      {news.data && news.data.total > 0 && (
        <ul>
          {news.data.data.map((item) => (
            <li key={item.id}>
              <NewsCard item={item} />
            </li>
          ))}
        </ul>
      )}
      <Link to={pagePath(locale, 'news')}>{t('feed.allNews')}</Link>
    </aside>
  );
}

/** `/{locale}/profile/volon/news`: publications of the organizations and groups the volunteer joined or helped, and the latest news. */
export default function VolonNewsPage() {
  const { locale, t, plural } = useI18n();
  const session = useSession();
  const [page, setPage] = useState(1);
  const title = t('feed.title');
  useDocumentTitle(title);
  const feed = useLoad(
    (signal) => newsApi.feed(session.request, page > 1 ? `page=${page}` : '', { signal }),
    `${locale}|${page}|${session.token}`,
    isParticipant(session.role),
  );
  const toPage = (next: number) => {
    setPage(next);
    document.getElementById('feed-results')?.focus();
  };
  const data = feed.data;
  return (
    <VolunteerOnly title={title}>
      <section className="events-page feed-page" data-testid="volon-news">
        <div id="feed-results" tabIndex={-1} aria-busy={feed.status === 'loading'}>
          <h1 className="events-page__title">{title}</h1>
          <p className="events-page__intro">{t('feed.intro')}</p>
          {feed.status === 'error' && <LoadError onRetry={feed.reload} />}
          {!data && feed.status === 'loading' && <Loading />}
          {data && data.total === 0 && (
            <Empty
              testId="feed-empty"
              action={
                <p className="feed-empty__links">
                  <Link className="btn btn--primary" to={pagePath(locale, 'orgs')}>
                    {t('feed.orgs')}
                  </Link>{' '}
                  <Link className="btn btn--secondary" to={pagePath(locale, 'initiatives')}>
                    {t('feed.groups')}
                  </Link>
                </p>
              }
            >
              {t('feed.empty')}
            </Empty>
          )}
          {data && data.total > 0 && (
            <>
              <p className="events-page__count" role="status">
                {plural('feed.found', data.total)}
              </p>
              <ul className="card-grid">
                {data.data.map((item) => (
                  <li key={item.id}>
                    <PublicationCard item={item} />
                  </li>
                ))}
              </ul>
              <Pager page={page} total={data.total} perPage={data.perPage} onPage={toPage} />
            </>
          )}
        </div>
        <LatestNews />
      </section>
    </VolunteerOnly>
  );
}
