import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
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
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
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
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Fields, label: string, autoComplete: string) => (
    <label className="field">
      <span className="field__label">{label}</span>
      <input
        className="field__input"
        type="password"
        name={name}
        autoComplete={autoComplete}
        value={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${name}-error` : undefined}
        onChange={(e) => setValues({ ...values, [name]: e.target.value })}
      />
      {errors[name] && (
        <span id={`${name}-error`} className="field__error">
          {errors[name]}
        </span>
      )}
    </label>
  );

  return (
    <form className="profile__form" onSubmit={(e) => void submit(e)} noValidate>
      <h3>{t('profile.changePassword')}</h3>
      {field('oldPassword', t('profile.oldPassword'), 'current-password')}
      {field('password', t('profile.newPassword'), 'new-password')}
      {field('repeat', t('profile.repeatPassword'), 'new-password')}
      <p role="status">{message}</p>
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {busy ? t('profile.saving') : t('profile.save')}
      </button>
    </form>
  );
}
