import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { HasharDataProvider } from './dataProvider';

/**
 * One of the data provider's custom reads through react-admin's query client: cached by `queryKey`,
 * read again when the key changes (put the UI language in it for texts the API translates). No
 * silent retries and no reload on window focus: a failure shows at once, as the stock hooks' lists do.
 */
export function useCustomQuery<T>(
  queryKey: QueryKey,
  read: (provider: HasharDataProvider, signal: AbortSignal) => Promise<T>,
  options: { enabled?: boolean; staleTime?: number } = {},
) {
  const provider = useDataProvider<HasharDataProvider>();
  return useQuery({ queryKey, queryFn: ({ signal }) => read(provider, signal), retry: false, refetchOnWindowFocus: false, ...options });
}
