import { useEffect, useState } from 'react';
import { fetchApiHealth, type ApiHealth } from '../api/health';
import { useI18n } from '../i18n';

/** Live status of the API, checked once when the component mounts. */
export function useApiHealth(): ApiHealth {
  const { locale } = useI18n();
  const [health, setHealth] = useState<ApiHealth>('loading');

  useEffect(() => {
    const controller = new AbortController();
    setHealth('loading');
    fetchApiHealth(locale, controller.signal).then((result) => {
      if (!controller.signal.aborted) setHealth(result);
    });
    return () => controller.abort();
  }, [locale]);

  return health;
}
