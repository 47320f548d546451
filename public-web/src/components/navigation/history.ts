import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;
type Listener = Parameters<BrowserHistory['listen']>[0];

const base: BrowserHistory | null = typeof window === 'undefined' ? null : createBrowserHistory({ window, v5Compat: true });
const listeners = new Set<Listener>();
base?.listen((update) => listeners.forEach((listener) => listener(update)));

/**
 * The site's one browser history. The router renders from it (a plain history router: the
 * data router's loaders and actions, which this site does not use, cost ~16 KB gzip on the
 * home page), and the loading bar hears every navigation from it the moment it starts, before
 * React commits the new page. The library's history keeps a single listener; this one fans out.
 */
export const history: BrowserHistory = base
  ? Object.assign(Object.create(base) as BrowserHistory, {
      listen(listener: Listener) {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
    })
  : (null as unknown as BrowserHistory);
