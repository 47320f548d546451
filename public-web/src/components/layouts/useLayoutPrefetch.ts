import { useIdlePrefetch } from '../../hooks/useIdlePrefetch';
import { useSession } from '../../session/SessionProvider';
import { likelyNextPages } from '../header/menuItems';

/** Every layout prefetches the pages a visitor is likely to open next, once the browser is idle. */
export function useLayoutPrefetch(): void {
  const { user } = useSession();
  useIdlePrefetch(likelyNextPages(user !== null));
}
