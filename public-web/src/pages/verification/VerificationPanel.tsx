import type { MyVerification } from '@hashar/common';
import { useEffect, useState } from 'react';
import { LoadError, Loading } from '../../components/LoadState';
import { useAction } from '../../hooks/useAction';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { formatDate } from '../../i18n/dates';
import { loadAreas } from '../../i18n/format';
import { useSession } from '../../session/SessionProvider';
import './verification.css';

/** Loads the panel's own texts (area `verification`), so any page may show it. */
function useVerificationTexts(): boolean {
  const { locale } = useI18n();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void loadAreas(['verification'], locale).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [locale]);
  return ready;
}

/**
 * The caller's verification (volunteer or organization owner): the state badge, the reject
 * reason, and the "send for verification" button; a 400 answer's text names what is missing.
 * `onChange` hears the state after a request is sent.
 */
export function VerificationPanel({ onChange }: { onChange?: (state: MyVerification) => void }) {
  const { t, locale } = useI18n();
  const session = useSession();
  const ready = useVerificationTexts();
  const loaded = useLoad((signal) => session.request<MyVerification>('/api/my/verification', { signal }), `${session.token}`);
  const [sent, setSent] = useState(false);
  const action = useAction(() => setSent(true));
  if (!ready || (loaded.status === 'loading' && !loaded.data)) return <Loading />;
  if (!loaded.data) return <LoadError onRetry={loaded.reload} message={t('verification.loadError')} />;
  const v = loaded.data;
  const canSend = v.state === 'none' || v.state === 'rejected';
  const send = () =>
    action.run(async () => {
      const next = await session.request<MyVerification>('/api/my/verification', { method: 'POST' });
      loaded.update(() => next);
      onChange?.(next);
    });
  return (
    <section className="verification-panel" aria-labelledby="verification-title" data-testid="verification-panel">
      <h2 id="verification-title" className="verification-panel__title">
        {t('verification.title')}{' '}
        <span className={`verification-state verification-state--${v.state}`} data-testid="verification-state">
          {t(`verification.state.${v.state}`)}
        </span>
      </h2>
      <p className="verification-panel__hint">
        {t(`verification.hint.${v.state}`, { date: v.requestedAt ? formatDate(locale, v.requestedAt) : '' })}
      </p>
      {v.state === 'rejected' && v.note ? (
        <p className="verification-panel__reason" data-testid="verification-reason">
          {t('verification.reason', { reason: v.note })}
        </p>
      ) : null}
      {canSend ? (
        <button type="button" className="btn btn--primary" onClick={() => void send()} disabled={action.busy} aria-busy={action.busy}>
          {action.busy ? t('verification.sending') : t('verification.send')}
        </button>
      ) : null}
      <p role="status" className="verification-panel__message">
        {sent && v.state === 'pending' ? t('verification.sent') : null}
      </p>
      {action.error ? (
        <p role="alert" className="verification-panel__error" data-testid="verification-error">
          {action.error}
        </p>
      ) : null}
    </section>
  );
}
