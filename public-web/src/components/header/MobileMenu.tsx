import { pagePath } from '@hashar/common';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useBodyScrollLock } from '../../hooks/useBodyScrollLock';
import { useFocusTrap } from '../../hooks/useFocusTrap';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { CloseIcon } from '../icons';
import { Logo } from '../Logo';
import { MenuEntryLink } from './MenuEntryLink';
import { MAIN_NAV, MORE_MENU } from './menuItems';

/** Spec §9: the header switches to the burger menu at this width. */
const MOBILE_HEADER_QUERY = '(max-width: 811px)';

/**
 * The burger menu of small screens: slides in (300px, the full width on phones), traps focus,
 * closes on Escape, on the backdrop, on navigation and when the window grows past the breakpoint.
 */
export default function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { locale, t } = useI18n();
  const { user } = useSession();
  const panel = useRef<HTMLDivElement>(null);
  const mobile = useMediaQuery(MOBILE_HEADER_QUERY);
  const { pathname } = useLocation();
  // Mounted closed first (its code loads on first use), so even the first opening slides in.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    // Two frames: the closed state must be painted once for the slide to animate.
    let frame = window.requestAnimationFrame(() => {
      frame = window.requestAnimationFrame(() => setMounted(true));
    });
    return () => window.cancelAnimationFrame(frame);
  }, []);
  const active = open && mobile && mounted;

  useFocusTrap(panel, active, onClose);
  useBodyScrollLock(active);
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    onClose();
  }, [pathname, onClose]);
  useEffect(() => {
    if (!mobile) onClose();
  }, [mobile, onClose]);

  return (
    <div className={active ? 'drawer drawer--open' : 'drawer'} inert={!active}>
      <div className="drawer__backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        id="mobile-menu"
        className="drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-label={t('header.menu')}
        data-testid="mobile-menu"
      >
        <div className="drawer__head">
          <Logo />
          <button type="button" className="icon-button" onClick={onClose} aria-label={t('header.closeMenu')}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={t('nav.label')}>
          <ul className="drawer__list">
            {MAIN_NAV.map((entry) => (
              <li key={entry.id}>
                <MenuEntryLink entry={entry} className="menu-item" />
              </li>
            ))}
          </ul>
          <h2 className="drawer__heading">{t('nav.more')}</h2>
          <ul className="drawer__list">
            {MORE_MENU.map((entry) => (
              <li key={entry.id}>
                <MenuEntryLink entry={entry} className="menu-item" onNavigate={onClose} />
              </li>
            ))}
          </ul>
        </nav>
        {!user && (
          <div className="drawer__account">
            <Link className="btn btn--primary" to={pagePath(locale, 'login')} onClick={onClose}>
              {t('header.login')}
            </Link>
            <Link className="btn btn--secondary" to={pagePath(locale, 'signUp')} onClick={onClose}>
              {t('header.signUp')}
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
