import { useI18n } from '../../i18n';
import { MenuEntryLink } from './MenuEntryLink';
import { MAIN_NAV } from './menuItems';
import { MoreMenu } from './MoreMenu';

/** The desktop navigation: the main sections (soon) and the More menu. */
export function MainNav() {
  const { t } = useI18n();
  return (
    <nav className="main-nav" aria-label={t('nav.label')}>
      <ul className="main-nav__list">
        {MAIN_NAV.map((entry) => (
          <li key={entry.id}>
            <MenuEntryLink entry={entry} className="main-nav__item" />
          </li>
        ))}
        <li>
          <MoreMenu />
        </li>
      </ul>
    </nav>
  );
}
