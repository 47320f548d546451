import type { HealthResponse } from '@hashar/common';
import { useEffect, useState } from 'react';

export type ApiHealth = 'loading' | 'ok' | 'error';

/** Asks GET /api/health once whether the API and its database are up. */
export function useApiHealth(): ApiHealth {
  const [health, setHealth] = useState<ApiHealth>('loading');

  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/health', { headers: { Accept: 'application/json' }, signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<HealthResponse>) : undefined))
      .then((body) => setHealth(body?.status === 'ok' && body.db === 'up' ? 'ok' : 'error'))
      .catch(() => {
        if (!controller.signal.aborted) setHealth('error');
      });
    return () => controller.abort();
  }, []);

  return health;
}
