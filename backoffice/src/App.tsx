import { Admin, Resource } from 'react-admin';
import { AppTitle } from './AppTitle';
import { BASENAME } from './basename';
import { authProvider } from './auth';
import audit from './audit';
import banners from './banners';
import cattask from './cattask';
import { Dashboard } from './Dashboard';
import { dataProvider } from './dataProvider';
import directions from './directions';
import dirprobono from './dirprobono';
import { i18nProvider } from './i18n';
import { Layout } from './layout/Layout';
import { LoginPage } from './layout/LoginPage';
import partners from './partners';
import regions from './regions';
import { createStore } from './store';
import { darkTheme, lightTheme } from './theme';
import tours from './tours';
import typecat from './typecat';
import users from './users';

/**
 * The back office at /admin. Every resource of common's ADMIN_RESOURCES is declared; who
 * sees which (menu, pages, buttons) is decided by authProvider.canAccess from the same table
 * the API enforces.
 */
const store = createStore();

export const App = () => (
  <Admin
    basename={BASENAME}
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    dashboard={Dashboard}
    layout={Layout}
    loginPage={LoginPage}
    title={<AppTitle />}
    store={store}
    theme={lightTheme}
    darkTheme={darkTheme}
    requireAuth
    disableTelemetry
  >
    <Resource name="users" {...users} />
    <Resource name="regions" {...regions} />
    <Resource name="directions" {...directions} />
    <Resource name="cattask" {...cattask} />
    <Resource name="dirprobono" {...dirprobono} />
    <Resource name="typecat" {...typecat} />
    <Resource name="banners" {...banners} />
    <Resource name="tours" {...tours} />
    <Resource name="partners" {...partners} />
    <Resource name="audit" {...audit} />
  </Admin>
);
