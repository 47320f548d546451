import { ApiStatus } from '../../components/ApiStatus';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useI18n } from '../../i18n';

/** Home page (/ru, /uz): brand, tagline and whether the API is up. */
export default function HomePage() {
  const { t } = useI18n();
  useDocumentTitle(t('brand.name'));

  return (
    <section className="hero">
      <h1 className="hero__title">{t('brand.name')}</h1>
      <p className="hero__tagline">{t('brand.tagline')}</p>
      <ApiStatus />
    </section>
  );
}
