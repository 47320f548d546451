import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { AppTitle } from './AppTitle';
import { BASENAME } from './basename';
import { authProvider } from './auth';
import audit from './audit';
import banners from './banners';
import bonuses from './bonuses';
import cattask from './cattask';
import { CrmDashboardPage, crmActivities, crmApplications, crmEvents, crmSessions } from './crm';
import { Dashboard } from './Dashboard';
import { dataProvider } from './dataProvider';
import directions from './directions';
import dirprobono from './dirprobono';
import { i18nProvider } from './i18n';
import initiatives from './initiatives';
import { adoptStartLocale } from './i18n/startLocale';
import { Layout } from './layout/Layout';
import { LoginPage } from './layout/LoginPage';
import { moderationResources } from './moderation';
import news from './news';
import newsSections from './newsSections';
import partnerApplications from './partnerApplications';
import partners from './partners';
import publications from './publications';
import regions from './regions';
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
 * (menu, pages, buttons) is decided by authProvider.canAccess from the tables the API enforces.
 */
const store = createStore();
// Entered from /uz/crm (→ /admin/crm?locale=uz) or with the site's language cookie: start in it.
adoptStartLocale(store);

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
    {moderationResources.map((resource) => (
      <Resource key={resource.name} {...resource} />
    ))}
    <Resource name="verifications" {...verifications} />
    <Resource name="initiatives" {...initiatives} />
    <Resource name="publications" {...publications} />
    <Resource name="bonuses" {...bonuses} />
    <Resource name="crm/activities" {...crmActivities} />
    <Resource name="crm/events" {...crmEvents} />
    <Resource name="crm/sessions" {...crmSessions} />
    <Resource name="crm/applications" {...crmApplications} />
    <CustomRoutes>
      <Route path="/crm" element={<CrmDashboardPage />} />
      <Route path="/users/view/:id" element={<UserViewRedirect />} />
    </CustomRoutes>
    <Resource name="users" {...users} />
    <Resource name="regions" {...regions} />
    <Resource name="directions" {...directions} />
    <Resource name="cattask" {...cattask} />
    <Resource name="dirprobono" {...dirprobono} />
    <Resource name="typecat" {...typecat} />
    <Resource name="banners" {...banners} />
    <Resource name="tours" {...tours} />
    <Resource name="news" {...news} />
    <Resource name="news-sections" {...newsSections} />
    <Resource name="partners" {...partners} />
    <Resource name="partner-applications" {...partnerApplications} />
    <Resource name="reviews" {...reviews} />
    <Resource name="audit" {...audit} />
  </Admin>
);
