import { BASENAME } from '../basename';
import { i18nProvider } from '../i18n';
import { createAuthProvider } from './authProvider';
import { browserSession } from './session';

export { isCrmRole, mayEnterBackoffice } from './authProvider';

/** The browser's session: a live jwt-token cookie from the public site is picked up here. */
export const session = browserSession();

/** react-admin's authProvider over the accounts API. */
export const authProvider = createAuthProvider({
  session,
  fetch: (input, init) => fetch(input, init),
  getLocale: () => i18nProvider.getLocale(),
  origin: window.location.origin,
  currentPath: () => window.location.pathname,
  crmPath: `${BASENAME}/crm`,
});
