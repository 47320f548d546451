import { LOCALES } from '@hashar/common';
import { Link, useLocation } from 'react-router-dom';
import { useI18n } from '../i18n';
import { localeCookie, localizedPath } from '../i18n/locale';

/** RUS / UZB links to the same page in the other language; remembers the choice in a cookie. */
export function LanguageSwitch() {
  const { locale, t } = useI18n();
  const { pathname, search, hash } = useLocation();

  return (
    <nav className="lang-switch" aria-label={t('header.language')}>
      {LOCALES.map((target) => (
        <Link
          key={target}
          to={`${localizedPath(pathname, target)}${search}${hash}`}
          className={target === locale ? 'lang-switch__item lang-switch__item--active' : 'lang-switch__item'}
          aria-current={target === locale ? 'true' : undefined}
          lang={target}
          hrefLang={target}
          title={t(`lang.${target}.name`)}
          onClick={() => {
            document.cookie = localeCookie(target);
          }}
        >
          {t(`lang.${target}.short`)}
        </Link>
      ))}
    </nav>
  );
}
