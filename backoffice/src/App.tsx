import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { AppTitle } from './AppTitle';
import { BASENAME } from './basename';
import { authProvider } from './auth';
import { withAccess } from './auth/withAccess';
import audit from './audit';
import banners from './banners';
import bonuses from './bonuses';
import cattask from './cattask';
import courses from './courses';
import { CrmDashboardPage, crmActivities, crmApplications, crmEvents, crmSessions } from './crm';
import { preloadPage } from './components/lazyPage';
import { Dashboard } from './Dashboard';
import { dataProvider } from './dataProvider';
import directions from './directions';
import dirprobono from './dirprobono';
import { i18nProvider } from './i18n';
import initiatives from './initiatives';
import { adoptStartLocale } from './i18n/startLocale';
import { AccessDenied } from './layout/AccessDenied';
import { Layout } from './layout/Layout';
import { LoginPage } from './layout/LoginPage';
import { moderationResources } from './moderation';
import news from './news';
import newsSections from './newsSections';
import partnerApplications from './partnerApplications';
import partners from './partners';
import publications from './publications';
import regions from './regions';
import districts from './districts';
import reviews from './reviews';
import { createStore } from './store';
import { darkTheme, lightTheme } from './theme';
import tours from './tours';
import typecat from './typecat';
import users from './users';
import { UserViewRedirect } from './users/UserViewRedirect';
import verifications from './verifications';

/**
 * The back office at /admin. Every resource of common's ADMIN_RESOURCES is declared, and the
 * organization CRM's `crm/*` ones (CRM_RESOURCES, served from /api/crm); who sees which
 * (menu, pages, buttons) is decided by authProvider.canAccess from the tables the API enforces;
 * every page asks it before it mounts (withAccess), so a refused page fires no request.
 */
const store = createStore();
// Entered from /uz/crm (→ /admin/crm?locale=uz) or with the site's language cookie: start in it.
adoptStartLocale(store);

/** Every resource, in menu order. */
const DEFINITIONS = [
  ...moderationResources,
  { name: 'verifications', ...verifications },
  { name: 'initiatives', ...initiatives },
  { name: 'publications', ...publications },
  { name: 'bonuses', ...bonuses },
  { name: 'courses', ...courses },
  { name: 'crm/activities', ...crmActivities },
  { name: 'crm/events', ...crmEvents },
  { name: 'crm/sessions', ...crmSessions },
  { name: 'crm/applications', ...crmApplications },
  { name: 'users', ...users },
  { name: 'regions', ...regions },
  { name: 'districts', ...districts },
  { name: 'directions', ...directions },
  { name: 'cattask', ...cattask },
  { name: 'dirprobono', ...dirprobono },
  { name: 'typecat', ...typecat },
  { name: 'banners', ...banners },
  { name: 'tours', ...tours },
  { name: 'news', ...news },
  { name: 'news-sections', ...newsSections },
  { name: 'partners', ...partners },
  { name: 'partner-applications', ...partnerApplications },
  { name: 'reviews', ...reviews },
  { name: 'audit', ...audit },
];

// The code of the page the browser opened with starts loading now, beside react-admin's own start,
// rather than once the layout has drawn (one round trip less before the first content).
const opened = window.location.pathname.slice(BASENAME.length + 1);
const openedResource = DEFINITIONS.filter(({ name }) => opened === name || opened.startsWith(`${name}/`)).sort(
  (a, b) => b.name.length - a.name.length,
)[0];
if (openedResource) [openedResource.list, openedResource.show, openedResource.edit, openedResource.create].forEach(preloadPage);
else if (opened === 'crm') preloadPage(CrmDashboardPage);

/** Each page asks canAccess before it mounts (withAccess). */
const RESOURCES = DEFINITIONS.map(({ name, ...definition }) => ({ name, ...withAccess(definition) }));

export const App = () => (
  <Admin
    basename={BASENAME}
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    dashboard={Dashboard}
    layout={Layout}
    loginPage={LoginPage}
    accessDenied={AccessDenied}
    title={<AppTitle />}
    store={store}
    theme={lightTheme}
    darkTheme={darkTheme}
    requireAuth
    disableTelemetry
  >
    {RESOURCES.map(({ name, ...definition }) => (
      <Resource key={name} name={name} {...definition} />
    ))}
    <CustomRoutes>
      <Route path="/crm" element={<CrmDashboardPage />} />
      <Route path="/users/view/:id" element={<UserViewRedirect />} />
    </CustomRoutes>
  </Admin>
);
