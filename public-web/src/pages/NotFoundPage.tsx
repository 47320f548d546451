import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { useI18n } from '../i18n';

/** Shown for any unknown path, including an unknown locale prefix. */
export default function NotFoundPage() {
  const { locale, t } = useI18n();
  useDocumentTitle(t('meta.titleTemplate', { page: t('notFound.title') }));

  return (
    <section className="not-found">
      <p className="not-found__code" aria-hidden="true">404</p>
      <h1 className="not-found__text">{t('notFound.text')}</h1>
      <Link className="button" to={`/${locale}`}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
