import { Admin } from 'react-admin';
import { AppTitle } from './AppTitle';
import { Dashboard } from './Dashboard';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n';

/**
 * react-admin shows its "empty admin" welcome screen instead of the layout and the
 * dashboard when it has neither <Resource> nor <CustomRoutes> children. A child function
 * (the documented "resources from permissions" form) that yields nothing makes it render
 * the normal layout, dashboard and 404 page. Replace it with the first <Resource>.
 */
const noResourcesYet = () => null;

/** The back office. Resources (and the authProvider) are added by later issues. */
export const App = () => (
  <Admin
    basename="/admin"
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    dashboard={Dashboard}
    title={<AppTitle />}
    disableTelemetry
  >
    {noResourcesYet}
  </Admin>
);
