import { Suspense } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { useI18n } from '../../i18n';
import { LanguageSwitch } from '../LanguageSwitch';

/** The default layout: header, navigation, page content and footer. */
export function DefaultLayout() {
  const { locale, t } = useI18n();

  return (
    <div className="page">
      <header className="header">
        <div className="wrapper header__inner">
          <Link className="logo" to={`/${locale}`} aria-label={t('header.homeLink')}>
            {t('brand.name')}
          </Link>
          <LanguageSwitch />
        </div>
      </header>
      <main className="main wrapper">
        <Suspense fallback={<p className="page-loading">{t('common.loading')}</p>}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="footer">
        <div className="wrapper">{t('footer.copyright', { year: new Date().getFullYear() })}</div>
      </footer>
    </div>
  );
}
