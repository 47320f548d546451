import type { LoginResponse } from '@hashar/common';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { telegramApi } from '../../api/telegram';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { failureMessage } from './errors';
import { readTelegramReturn, telegramAuthUrl, withoutTelegramHash } from './telegramLogin';

/** Why signing in with Telegram failed: the API's code (or 'telegram_broken') and the text to show. */
export interface TelegramFailure {
  code: string;
  message: string;
  /** The account's address when the API names it (an account not activated yet). */
  email: string;
}

/**
 * Finishes a login with Telegram when the page opens with Telegram's answer in the hash: takes
 * the answer out of the address, has the API check it and, like the password login, keeps the
 * token and calls `onSignedIn`. Answers whether that is under way.
 */
export function useTelegramReturn(onSignedIn: (res: LoginResponse) => void, onFailed: (failure: TelegramFailure) => void): boolean {
  const { t, locale } = useI18n();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    const found = readTelegramReturn(location.hash);
    if (found.kind === 'none') return;
    started.current = true;
    // The signed answer must not stay in the address (history, a shared link).
    void navigate({ pathname: location.pathname, search: location.search, hash: withoutTelegramHash(location.hash) }, { replace: true });
    if (found.kind === 'broken') {
      onFailed({ code: 'telegram_broken', message: t('login.telegram.broken'), email: '' });
      return;
    }
    setBusy(true);
    telegramApi.login(found.data, locale).then(
      (res) => {
        session.adoptToken(res.token.accessToken);
        onSignedIn(res);
      },
      (err: unknown) => {
        setBusy(false);
        const code = err instanceof ApiError ? err.code : 'unknown';
        const email = err instanceof ApiError ? (err.fields['email'] ?? '') : '';
        onFailed({ code, message: failureMessage(err, t), email });
      },
    );
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, for the address the page opened with

  return busy;
}

/**
 * "Log in with Telegram" when the platform has a bot: a plain link to oauth.telegram.org (no
 * widget script), which comes back to this very address with the answer useTelegramReturn reads.
 */
export function TelegramLoginButton() {
  const { t, locale } = useI18n();
  const { pathname, search } = useLocation();
  const site = useLoad((signal) => telegramApi.site(locale, signal), locale);
  const bot = site.data?.telegram;
  if (!bot) return null;
  const origin = window.location.origin;
  return (
    <div className="auth__alt">
      <p className="auth__or">{t('login.or')}</p>
      <a
        className="btn btn--secondary btn--block"
        href={telegramAuthUrl(bot.botId, origin, `${origin}${pathname}${search}`)}
        data-testid="telegram-login"
      >
        {t('login.telegram')}
      </a>
      <p className="auth__alt-hint">{t('login.telegram.hint')}</p>
    </div>
  );
}
