import type { AccountSettings } from '@hashar/common';
import { useState } from 'react';
import { actionFailure } from '../../hooks/useAction';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { AvatarCropper } from './AvatarCropper';
import { AvatarPicture } from './AvatarPicture';
import { settingsApi } from '../../api/settings';

/** The current avatar, the cropper that uploads a new one, and its removal. */
export function AvatarSection({ settings, onSaved }: { settings: AccountSettings; onSaved: (s: AccountSettings) => void }) {
  const { t, locale } = useI18n();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);

  const run = async (action: () => Promise<{ msg: string; data: AccountSettings }>) => {
    setBusy(true);
    setMessage(null);
    try {
      const res = await action();
      onSaved(res.data);
      session.refreshAvatar();
      setMessage({ text: res.msg, ok: true });
    } catch (err) {
      setMessage({ text: actionFailure(err, t('errors.network')), ok: false });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="settings__card" aria-labelledby="settings-avatar">
      <h2 id="settings-avatar">{t('settings.avatar')}</h2>
      <div className="settings__avatar">
        {settings.avatar ? (
          <AvatarPicture files={settings} className="settings__avatar-image" size={96} />
        ) : (
          <p className="muted">{t('settings.avatar.none')}</p>
        )}
        {settings.avatar ? (
          <button
            type="button"
            className="btn btn--secondary btn--small"
            disabled={busy}
            onClick={() => void run(() => settingsApi.removeAvatar(session.request))}
            data-testid="avatar-remove"
          >
            {t('settings.avatar.remove')}
          </button>
        ) : null}
      </div>
      <AvatarCropper
        busy={busy}
        actionLabel={t('settings.avatar.upload')}
        onCropped={(square) => void run(() => settingsApi.uploadAvatar(square, session.token, locale))}
      />
      {message ? (
        <p role={message.ok ? 'status' : 'alert'} data-testid="avatar-message">
          {message.text}
        </p>
      ) : null}
    </section>
  );
}
