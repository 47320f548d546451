import simpleRestProvider from 'ra-data-simple-rest';
import { session } from './auth';
import { createHttpClient } from './httpClient';
import { i18nProvider } from './i18n';

/** fetchJson with the Bearer token and the UI language; also used for uploads and actions. */
export const httpClient = createHttpClient({
  getToken: () => session.getToken(),
  getLocale: () => i18nProvider.getLocale(),
});

/** Stock ra-data-simple-rest over the admin API (contract: DESIGN.md §5), unmodified. */
export const dataProvider = simpleRestProvider('/api/admin', httpClient);
