import { pagePath } from '@hashar/common';
import { NavLink } from 'react-router-dom';
import { useI18n } from '../../i18n';
import type { MenuEntry } from './menuItems';

/** A menu entry: a link to its page, or a disabled item with a "soon" badge when the page is not there yet. */
export function MenuEntryLink({ entry, className, onNavigate }: { entry: MenuEntry; className: string; onNavigate?: () => void }) {
  const { locale, t } = useI18n();
  const newBadge = entry.badge === 'new' && <span className="badge badge--new">{t('nav.new')}</span>;
  if (!entry.page) {
    return (
      <span className={`${className} ${className}--soon`} aria-disabled="true" title={t('nav.soonHint')}>
        <span className="menu-label">{t(entry.label)}</span>
        <span className="badge badge--soon">{t('nav.soon')}</span>
        {newBadge}
      </span>
    );
  }
  return (
    <NavLink className={className} to={pagePath(locale, entry.page)} end onClick={onNavigate}>
      <span className="menu-label">{t(entry.label)}</span>
      {newBadge}
    </NavLink>
  );
}
