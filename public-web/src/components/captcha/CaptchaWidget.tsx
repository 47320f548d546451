import { useEffect, useRef, useState } from 'react';
import { apiGet } from '../../api/client';
import { useI18n } from '../../i18n';
import { RECAPTCHA_ERRORS, RECAPTCHA_VERSION, loadRecaptcha } from './recaptcha';
import type { CaptchaConfigResponse, CaptchaProps } from './types';

type WidgetState =
  { status: 'checking' } | { status: 'done' } | { status: 'failed'; message?: string } | { status: 'recaptcha'; siteKey: string };

/** Refresh a solved challenge this long before it expires, so the token is never stale. */
const REFRESH_BEFORE_EXPIRY_MS = 30_000;

/**
 * The captcha of a form: asks the API which one is configured, then either solves the ALTCHA
 * proof of work in the page (showing its progress like a checkbox) or renders reCAPTCHA v2.
 * Loaded lazily (see index.ts) so pages without a captcha never download it.
 */
export default function CaptchaWidget({ id, onChange, resetKey = 0, error }: CaptchaProps) {
  const { locale, t } = useI18n();
  const [state, setState] = useState<WidgetState>({ status: 'checking' });
  const [attempt, setAttempt] = useState(0);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const controller = new AbortController();
    let refreshTimer: ReturnType<typeof setTimeout> | undefined;
    onChangeRef.current(null);
    setState({ status: 'checking' });

    (async () => {
      const config = await apiGet<CaptchaConfigResponse>('/api/captcha', { locale, signal: controller.signal });
      if (config.provider === 'recaptcha') {
        setState({ status: 'recaptcha', siteKey: config.siteKey });
        return;
      }
      const { canSolveAltcha, solveAltcha } = await import('./altchaSolve');
      if (!canSolveAltcha()) {
        setState({ status: 'failed', message: t('captcha.unsupported') });
        return;
      }
      const token = await solveAltcha(config.challenge, controller);
      if (controller.signal.aborted) return;
      if (!token) throw new Error('challenge not solved');
      onChangeRef.current(token);
      setState({ status: 'done' });
      const expiresAt = config.challenge.parameters.expiresAt;
      if (expiresAt) {
        const delay = Math.max(expiresAt * 1000 - Date.now() - REFRESH_BEFORE_EXPIRY_MS, 5_000);
        refreshTimer = setTimeout(() => setAttempt((n) => n + 1), delay);
      }
    })().catch((err: unknown) => {
      if (controller.signal.aborted) return;
      console.warn('captcha failed', err);
      setState({ status: 'failed' });
    });

    return () => {
      controller.abort();
      clearTimeout(refreshTimer);
    };
  }, [resetKey, attempt, locale]); // eslint-disable-line react-hooks/exhaustive-deps

  const errorId = `${id}-error`;
  const retry = () => setAttempt((n) => n + 1);

  if (state.status === 'recaptcha') {
    return (
      <div className="captcha-field">
        <RecaptchaBox
          key={`${resetKey}-${attempt}`}
          id={id}
          siteKey={state.siteKey}
          describedBy={error ? errorId : undefined}
          onToken={(token) => onChangeRef.current(token)}
          onFailure={(message) => setState({ status: 'failed', message })}
        />
        {error ? (
          <p id={errorId} className="field__error">
            {error}
          </p>
        ) : null}
      </div>
    );
  }

  const text =
    state.status === 'done'
      ? t('captcha.done')
      : state.status === 'failed'
        ? (state.message ?? t('captcha.failed'))
        : t('captcha.checking');
  return (
    <div className="captcha-field">
      <div
        id={id}
        tabIndex={-1}
        className={`captcha captcha--${state.status}${error ? ' captcha--invalid' : ''}`}
        role="group"
        aria-label={t('captcha.label')}
        aria-describedby={error ? errorId : undefined}
        data-testid="captcha"
        data-status={state.status}
      >
        <span className="captcha__box" aria-hidden="true" />
        <span className="captcha__text" role="status">
          {text}
        </span>
        {state.status === 'failed' ? (
          <button type="button" className="btn btn--secondary btn--small captcha__retry" onClick={retry}>
            {t('captcha.retry')}
          </button>
        ) : (
          <span className="captcha__brand" aria-hidden="true">
            ALTCHA
          </span>
        )}
      </div>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface RecaptchaBoxProps {
  id: string;
  siteKey: string;
  describedBy?: string;
  onToken: (token: string | null) => void;
  onFailure: (message: string) => void;
}

/** Google's reCAPTCHA v2 checkbox; remounted (a fresh widget) after each submit. */
function RecaptchaBox({ id, siteKey, describedBy, onToken, onFailure }: RecaptchaBoxProps) {
  const { locale } = useI18n();
  const container = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onToken, onFailure });
  callbacks.current = { onToken, onFailure };

  useEffect(() => {
    let cancelled = false;
    loadRecaptcha({ siteKey, version: RECAPTCHA_VERSION, hl: locale }).then(
      (grecaptcha) => {
        if (cancelled || !container.current) return;
        try {
          grecaptcha.render(container.current, {
            sitekey: siteKey,
            size: 'normal',
            badge: 'bottomright',
            hl: locale,
            callback: (token) => callbacks.current.onToken(token),
            'expired-callback': () => callbacks.current.onToken(null),
            'error-callback': () => {
              callbacks.current.onToken(null);
              callbacks.current.onFailure(RECAPTCHA_ERRORS.execute);
            },
          });
        } catch {
          callbacks.current.onFailure(RECAPTCHA_ERRORS.execute);
        }
      },
      (err: unknown) => {
        if (!cancelled) callbacks.current.onFailure(err instanceof Error ? err.message : RECAPTCHA_ERRORS.loadScript);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [siteKey, locale]);

  return (
    <div
      id={id}
      tabIndex={-1}
      className="captcha-recaptcha"
      ref={container}
      aria-describedby={describedBy}
      data-testid="captcha"
      data-status="recaptcha"
    />
  );
}
