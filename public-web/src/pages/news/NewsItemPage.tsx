import { pagePath, type NewsItemDto } from '@hashar/common';
import { Link, useParams } from 'react-router-dom';
import { ShareLinks } from '../../activity/ShareLinks';
import { Empty, LoadError, Loading } from '../../components/LoadState';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { formatDate } from '../../i18n/dates';
import { useSession } from '../../session/SessionProvider';
import { newsApi } from './newsApi';
import { RichText } from './RichText';
import '../../activity/events.css';
import './news.css';

/** The item once loaded: cover, section and date, title, lead, body, tags, share links. */
function NewsArticle({ item }: { item: NewsItemDto }) {
  const { locale, t } = useI18n();
  const tagHref = (tag: string) => `${pagePath(locale, 'news')}?${new URLSearchParams({ tag }).toString()}`;
  return (
    <article className="content-page" data-testid="news-item">
      <p className="content-page__meta">
        <Link to={pagePath(locale, 'newsSection', { section: item.section.slug })} data-testid="news-item-section">
          {item.section.name}
        </Link>
        <time dateTime={item.publishedAt}>{formatDate(locale, item.publishedAt)}</time>
      </p>
      <h1 className="content-page__title">{item.title}</h1>
      {item.cover && <img className="content-page__cover" src={item.cover} alt="" decoding="async" width="1200" height="675" />}
      {item.lead && <p className="content-page__lead">{item.lead}</p>}
      <RichText html={item.body} testId="news-item-body" />
      {item.tags.length > 0 && (
        <section className="content-page__tags" aria-label={t('news.item.tags')}>
          <ul className="tag-list">
            {item.tags.map((tag) => (
              <li key={tag}>
                <Link to={tagHref(tag)} aria-label={t('news.item.tagLink', { tag })}>
                  #{tag}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ShareLinks title={item.title} />
    </article>
  );
}

/** `/{locale}/news/{section}/{slug}`: one public news item (its canonical address). */
export default function NewsItemPage() {
  const { locale, t } = useI18n();
  const { request } = useSession();
  const { section = '', slug = '' } = useParams();
  const loaded = useLoad((signal) => newsApi.item(request, section, slug, { signal }).then((r) => r.data), `${locale}|${section}|${slug}`);
  useDocumentTitle(loaded.data?.title ?? t('news.title'));
  const missing = loaded.status === 'error' && (loaded.errorStatus === 404 || loaded.errorStatus === 400);
  return (
    <section className="content-wrap">
      <p>
        <Link to={pagePath(locale, 'news')}>← {t('news.item.back')}</Link>
      </p>
      {missing && (
        <>
          <h1>{t('news.title')}</h1>
          <Empty testId="news-item-not-found">{t('news.item.notFound')}</Empty>
        </>
      )}
      {!missing && loaded.status === 'error' && <LoadError onRetry={loaded.reload} />}
      {!missing && !loaded.data && loaded.status === 'loading' && <Loading />}
      {!missing && loaded.data && <NewsArticle item={loaded.data} />}
    </section>
  );
}
