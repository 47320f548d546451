import { LOCALES, pagePath, type AccountSettings, type Locale } from '@hashar/common';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadError, Loading } from '../../components/LoadState';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { AvatarSection } from './AvatarSection';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { MainSettingsForm } from './MainSettingsForm';
import { settingsApi } from '../../api/settings';
import { TelegramSection } from './TelegramSection';
import './settings.css';

/** profile/edit: name, avatar, language, notification choices, Telegram, password, deleting the account. */
export default function SettingsPage() {
  const { t, locale } = useI18n();
  const session = useSession();
  const [deleting, setDeleting] = useState(false);
  useDocumentTitle(t('settings.title'));
  const loaded = useLoad((signal) => settingsApi.read(session.request, signal).then((r) => r.data), session.token ?? '');
  const replace = (data: AccountSettings) => loaded.update(() => data);

  if (loaded.status === 'error') return <LoadError onRetry={loaded.reload} message={t('settings.loadError')} />;
  if (!loaded.data) return <Loading />;
  const settings = loaded.data;
  return (
    <section className="settings" data-testid="settings-page">
      <p>
        <Link to={pagePath(locale, 'profile')}>← {t('settings.back')}</Link>
      </p>
      <h1>{t('settings.title')}</h1>
      <AvatarSection settings={settings} onSaved={replace} />
      <MainSettingsForm settings={settings} onSaved={replace} locales={LOCALES as readonly Locale[]} />
      <TelegramSection />
      <section className="settings__card">
        <h2>{t('settings.security')}</h2>
        <ChangePasswordForm />
      </section>
      <section className="settings__card settings__card--danger">
        <h2>{t('settings.delete')}</h2>
        <p>{t('settings.delete.hint')}</p>
        <button type="button" className="btn btn--danger" onClick={() => setDeleting(true)} data-testid="delete-open">
          {t('settings.delete.open')}
        </button>
      </section>
      {deleting ? <DeleteAccountDialog onClose={() => setDeleting(false)} /> : null}
    </section>
  );
}
