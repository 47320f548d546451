import { isAdmin, pagePath, type LoginResponse } from '@hashar/common';
import { useCallback, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { Captcha } from '../../components/captcha';
import {
  FormAlert,
  SubmitButton,
  TextField,
  firstInvalid,
  focusControl,
  splitServerErrors,
  useSubmitGuard,
  type FieldErrors,
} from '../../components/forms';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { isBackOfficeNext, safeNextPath } from '../../session/guards';
import { AuthCard } from './AuthCard';
import { failureMessage } from './errors';
import { LOGIN_FIELDS, validateLogin, type LoginField } from './loginForm';
import { TelegramLoginButton, useTelegramReturn } from './TelegramLogin';

const IDS: Record<LoginField, string> = { username: 'login-email', password: 'login-password', captcha: 'login-captcha' };

interface Failure {
  code: string;
  message: string;
  /** The address the failed attempt used (for the "send the link again" page). */
  email: string;
}

/** Login (`/{locale}/login`, spec §2 title "Authorization"); `?message=session` after an expired session. */
export default function LoginPage() {
  const { locale, t } = useI18n();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [submitted, setSubmitted] = useState(false);
  /** A submit was refused for want of a captcha token (while it is being solved, that is not an error). */
  const [captchaMissed, setCaptchaMissed] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<LoginField>>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const { busy, run } = useSubmitGuard();

  /** Where a signed-in visitor goes, whichever way they proved who they are. */
  const signedIn = (res: LoginResponse) => {
    const next = safeNextPath(params.get('next'));
    // The admin panel is the back office, a separate app: a full page load (back to the page it sent here).
    if (next && isBackOfficeNext(next)) window.location.assign(next);
    else if (isAdmin(res.user.role)) window.location.assign('/admin/');
    else void navigate(next ?? pagePath(locale, 'profile'));
  };
  const telegramBusy = useTelegramReturn(signedIn, setFailure);

  const values = { username, password, captchaNeeded, captcha };
  const clientErrors = submitted ? validateLogin(values, locale) : {};
  const errors: FieldErrors<LoginField> = {
    username: clientErrors.username ?? serverErrors.username,
    password: clientErrors.password ?? serverErrors.password,
    captcha: (captchaMissed ? clientErrors.captcha : undefined) ?? serverErrors.captcha,
  };

  const onCaptcha = useCallback((token: string | null) => {
    setCaptcha(token);
    if (token) {
      setServerErrors((current) => ({ ...current, captcha: undefined }));
      setCaptchaMissed(false);
    }
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setSubmitted(true);
      const found = validateLogin(values, locale);
      const first = firstInvalid(LOGIN_FIELDS, found);
      if (found.captcha) setCaptchaMissed(true);
      if (first) {
        setFailure(null);
        focusControl(IDS[first]);
        return;
      }
      setFailure(null);
      setServerErrors({});
      const email = username.trim();
      try {
        signedIn(await session.login(email, password, captchaNeeded ? (captcha ?? undefined) : undefined));
      } catch (err) {
        // login() already stored the message as the session's global error.
        const code = err instanceof ApiError ? err.code : 'unknown';
        if (captchaNeeded) setCaptchaReset((n) => n + 1); // a solution is accepted once
        if (code === 'captcha_required') setCaptchaNeeded(true);
        // The first captcha_required only asks for the captcha: no red text under a widget not yet seen.
        const fields = err instanceof ApiError ? err.fields : {};
        const { byField } = splitServerErrors(fields, LOGIN_FIELDS);
        if (code === 'captcha_required' && !captchaNeeded) delete byField.captcha;
        setServerErrors(byField);
        setFailure({ code, message: failureMessage(err, t), email });
        if (code === 'invalid_credentials') focusControl(IDS.password);
      }
    });
  };

  const resendLink = (email: string) => `${pagePath(locale, 'confirmation')}?email=${encodeURIComponent(email)}`;

  return (
    <AuthCard
      title={t('login.title')}
      intro={t('login.intro')}
      footer={
        <>
          <span>{t('login.noAccount')}</span>
          <Link to={pagePath(locale, 'signUp')}>{t('login.signUp')}</Link>
        </>
      }
    >
      {params.get('message') === 'session' ? (
        <FormAlert tone="info" testId="session-expired">
          {t('login.sessionExpired')}
        </FormAlert>
      ) : null}

      {telegramBusy ? (
        <FormAlert tone="info" testId="telegram-pending">
          {t('login.telegram.pending')}
        </FormAlert>
      ) : null}

      {session.user && !busy && !telegramBusy ? (
        <FormAlert tone="info">
          {t('login.signedIn', { name: session.user.username })} <Link to={pagePath(locale, 'profile')}>{t('login.toProfile')}</Link>
          {' · '}
          <Link to={pagePath(locale, 'logout')}>{t('login.logout')}</Link>
        </FormAlert>
      ) : null}

      <form className="form" noValidate onSubmit={onSubmit}>
        {failure ? (
          <FormAlert tone="error" testId="form-error">
            {failure.message}
            {failure.code === 'not_activated' ? (
              <>
                {' '}
                <Link to={resendLink(failure.email)}>{t('login.resend')}</Link>
              </>
            ) : null}
          </FormAlert>
        ) : null}

        <TextField
          id={IDS.username}
          label={t('account.email')}
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          placeholder={t('account.emailPlaceholder')}
          value={username}
          onValueChange={(v) => {
            setUsername(v);
            setServerErrors((current) => ({ ...current, username: undefined }));
          }}
          error={errors.username}
        />
        <TextField
          id={IDS.password}
          label={t('account.password')}
          type="password"
          autoComplete="current-password"
          required
          revealable
          value={password}
          onValueChange={(v) => {
            setPassword(v);
            setServerErrors((current) => ({ ...current, password: undefined }));
          }}
          error={errors.password}
        />

        <div className="auth__links">
          <Link to={pagePath(locale, 'forgotPassword')}>{t('login.forgot')}</Link>
        </div>

        {captchaNeeded ? <Captcha id={IDS.captcha} onChange={onCaptcha} resetKey={captchaReset} error={errors.captcha} /> : null}

        <SubmitButton className="btn--block" busy={busy} busyLabel={t('forms.busy')}>
          {t('login.submit')}
        </SubmitButton>
      </form>
      <TelegramLoginButton />
    </AuthCard>
  );
}
