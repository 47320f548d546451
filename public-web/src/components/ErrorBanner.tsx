import { useI18n } from '../i18n';
import { useSession } from '../session/SessionProvider';

/** The global error value (spec §3) shown under the header until the user dismisses it. */
export function ErrorBanner() {
  const { error, setError } = useSession();
  const { t } = useI18n();
  if (!error) return null;
  return (
    <div className="error-banner" role="alert">
      <div className="wrapper error-banner__inner">
        <p className="error-banner__text">{error}</p>
        <button type="button" className="icon-button error-banner__close" onClick={() => setError(null)} aria-label={t('shell.dismiss')}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}
