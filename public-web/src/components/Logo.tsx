import { pagePath } from '@hashar/common';
import { Link } from 'react-router-dom';
import { useI18n } from '../i18n';

/** The brand mark and name, linking to the home page. */
export function Logo({ className = '' }: { className?: string }) {
  const { locale, t } = useI18n();
  return (
    <Link className={`logo ${className}`} to={pagePath(locale, 'home')} aria-label={t('header.homeLink')}>
      <img className="logo__mark" src="/images/logo.svg" alt="" width="32" height="32" />
      <span className="logo__name">{t('brand.name')}</span>
    </Link>
  );
}
