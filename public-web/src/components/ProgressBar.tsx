import { useSyncExternalStore } from 'react';
import { useI18n } from '../i18n';
import { loadingBar } from './navigation/loadingBar';
import { usePageLoadTracking } from './navigation/pageLoads';

/** The thin bar at the top of the window while a page's code loads; red when loading failed. */
export function ProgressBar() {
  const { t } = useI18n();
  usePageLoadTracking();
  const status = useSyncExternalStore(loadingBar.subscribe, loadingBar.getStatus, loadingBar.getStatus);
  if (status === 'idle') return null;
  return (
    <div
      className={`progress-bar progress-bar--${status}`}
      role="progressbar"
      aria-label={t(status === 'failed' ? 'progress.failed' : 'progress.loading')}
      aria-valuetext={t(status === 'failed' ? 'progress.failed' : 'progress.loading')}
      data-testid="progress-bar"
      data-status={status}
    >
      <span className="progress-bar__fill" />
    </div>
  );
}
