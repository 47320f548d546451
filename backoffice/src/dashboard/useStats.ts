import { useCustomQuery } from '../useCustomQuery';
import type { AdminStats } from './stats';

export type StatsState = { status: 'loading' } | { status: 'ok'; stats: AdminStats } | { status: 'error'; message: string };

/** Loads the dashboard's numbers once. */
export function useStats(): StatsState {
  const { data, error } = useCustomQuery(['adminStats'], (provider) => provider.getStats());
  if (error) return { status: 'error', message: error.message };
  return data ? { status: 'ok', stats: data } : { status: 'loading' };
}
