import { pagePath, type AccountSettings, type Locale } from '@hashar/common';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { CheckboxField, SelectField, SubmitButton, TextField, useSubmitGuard } from '../../components/forms';
import { actionFailure } from '../../hooks/useAction';
import { useI18n, type MessageKey } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { settingsApi } from '../../api/settings';

interface Props {
  settings: AccountSettings;
  onSaved: (s: AccountSettings) => void;
  locales: readonly Locale[];
}

/** Name, language (of the site and of e-mails) and the two notification choices; a new language switches the site to it. */
export function MainSettingsForm({ settings, onSaved, locales }: Props) {
  const { t, locale } = useI18n();
  const session = useSession();
  const navigate = useNavigate();
  const [values, setValues] = useState({
    name: settings.name,
    locale: settings.locale,
    notifyEmail: settings.notifyEmail,
    notifyInApp: settings.notifyInApp,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const { busy, run } = useSubmitGuard();
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setErrors({});
      setMessage(null);
      try {
        const res = await settingsApi.save(session.request, values);
        onSaved(res.data);
        session.refreshAvatar();
        setMessage({ text: res.msg, ok: true });
        if (res.data.locale !== locale) void navigate(pagePath(res.data.locale, 'profileEdit'));
      } catch (err) {
        if (err instanceof ApiError) setErrors(err.fields);
        setMessage({ text: actionFailure(err, t('errors.network')), ok: false });
      }
    });
  };

  return (
    <form className="settings__card" onSubmit={submit} noValidate aria-labelledby="settings-main">
      <h2 id="settings-main">{t('settings.main')}</h2>
      <TextField
        id="settings-name"
        name="name"
        label={t('settings.name')}
        autoComplete="name"
        value={values.name}
        onValueChange={(v) => set('name', v)}
        error={errors['name']}
        required
      />
      <p className="settings__email">
        {t('settings.email')}: <span data-testid="settings-email">{settings.email}</span>
      </p>
      <SelectField
        id="settings-locale"
        label={t('settings.language')}
        value={values.locale}
        onValueChange={(v) => set('locale', v as Locale)}
        error={errors['locale']}
      >
        {locales.map((l) => (
          <option key={l} value={l}>
            {t(`settings.language.${l}` as MessageKey)}
          </option>
        ))}
      </SelectField>
      <fieldset className="settings__choices">
        <legend>{t('settings.notifications')}</legend>
        <CheckboxField
          id="settings-notify-in-app"
          label={t('settings.notifyInApp')}
          checked={values.notifyInApp}
          onCheckedChange={(v) => set('notifyInApp', v)}
          error={errors['notifyInApp']}
        />
        <CheckboxField
          id="settings-notify-email"
          label={t('settings.notifyEmail')}
          checked={values.notifyEmail}
          onCheckedChange={(v) => set('notifyEmail', v)}
          error={errors['notifyEmail']}
          hint={t('settings.notifyHint')}
        />
      </fieldset>
      {message ? (
        <p role={message.ok ? 'status' : 'alert'} data-testid="settings-message">
          {message.text}
        </p>
      ) : null}
      <SubmitButton busy={busy} busyLabel={t('settings.saving')}>
        {t('settings.save')}
      </SubmitButton>
    </form>
  );
}
