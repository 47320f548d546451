import { useApiHealth } from '../hooks/useApiHealth';
import { useI18n } from '../i18n';

/** One line telling whether the API answers: loading, ok or error. */
export function ApiStatus() {
  const { t } = useI18n();
  const health = useApiHealth();

  return (
    <p className={`api-status api-status--${health}`} data-testid="api-status" data-status={health} role="status">
      <span className="api-status__dot" aria-hidden="true" />
      {t(`apiStatus.${health}`)}
    </p>
  );
}
