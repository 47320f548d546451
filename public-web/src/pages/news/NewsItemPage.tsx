import { pagePath, type NewsItemDto } from '@hashar/common';
import { Link, useParams } from 'react-router-dom';
import { ShareLinks } from '../../activity/ShareLinks';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { formatDate } from '../../i18n/dates';
import { useSession } from '../../session/SessionProvider';
import { ContentFrame } from './ContentFrame';
import { newsApi } from '../../api/news';
import { RichText } from './RichText';
import '../../activity/events.css';
import { Picture } from '../../components/Picture';

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
      {item.cover && <Picture className="content-page__cover" src={item.cover} sizes="page" width={1200} height={675} eager />}
      {item.lead && <p className="content-page__lead">{item.lead}</p>}
      <RichText html={item.body} testId="news-item-body" />
      {item.tags.length > 0 && (
        <section className="content-page__tags" aria-label={t('news.item.tags')}>
          <ul className="tag-list">
            {item.tags.map((tag) => (
              <li key={tag}>
                <Link to={tagHref(tag)}>#{tag}</Link>
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
  return (
    <ContentFrame
      back={{ to: pagePath(locale, 'news'), label: t('news.item.back') }}
      loaded={loaded}
      notFound={{ title: t('news.title'), text: t('news.item.notFound'), testId: 'news-item-not-found' }}
    >
      {(item) => <NewsArticle item={item} />}
    </ContentFrame>
  );
}
