import { session } from './auth';
import { createDataProvider } from './combinedProvider';
import { createHttpClient } from './httpClient';
import { i18nProvider } from './i18n';

/** fetchJson with the Bearer token and the UI language; also used for uploads and actions. */
export const httpClient = createHttpClient({
  getToken: () => session.getToken(),
  getLocale: () => i18nProvider.getLocale(),
});

/** The back office's data provider (contract: DESIGN.md §5). */
export const dataProvider = createDataProvider(httpClient);
