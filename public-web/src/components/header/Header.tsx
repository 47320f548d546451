import { pagePath } from '@hashar/common';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useScrolledPast } from '../../hooks/useScrolledPast';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { BurgerIcon } from '../icons';
import { LanguageSwitch } from '../LanguageSwitch';
import { Logo } from '../Logo';
import { MainNav } from './MainNav';
import './header.css';

// Kept out of the first download (the home page's JS budget): guests never need the
// signed-in tools, and the burger menu's code loads when the browser is idle or on first use.
const loadMobileMenu = () => import('./MobileMenu');
const MobileMenu = lazy(loadMobileMenu);
const SignedInTools = lazy(() => import('./SignedInTools'));

/** Spec §9 mobile breakpoint: below it the header shows the burger button instead of the navigation. */
const MOBILE_QUERY = '(max-width: 811px)';

/** The site header: logo, navigation, language, notifications and the user's menu; sticky once scrolled. */
export function Header() {
  const { locale, t } = useI18n();
  const { user } = useSession();
  const sticky = useScrolledPast();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  useEffect(() => {
    if (!window.matchMedia(MOBILE_QUERY).matches) return;
    const timer = window.setTimeout(() => void loadMobileMenu().catch(() => undefined), 2000);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <>
      <div className="header-slot">
        <header className={sticky ? 'header header--sticky' : 'header'} data-testid="site-header" data-sticky={sticky}>
          <div className="wrapper header__inner">
            <button
              type="button"
              className="icon-button header__burger"
              aria-label={t('header.openMenu')}
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              aria-haspopup="dialog"
              onClick={() => {
                setMenuUsed(true);
                setMenuOpen(true);
              }}
            >
              <BurgerIcon />
            </button>
            <Logo className="header__logo" />
            <div className="header__nav">
              <MainNav />
            </div>
            <div className="header__tools">
              <LanguageSwitch />
              {user ? (
                <Suspense fallback={<span className="header__tools-placeholder" aria-hidden="true" />}>
                  <SignedInTools />
                </Suspense>
              ) : (
                <Link className="btn btn--primary btn--small header__login" to={pagePath(locale, 'login')}>
                  {t('header.login')}
                </Link>
              )}
            </div>
          </div>
        </header>
      </div>
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={closeMenu} />
        </Suspense>
      )}
    </>
  );
}
