import { pagePath } from '@hashar/common';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { useI18n } from '../i18n';

/** Shown for any unknown path, including an unknown locale prefix (the server answers 404 too). */
export default function NotFoundPage() {
  const { locale, t } = useI18n();
  useDocumentTitle(t('notFound.title'));

  return (
    <section className="not-found">
      <img className="not-found__image" src="/images/404.svg" alt="404" width="360" height="200" />
      <h1 className="not-found__text">{t('notFound.text')}</h1>
      <Link className="btn btn--primary" to={pagePath(locale, 'home')}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
