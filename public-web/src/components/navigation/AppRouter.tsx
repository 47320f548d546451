import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Router } from 'react-router-dom';
import { isInstant } from '../PageTransition';
import { history } from './history';

/**
 * The site's router over its one browser history. Navigations render inside startTransition
 * (the old page stays while the next one loads), except instant switches (INSTANT_PAGE_SWITCH:
 * logout, an ended session), which commit at once so a guarded page never sees the session end
 * while still on screen — what `navigate(…, { flushSync: true })` does in a data router.
 */
export function AppRouter({ children }: { children: ReactNode }) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        if (isInstant(location.state)) flushSync(() => setState({ action, location }));
        else startTransition(() => setState({ action, location }));
      }),
    [],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
