import type { ReactNode } from 'react';
import { useEventTexts } from './useEventTexts';

/** "Загрузка…" while a list or page loads (announced politely). */
export function Loading() {
  const { t } = useEventTexts();
  return (
    <p className="load-state" role="status" aria-busy="true" data-testid="loading">
      {t('state.loading')}
    </p>
  );
}

/** A failed load: what happened and a retry button. */
export function LoadError({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const { t } = useEventTexts();
  return (
    <div className="load-state load-state--error" role="alert" data-testid="load-error">
      <p>{message ?? t('state.error')}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('state.retry')}
      </button>
    </div>
  );
}

/** Nothing to show, with an optional action. */
export function Empty({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="load-state load-state--empty" data-testid="empty">
      <p>{children}</p>
      {action}
    </div>
  );
}
