import { useEffect, useState } from 'react';
import { httpClient } from '../dataProvider';
import type { AdminStats } from './stats';

export type StatsState = { status: 'loading' } | { status: 'ok'; stats: AdminStats } | { status: 'error'; message: string };

/** Loads the dashboard's numbers once. */
export function useStats(): StatsState {
  const [state, setState] = useState<StatsState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    httpClient('/api/admin/stats', { signal: controller.signal })
      .then(({ json }) => setState({ status: 'ok', stats: json as AdminStats }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      });
    return () => controller.abort();
  }, []);
  return state;
}
