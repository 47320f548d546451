import { pagePath } from '@hashar/common';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Loading } from '../../components/LoadState';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { ContentFrame } from './ContentFrame';
import { newsApi } from '../../api/news';

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
    if (item) void navigate(pagePath(locale, 'newsItem', { section: item.section.slug, slug: item.slug }), { replace: true });
  }, [item, locale, navigate]);
  return (
    <ContentFrame
      back={{ to: pagePath(locale, 'news'), label: t('news.item.back') }}
      loaded={loaded}
      invalid={id === 0}
      notFound={{ title: t('news.title'), text: t('news.item.notFound'), testId: 'news-item-not-found' }}
    >
      {() => <Loading />}
    </ContentFrame>
  );
}
