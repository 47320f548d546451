import { useEffect, useState } from 'react';
import { afterLoad } from '../hooks/whenIdle';
import { useI18n } from '../i18n';
import { OFFLINE_COPY_ATTRIBUTE, OFFLINE_COPY_MESSAGE } from '../sw/policy';

/** The service worker's install (its precache) waits this long after the page has loaded. */
const REGISTER_AFTER_LOAD_MS = 2000;

/** Registers the service worker (a production build's dist/sw.js) once the page has loaded and settled. */
function registerServiceWorker(): () => void {
  return afterLoad(() => void navigator.serviceWorker.register('/sw.js').catch(() => undefined), REGISTER_AFTER_LOAD_MS);
}

/**
 * "No connection — a saved copy is shown": while the browser is offline, and when the service
 * worker served this page's shell or one of its answers from its cache.
 */
export function OfflineNotice() {
  const { t } = useI18n();
  const [offline, setOffline] = useState(() => !navigator.onLine || document.documentElement.hasAttribute(OFFLINE_COPY_ATTRIBUTE));
  useEffect(() => {
    const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    const off = () => setOffline(true);
    const on = () => setOffline(false);
    const fromCache = (event: MessageEvent<{ type?: string } | null>) => {
      if (event.data?.type === OFFLINE_COPY_MESSAGE) off();
    };
    window.addEventListener('offline', off);
    window.addEventListener('online', on);
    worker?.addEventListener('message', fromCache);
    const cancelRegistration = worker && import.meta.env.PROD ? registerServiceWorker() : undefined;
    return () => {
      cancelRegistration?.();
      window.removeEventListener('offline', off);
      window.removeEventListener('online', on);
      worker?.removeEventListener('message', fromCache);
    };
  }, []);
  if (!offline) return null;
  return (
    <p className="offline-notice" role="status" data-testid="offline-notice">
      {t('shell.offline')}
    </p>
  );
}
