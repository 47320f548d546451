import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useDisclosure } from '../../hooks/useDisclosure';
import { useNotifications } from '../../hooks/useNotifications';
import { useI18n } from '../../i18n';
import { BellIcon } from '../icons';
import { NotificationsPanel } from './NotificationsPanel';

/** The notifications bell with the unread count, and its panel. */
export function NotificationsBell() {
  const { t, plural } = useI18n();
  const notifications = useNotifications();
  const panel = useDisclosure<HTMLButtonElement, HTMLDivElement>();
  const { pathname } = useLocation();
  const { close, open } = panel;
  const { reload, unread } = notifications;
  useEffect(() => close(), [pathname, close]);
  useEffect(() => {
    if (open) reload();
  }, [open, reload]);

  // The plural form is the word only: the catalogue test wants the same placeholders in
  // both languages, and Russian has three forms where Uzbek has one.
  const label = unread > 0 ? `${t('notifications.title')}: ${unread} ${plural('notifications.unread', unread)}` : t('notifications.title');
  return (
    <div className="dropdown notifications" ref={panel.containerRef}>
      <button
        ref={panel.buttonRef}
        type="button"
        className="icon-button notifications__toggle"
        aria-label={label}
        aria-expanded={open}
        aria-controls="notifications-panel"
        onClick={(event) => panel.toggle(event.detail === 0)}
      >
        <BellIcon />
        {unread > 0 && (
          <span className="count-badge" data-testid="notifications-count" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && <NotificationsPanel notifications={notifications} onNavigate={() => close()} />}
    </div>
  );
}
