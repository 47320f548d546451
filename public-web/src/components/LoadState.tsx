import type { ReactNode } from 'react';
import { useI18n } from '../i18n';
import './loadState.css';

/** "Загрузка…" while a list or page loads (announced politely). */
export function Loading() {
  const { t } = useI18n();
  return (
    <p className="load-state" role="status" aria-busy="true" data-testid="loading">
      {t('common.loading')}
    </p>
  );
}

/** A failed load: what happened and a retry button. */
export function LoadError({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const { t } = useI18n();
  return (
    <div className="load-state load-state--error" role="alert" data-testid="load-error">
      <p>{message ?? t('state.error')}</p>
      <button type="button" className="btn btn--secondary" onClick={onRetry}>
        {t('state.retry')}
      </button>
    </div>
  );
}

/** Nothing to show, with an optional action. */
export function Empty({ children, action, testId = 'empty' }: { children: ReactNode; action?: ReactNode; testId?: string }) {
  return (
    <div className="load-state load-state--empty" data-testid={testId}>
      <p>{children}</p>
      {action}
    </div>
  );
}
