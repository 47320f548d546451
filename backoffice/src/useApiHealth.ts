import { useCustomQuery } from './useCustomQuery';

export type ApiHealth = 'loading' | 'ok' | 'error';

/** Asks GET /api/health once whether the API and its database are up. */
export function useApiHealth(): ApiHealth {
  const { data } = useCustomQuery(['apiHealth'], (provider, signal) => provider.getHealth(signal), { staleTime: Infinity });
  return data ?? 'loading';
}
