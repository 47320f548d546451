import { localStorageStore, type Store } from 'react-admin';

/** Store keys that outlive a sign-out (react-admin resets its store on logout). */
const KEPT_ON_LOGOUT = ['locale'];

/**
 * react-admin's localStorage store (list params, sidebar, chosen language), except that the
 * chosen language survives signing out: the next person at this browser keeps it.
 */
export function createStore(): Store {
  const base = localStorageStore(undefined, 'hashar-admin');
  return {
    ...base,
    reset() {
      const kept = KEPT_ON_LOGOUT.map((key) => [key, base.getItem(key)] as const);
      base.reset();
      for (const [key, value] of kept) if (value !== undefined) base.setItem(key, value);
    },
  };
}
