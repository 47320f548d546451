import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useDisclosure } from '../../hooks/useDisclosure';
import { useI18n } from '../../i18n';
import { ChevronIcon } from '../icons';
import { MenuEntryLink } from './MenuEntryLink';
import { MORE_MENU } from './menuItems';

/** The header's More menu (spec §1): a disclosure button and the list of all 13 entries. */
export function MoreMenu() {
  const { t } = useI18n();
  const menu = useDisclosure<HTMLButtonElement, HTMLDivElement>();
  const { pathname } = useLocation();
  const { close } = menu;
  useEffect(() => close(), [pathname, close]);

  return (
    <div className="dropdown more-menu" ref={menu.containerRef}>
      <button
        ref={menu.buttonRef}
        type="button"
        className="main-nav__item dropdown__toggle"
        aria-expanded={menu.open}
        aria-controls="more-menu"
        onClick={(event) => menu.toggle(event.detail === 0)}
      >
        {t('nav.more')}
        <ChevronIcon />
      </button>
      {menu.open && (
        <ul id="more-menu" className="dropdown__panel more-menu__list" data-testid="more-menu">
          {MORE_MENU.map((entry) => (
            <li key={entry.id}>
              <MenuEntryLink entry={entry} className="menu-item" onNavigate={() => close()} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
