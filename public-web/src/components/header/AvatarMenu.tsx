import { isRole, pagePath } from '@hashar/common';
import { lazy, Suspense, useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useDisclosure } from '../../hooks/useDisclosure';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { avatarMenuItems, type AvatarMenuItem } from './avatarMenu';
import { UserAvatar } from './UserAvatar';

/** The verified mark, fetched only for a verified user: the home page's bundle does not carry it. */
const VerifiedBadge = lazy(() => import('../VerifiedBadge').then((m) => ({ default: m.VerifiedBadge })));

/** The avatar button and its menu (spec §2), for signed-in users. */
export function AvatarMenu() {
  const { locale, t } = useI18n();
  const { user, role, avatar, logout } = useSession();
  const menu = useDisclosure<HTMLButtonElement, HTMLDivElement>();
  const { pathname } = useLocation();
  const { close } = menu;
  useEffect(() => close(), [pathname, close]);
  if (!user || !isRole(role)) return null;

  const items = avatarMenuItems(role, avatar?.username || user.username, avatar?.groupList ?? [], locale);
  const signOut = async () => {
    close();
    await logout({ goTo: pagePath(locale, 'home') });
  };
  const render = (item: AvatarMenuItem) => {
    if (item.kind === 'external') {
      // The back office is another app: a full page load.
      return (
        <a className="menu-item" href={item.href}>
          {t(item.label)}
        </a>
      );
    }
    if (item.kind === 'logout') {
      return (
        <button type="button" className="menu-item menu-item--button" onClick={() => void signOut()}>
          {t(item.label)}
        </button>
      );
    }
    return (
      <Link className={`menu-item menu-item--${item.id}`} to={item.to} onClick={() => close()}>
        {item.text ?? (item.label && t(item.label))}
      </Link>
    );
  };

  return (
    <div className="dropdown avatar-menu" ref={menu.containerRef}>
      <button
        ref={menu.buttonRef}
        type="button"
        className="avatar-menu__toggle"
        aria-label={t('user.menu')}
        aria-expanded={menu.open}
        aria-controls="avatar-menu"
        onClick={(event) => menu.toggle(event.detail === 0)}
      >
        <UserAvatar />
        {avatar?.isVerified ? (
          <Suspense fallback={null}>
            <span className="avatar-menu__verified">
              <VerifiedBadge size={14} />
            </span>
          </Suspense>
        ) : null}
      </button>
      {menu.open && (
        <ul id="avatar-menu" className="dropdown__panel dropdown__panel--end avatar-menu__list" data-testid="avatar-menu">
          {items.map((item) => (
            <li key={item.id}>{render(item)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
