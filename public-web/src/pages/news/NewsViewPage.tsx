import { pagePath } from '@hashar/common';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Empty, LoadError, Loading } from '../../components/LoadState';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { newsApi } from './newsApi';
import './news.css';

/**
 * `/{locale}/news/view/{id}`: finds the item and replaces the address with its canonical one
 * (the server answers 301 to a full page load; this covers links inside the app).
 */
export default function NewsViewPage() {
  const { locale, t } = useI18n();
  const { request } = useSession();
  const navigate = useNavigate();
  const raw = useParams()['id'] ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
  const loaded = useLoad((signal) => newsApi.byId(request, id, { signal }).then((r) => r.data), `${locale}|${id}`, id > 0);
  useDocumentTitle(t('news.title'));
  const item = loaded.data;
  useEffect(() => {
    if (item) navigate(pagePath(locale, 'newsItem', { section: item.section.slug, slug: item.slug }), { replace: true });
  }, [item, locale, navigate]);
  const missing = id === 0 || (loaded.status === 'error' && loaded.errorStatus === 404);
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
      {!missing && loaded.status !== 'error' && <Loading />}
    </section>
  );
}
