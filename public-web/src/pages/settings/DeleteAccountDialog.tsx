import { pagePath } from '@hashar/common';
import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
import { Dialog, type DialogHandle } from '../../components/Dialog';
import { TextField } from '../../components/forms';
import { actionFailure } from '../../hooks/useAction';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { settingsApi } from '../../api/settings';

/** The modal that deletes the account once the password is typed; then the visitor is signed out and sent home. */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t, locale } = useI18n();
  const session = useSession();
  const ref = useRef<DialogHandle>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await settingsApi.deleteAccount(session.request, password);
      // Signed out and on the home page in one render: the home page never asks with the deleted account's token.
      void session.logout({ endedOnServer: true, goTo: pagePath(locale, 'home') });
    } catch (err) {
      setError(err instanceof ApiError && err.fields['password'] ? err.fields['password'] : actionFailure(err, t('errors.network')));
      setBusy(false);
    }
  };

  return (
    <Dialog handle={ref} className="settings-dialog" labelledBy="delete-title" onClose={onClose} testId="delete-dialog">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <h2 id="delete-title">{t('settings.delete.title')}</h2>
        <p>{t('settings.delete.hint')}</p>
        <TextField
          id="delete-password"
          type="password"
          name="password"
          autoComplete="current-password"
          label={t('settings.delete.password')}
          value={password}
          onValueChange={setPassword}
          error={error}
        />
        <p className="settings-dialog__actions">
          <button type="button" className="btn btn--secondary" onClick={() => ref.current?.close()}>
            {t('settings.delete.cancel')}
          </button>
          <button type="submit" className="btn btn--danger" disabled={busy || !password} data-testid="delete-confirm">
            {busy ? t('settings.delete.busy') : t('settings.delete.confirm')}
          </button>
        </p>
      </form>
    </Dialog>
  );
}
