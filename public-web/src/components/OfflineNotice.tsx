import { useEffect, useState } from 'react';
import { useI18n } from '../i18n';
import { OFFLINE_COPY_ATTRIBUTE, OFFLINE_COPY_MESSAGE } from '../sw/policy';

/** Registers the service worker (a production build's dist/sw.js) once the page has loaded. */
function registerServiceWorker(): void {
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
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
    if (worker && import.meta.env.PROD) registerServiceWorker();
    return () => {
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
