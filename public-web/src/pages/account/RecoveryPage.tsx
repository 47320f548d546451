import { LIMITS, pagePath, type AccountActionResponse } from '@hashar/common';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ApiError, apiRequest } from '../../api/client';
import {
  FormAlert,
  SubmitButton,
  TextField,
  compactErrors,
  firstInvalid,
  focusControl,
  rules,
  splitServerErrors,
  useSubmitGuard,
  type FieldErrors,
} from '../../components/forms';
import { useI18n } from '../../i18n';
import { AuthCard } from './AuthCard';
import { failureMessage } from './errors';
import { parseAccountLink } from './linkParams';
import { useAccountLinkState } from './useAccountLinkState';

const FIELDS = ['password', 'repeat'] as const;
type RecoveryField = (typeof FIELDS)[number];
const IDS: Record<RecoveryField, string> = { password: 'recovery-password', repeat: 'recovery-repeat' };

type Outcome = { status: 'form' } | { status: 'done'; message: string } | { status: 'invalid'; message: string };

/**
 * A new password from the emailed link (`/{locale}/recovery/{id}/{token}`). The link is checked
 * on opening, so a used, expired or wrong one is explained before the visitor types a password.
 */
export default function RecoveryPage() {
  const { locale, t } = useI18n();
  const { id, token } = useParams();
  const link = parseAccountLink(id, token);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<RecoveryField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(() =>
    link ? { status: 'form' } : { status: 'invalid', message: t('recovery.invalidLink') },
  );
  const resultRef = useRef<HTMLDivElement>(null);
  const { busy, run } = useSubmitGuard();
  const linkState = useAccountLinkState('recovery', link);

  useEffect(() => {
    if (linkState === 'used' || linkState === 'expired' || linkState === 'invalid') {
      setOutcome({ status: 'invalid', message: t(linkState === 'invalid' ? 'recovery.invalidLink' : `recovery.${linkState}`) });
    }
  }, [linkState]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (outcome.status !== 'form') resultRef.current?.focus();
  }, [outcome.status]);

  const validate = () =>
    compactErrors<RecoveryField>({ password: rules.newPassword(locale, password), repeat: rules.repeat(locale, repeat, password) });
  const clientErrors = submitted ? validate() : {};
  const errors: FieldErrors<RecoveryField> = {
    password: clientErrors.password ?? serverErrors.password,
    repeat: clientErrors.repeat ?? serverErrors.repeat,
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!link) return;
    void run(async () => {
      setSubmitted(true);
      setFailure(null);
      const first = firstInvalid(FIELDS, validate());
      if (first) {
        focusControl(IDS[first]);
        return;
      }
      try {
        const res = await apiRequest<AccountActionResponse>('/api/user/recovery', {
          method: 'POST',
          locale,
          body: { id: link.id, token: link.token, password, repeat },
        });
        setOutcome({ status: 'done', message: res.msg });
      } catch (err) {
        const { byField, other } = splitServerErrors(err instanceof ApiError ? err.fields : {}, FIELDS);
        const badLink = err instanceof ApiError && (err.code === 'invalid_link' || other.length > 0);
        if (badLink) {
          setOutcome({ status: 'invalid', message: err.code === 'invalid_link' ? err.message : t('recovery.invalidLink') });
          return;
        }
        setServerErrors(byField);
        setFailure(failureMessage(err, t));
        const firstServer = firstInvalid(FIELDS, byField);
        if (firstServer) focusControl(IDS[firstServer]);
      }
    });
  };

  const login = pagePath(locale, 'login');
  const footer = <Link to={login}>{t('account.backToLogin')}</Link>;

  if (outcome.status === 'done') {
    return (
      <AuthCard title={t('recovery.doneTitle')}>
        <div className="auth__result">
          <FormAlert ref={resultRef} tone="success" testId="recovery-done">
            {outcome.message}
          </FormAlert>
          <Link className="btn btn--primary" to={login}>
            {t('account.toLogin')}
          </Link>
        </div>
      </AuthCard>
    );
  }

  if (outcome.status === 'invalid') {
    return (
      <AuthCard title={t('recovery.title')} footer={footer}>
        <div className="auth__result">
          <FormAlert ref={resultRef} tone="error" testId="recovery-invalid">
            {outcome.message}
          </FormAlert>
          <Link className="btn btn--primary" to={pagePath(locale, 'forgotPassword')}>
            {t('recovery.requestNew')}
          </Link>
        </div>
      </AuthCard>
    );
  }

  if (linkState === 'checking') {
    return (
      <AuthCard title={t('recovery.title')} footer={footer}>
        <p className="auth__pending" role="status">
          <span className="btn__spinner btn__spinner--dark" aria-hidden="true" />
          {t('recovery.checking')}
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('recovery.title')} intro={t('recovery.intro')} footer={footer}>
      <form className="form" noValidate onSubmit={onSubmit}>
        {failure ? (
          <FormAlert tone="error" testId="form-error">
            {failure}
          </FormAlert>
        ) : null}
        <TextField
          id={IDS.password}
          label={t('account.newPassword')}
          type="password"
          autoComplete="new-password"
          required
          revealable
          hint={t('account.passwordHint', LIMITS.password)}
          value={password}
          onValueChange={(v) => {
            setPassword(v);
            setServerErrors({});
          }}
          error={errors.password}
        />
        <TextField
          id={IDS.repeat}
          label={t('account.repeat')}
          type="password"
          autoComplete="new-password"
          required
          revealable
          value={repeat}
          onValueChange={(v) => {
            setRepeat(v);
            setServerErrors((current) => ({ ...current, repeat: undefined }));
          }}
          error={errors.repeat}
        />
        <SubmitButton className="btn--block" busy={busy} busyLabel={t('forms.busy')}>
          {t('recovery.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
