import { pagePath } from '@hashar/common';
import { Link } from 'react-router-dom';
import type { NotificationItem, Notifications } from '../../hooks/useNotifications';
import { useI18n } from '../../i18n';
import { formatDateTime } from '../../i18n/dates';

function NotificationView({ item, onNavigate, onRead }: { item: NotificationItem; onNavigate: () => void; onRead: (id: number) => void }) {
  const { locale, t } = useI18n();
  const open = () => {
    if (!item.readAt) onRead(item.id);
    onNavigate();
  };
  const date = formatDateTime(locale, item.createdAt, { withYear: false });
  const title = <span className="notification__title">{item.title}</span>;
  return (
    <li className={item.readAt ? 'notification' : 'notification notification--unread'}>
      {item.link?.startsWith('/') ? (
        <Link to={item.link} onClick={open}>
          {title}
        </Link>
      ) : item.link ? (
        <a href={item.link} rel="noopener noreferrer" onClick={open}>
          {title}
        </a>
      ) : (
        title
      )}
      {item.body && <p className="notification__body">{item.body}</p>}
      <time className="notification__date" dateTime={item.createdAt}>
        {date}
      </time>
      {!item.readAt && (
        <button
          type="button"
          className="btn btn--link notification__read"
          style={{ marginLeft: 8, fontSize: '0.75rem' }}
          onClick={() => onRead(item.id)}
        >
          {t('notifications.markRead')}
        </button>
      )}
    </li>
  );
}

/** The notifications panel: heading, settings link, a 400px scrolling list (or the empty text). */
export function NotificationsPanel({ notifications, onNavigate }: { notifications: Notifications; onNavigate: () => void }) {
  const { locale, t } = useI18n();
  const { status, items, unread, reload, markAllRead, markRead } = notifications;
  return (
    <div
      id="notifications-panel"
      className="dropdown__panel dropdown__panel--end notifications__panel"
      role="region"
      aria-label={t('notifications.title')}
      data-testid="notifications-panel"
    >
      <div className="notifications__head">
        <h2 className="notifications__title">{t('notifications.title')}</h2>
        <Link className="notifications__settings" to={pagePath(locale, 'profileEdit')} onClick={onNavigate}>
          {t('notifications.settings')}
        </Link>
      </div>
      <ul className="notifications__list" tabIndex={0} aria-label={t('notifications.title')}>
        {items.map((item) => (
          <NotificationView key={item.id} item={item} onNavigate={onNavigate} onRead={markRead} />
        ))}
        {items.length === 0 && status === 'ok' && <li className="notifications__empty">{t('notifications.empty')}</li>}
        {items.length === 0 && status === 'loading' && <li className="notifications__empty">{t('common.loading')}</li>}
        {status === 'error' && (
          <li className="notifications__empty">
            {t('notifications.error')}{' '}
            <button type="button" className="btn btn--link" onClick={reload}>
              {t('notifications.retry')}
            </button>
          </li>
        )}
      </ul>
      {unread > 0 && (
        <button type="button" className="btn btn--link notifications__read" onClick={markAllRead}>
          {t('notifications.markAllRead')}
        </button>
      )}
    </div>
  );
}
