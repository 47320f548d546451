import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
import { SubmitButton, TextField, useSubmitGuard } from '../../components/forms';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';

type Fields = 'oldPassword' | 'password' | 'repeat';

/** Changes the password (the server answers with a new token; older ones stop working). */
export function ChangePasswordForm() {
  const { t } = useI18n();
  const session = useSession();
  const [values, setValues] = useState<Record<Fields, string>>({ oldPassword: '', password: '', repeat: '' });
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const { busy, run } = useSubmitGuard();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setErrors({});
      setMessage(null);
      try {
        const res = await session.request<{ msg: string; token: { accessToken: string } }>('/api/user/password', {
          method: 'POST',
          body: values,
        });
        session.adoptToken(res.token.accessToken);
        setValues({ oldPassword: '', password: '', repeat: '' });
        setMessage(res.msg);
      } catch (err) {
        if (err instanceof ApiError) {
          setErrors(err.fields as Partial<Record<Fields, string>>);
          setMessage(err.message);
        }
      }
    });
  };

  const field = (name: Fields, label: string, autoComplete: string) => (
    <TextField
      id={`profile-${name}`}
      type="password"
      name={name}
      label={label}
      autoComplete={autoComplete}
      value={values[name]}
      onValueChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
      error={errors[name]}
    />
  );

  return (
    <form className="profile__form" onSubmit={submit} noValidate>
      <h3>{t('profile.changePassword')}</h3>
      {field('oldPassword', t('profile.oldPassword'), 'current-password')}
      {field('password', t('profile.newPassword'), 'new-password')}
      {field('repeat', t('profile.repeatPassword'), 'new-password')}
      <p role="status">{message}</p>
      <SubmitButton busy={busy} busyLabel={t('profile.saving')}>
        {t('profile.save')}
      </SubmitButton>
    </form>
  );
}
