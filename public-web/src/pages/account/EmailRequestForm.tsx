import { LIMITS, type AccountActionResponse } from '@hashar/common';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError, apiRequest } from '../../api/client';
import { FormAlert, SubmitButton, TextField, focusControl, rules, useSubmitGuard } from '../../components/forms';
import { useI18n } from '../../i18n';
import { failureMessage } from './errors';

interface EmailRequestFormProps {
  id: string;
  /** POST /api/user/forgot or /api/user/resend: `{username}` → `{msg}`. */
  endpoint: string;
  submitLabel: string;
  initialEmail?: string;
  /** Shown instead of the form once the server answered (e.g. a login link). */
  after?: ReactNode;
  onDone?: (message: string) => void;
}

/** One email field that asks the server to mail a link, then shows the server's answer. */
export function EmailRequestForm({ id, endpoint, submitLabel, initialEmail = '', after, onDone }: EmailRequestFormProps) {
  const { locale, t } = useI18n();
  const [email, setEmail] = useState(initialEmail);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const { busy, run } = useSubmitGuard();
  const fieldId = `${id}-email`;

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const error = (submitted ? rules.email(locale, email) : undefined) ?? serverError;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setSubmitted(true);
      setFailure(null);
      if (rules.email(locale, email)) {
        focusControl(fieldId);
        return;
      }
      try {
        const res = await apiRequest<AccountActionResponse>(endpoint, { method: 'POST', locale, body: { username: email.trim() } });
        setDone(res.msg);
        onDone?.(res.msg);
      } catch (err) {
        const fieldError = err instanceof ApiError ? err.fields['username'] : undefined;
        setServerError(fieldError);
        setFailure(failureMessage(err, t));
        if (fieldError) focusControl(fieldId);
      }
    });
  };

  if (done) {
    return (
      <div className="auth__result">
        <FormAlert ref={doneRef} tone="success" testId="request-done">
          {done}
        </FormAlert>
        {after}
      </div>
    );
  }

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      {failure ? (
        <FormAlert tone="error" testId="form-error">
          {failure}
        </FormAlert>
      ) : null}
      <TextField
        id={fieldId}
        label={t('account.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={LIMITS.email.max}
        placeholder={t('account.emailPlaceholder')}
        value={email}
        onValueChange={(v) => {
          setEmail(v);
          setServerError(undefined);
        }}
        error={error}
      />
      <SubmitButton className="btn--block" busy={busy} busyLabel={t('forms.busy')}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
