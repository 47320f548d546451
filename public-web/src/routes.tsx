import {
  ACTIVITY_KINDS,
  DEFAULT_LOCALE,
  LOCALES,
  PAGE_PATHS,
  activityKind,
  isLocale,
  pagePath,
  type ActivityKind,
  type Locale,
  type PageName,
} from '@hashar/common';
import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { DefaultLayout } from './components/layouts/DefaultLayout';
import { LoginLayout } from './components/layouts/LoginLayout';
import { PagesLayout } from './components/layouts/PagesLayout';
import { registerPageLoads } from './components/navigation/pageTable';
import { I18nProvider, useI18n, type Area } from './i18n';
import { loadAreas } from './i18n/format';
import { readLocaleCookie } from './i18n/locale';
import { lazyPage } from './lib/lazyPage';
import { Guard } from './session/Guard';
import type { GuardName } from './session/guards';
import { SessionProvider } from './session/SessionProvider';

type LayoutName = 'default' | 'login' | 'pages';
type PageModule = { default: ComponentType };

/** A page of the public site: its name in common/sitemap, its module, layout and guard. */
export interface PageRoute {
  page: PageName;
  load: () => Promise<PageModule>;
  layout: LayoutName;
  guard?: GuardName;
}

/** The language of the address being opened (the default one outside /ru and /uz). */
function pageLocale(): Locale {
  const first = typeof window === 'undefined' ? '' : window.location.pathname.split('/')[1];
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

/** A page's module together with the catalogue areas its texts come from (i18n/areas.ts). */
const withTexts = (areas: readonly Area[], load: () => Promise<PageModule>) => (): Promise<PageModule> =>
  Promise.all([loadAreas(areas, pageLocale()), load()]).then(([, page]) => page);

const ACCOUNT: readonly Area[] = ['account'];
const EVENTS: readonly Area[] = ['events'];
const PROFILE: readonly Area[] = ['profile', 'organizer', 'volunteer'];
const FRIENDS: readonly Area[] = [...PROFILE, 'friends'];

/** Catalogue areas a kind's own parts read, besides the pages' own (vacancies: filters, apply form, pipeline). */
const KIND_AREAS: Partial<Record<ActivityKind, readonly Area[]>> = {
  project: ['projects', 'volunteer'],
  vacancy: ['vacancies'],
  task: ['tasks'],
};
const withKind = (kind: ActivityKind, areas: readonly Area[]) => [...areas, ...(KIND_AREAS[kind] ?? [])];

/** The public page of every activity kind: one generic page, fed by the kind's entry. */
const activityViews: readonly PageRoute[] = ACTIVITY_KINDS.map((kind) => ({
  page: activityKind(kind).pages.view,
  layout: 'default',
  // 'friends': the page's invite-friends button.
  load: withTexts(withKind(kind, [...EVENTS, 'friends']), () =>
    import('./activity/ActivityPage').then((m) => ({ default: m.activityPage(kind) })),
  ),
}));

/** Owner list pages of their own (profile/vacancies: the organization's vacancies and pipeline, an applicant's applications). */
const OWN_PAGES: Partial<Record<ActivityKind, () => Promise<PageModule>>> = {
  project: () => import('./pages/projects/ProjectsProfilePage'),
  vacancy: () => import('./pages/vacancies/VacanciesProfilePage'),
  task: () => import('./pages/tasks/TasksProfilePage'),
};

/** A tab of an initiative group's sub-area (pages/initiativeArea/areaPages.ts). */
type GroupAreaTab = ActivityKind | 'events';
/** The sub-area's page of an owner page: the same path under profile/initiative/ (kept here: an import would grow the home bundle). */
const groupAreaPage = (page: PageName): PageName =>
  (Object.keys(PAGE_PATHS) as PageName[]).find(
    (name) => PAGE_PATHS[name] === PAGE_PATHS[page].replace('profile/', 'profile/initiative/'),
  ) ?? page;
/** A page of an initiative group's sub-area: the page module inside the group's header and context (pages/initiativeArea). */
const groupAreaRoute = (page: PageName, tab: GroupAreaTab, areas: readonly Area[], load: () => Promise<PageModule>): PageRoute => ({
  page,
  layout: 'default',
  guard: 'checkAuth',
  load: withTexts([...areas, 'initiativeArea'], () =>
    Promise.all([import('./pages/initiativeArea/GroupArea'), load()]).then(([m, p]) => ({ default: m.inGroupArea(tab, p.default) })),
  ),
});

/** The owner's list, create and edit pages of every activity kind: the generic pages, fed by the kind's entry. */
const ownerPages: readonly PageRoute[] = ACTIVITY_KINDS.flatMap((kind): PageRoute[] => {
  const { pages: own, owners } = activityKind(kind);
  const list =
    OWN_PAGES[kind] ?? (() => import('./pages/organizer/parts/MyActivitiesPage').then((m) => ({ default: m.myActivitiesPage(kind) })));
  const form = () => import('./pages/organizer/parts/ActivityFormPage').then((m) => ({ default: m.activityFormPage(kind) }));
  const routes = [
    [own.own, list],
    [own.create, form],
    [own.edit, form],
  ] as const;
  // An initiative group's sub-area (profile/initiative/…): the same pages in the group's context.
  const inGroup = owners.includes('group') ? routes : [];
  return [
    ...routes.map(([page, load]): PageRoute => ({
      page,
      layout: 'default',
      guard: 'checkAuth',
      load: withTexts(withKind(kind, PROFILE), load),
    })),
    ...inGroup.map(([page, load]) => groupAreaRoute(groupAreaPage(page), kind, withKind(kind, PROFILE), load)),
  ];
});

/** The public lists of the kinds that have their own (events and visit offers share the events page). */
const activityLists: readonly PageRoute[] = ACTIVITY_KINDS.filter((kind) => activityKind(kind).pages.list !== 'events').map((kind) => ({
  page: activityKind(kind).pages.list,
  layout: 'default',
  load: withTexts(withKind(kind, EVENTS), () => import('./activity/ActivityListPage').then((m) => ({ default: m.activityListPage(kind) }))),
}));

/** Initiative groups (issue 14): the directory and a group's page (public), sign-up, the volunteer's groups, dashboard, members, details. */
const groupPages = (
  [
    'initiatives',
    'initiativeView',
    'initiativeSignUp',
    'profileInitiativeCreate',
    'initiativeMine',
    'profileInitiative',
    'profileInitiativeEdit',
    'profileInfoInitiative',
  ] as const
).map((page, i): PageRoute => ({
  page,
  layout: 'default',
  guard: i > 1 ? 'checkAuth' : undefined,
  load: () => import('./pages/initiative/groupPages').then((m) => m.loadGroupPage(page, pageLocale())),
}));

/** Every public page, declared once; each is served under /ru and /uz. */
export const pages: readonly PageRoute[] = [
  { page: 'home', layout: 'default', load: () => import('./pages/home/HomePage') },
  { page: 'login', layout: 'login', load: withTexts(ACCOUNT, () => import('./pages/account/LoginPage')) },
  { page: 'signUp', layout: 'login', load: withTexts(ACCOUNT, () => import('./pages/account/SignUpPage')) },
  { page: 'forgotPassword', layout: 'login', load: withTexts(ACCOUNT, () => import('./pages/account/ForgotPasswordPage')) },
  { page: 'logout', layout: 'login', load: withTexts(ACCOUNT, () => import('./pages/account/LogoutPage')) },
  { page: 'confirmation', layout: 'login', load: withTexts(ACCOUNT, () => import('./pages/account/ConfirmationPage')) },
  { page: 'recovery', layout: 'login', load: withTexts(ACCOUNT, () => import('./pages/account/RecoveryPage')) },
  { page: 'privacy', layout: 'pages', load: withTexts(['legal', 'privacyDocs'], () => import('./pages/legal/PrivacyPage')) },
  { page: 'profile', layout: 'default', guard: 'checkAuth', load: withTexts(PROFILE, () => import('./pages/profile/ProfilePage')) },
  {
    page: 'profileInfoVolon',
    layout: 'default',
    guard: 'checkAuth',
    // 'account': the pro bono categories' field; 'events': the directions' toggles.
    load: withTexts(['infovolon', 'account', 'events'], () => import('./pages/infovolon/InfoVolonPage')),
  },
  // Account settings (the password form reads the profile area) and the avatar cropper on its own.
  {
    page: 'profileEdit',
    layout: 'default',
    guard: 'checkAuth',
    load: withTexts(['settings', 'profile'], () => import('./pages/settings/SettingsPage')),
  },
  { page: 'cropper', layout: 'default', load: withTexts(['settings'], () => import('./pages/settings/CropperPage')) },
  {
    page: 'changeRole',
    layout: 'default',
    guard: 'checkAuth',
    load: withTexts(['changerole', 'organizer'], () => import('./pages/changerole/ChangeRolePage')),
  },
  // Search results show every kind's cards: their areas too.
  {
    page: 'search',
    layout: 'default',
    load: withTexts(['searchPage', ...EVENTS, ...Object.values(KIND_AREAS).flat()], () => import('./pages/search/SearchPage')),
  },
  { page: 'aboutUs', layout: 'pages', load: withTexts(['aboutUs'], () => import('./pages/info/AboutUsPage')) },
  { page: 'analytics', layout: 'pages', load: withTexts(['analytics'], () => import('./pages/info/AnalyticsPage')) },
  { page: 'instruction', layout: 'pages', load: withTexts(['instruction'], () => import('./pages/info/InstructionPage')) },
  { page: 'partners', layout: 'pages', load: withTexts(['partners'], () => import('./pages/info/PartnersPage')) },
  { page: 'sdg', layout: 'pages', load: withTexts(['sdg'], () => import('./pages/info/SdgPage')) },
  { page: 'events', layout: 'default', load: withTexts(EVENTS, () => import('./pages/events/EventsPage')) },
  { page: 'eventGroup', layout: 'default', load: withTexts(EVENTS, () => import('./pages/events/EventGroupPage')) },
  ...activityViews,
  ...activityLists,
  {
    page: 'profileFavorites',
    layout: 'default',
    guard: 'checkAuth',
    load: withTexts(EVENTS, () => import('./pages/events/FavoritesPage')),
  },
  { page: 'volonFavorites', layout: 'default', guard: 'checkAuth', load: withTexts(EVENTS, () => import('./pages/events/FavoritesPage')) },
  ...ownerPages,
  groupAreaRoute('profileInitiativeEvents', 'events', [], () => import('./pages/initiativeArea/TeamsPage')),
  {
    page: 'profileApplications',
    layout: 'default',
    guard: 'checkAuth',
    load: withTexts(PROFILE, () => import('./pages/volunteer/ApplicationsPage')),
  },
  {
    page: 'volonEvents',
    layout: 'default',
    guard: 'checkAuth',
    load: withTexts(PROFILE, () => import('./pages/volunteer/VolonEventsPage')),
  },
  { page: 'volonBonuse', layout: 'default', guard: 'checkAuth', load: withTexts(PROFILE, () => import('./pages/volunteer/BonusePage')) },
  {
    page: 'volonProjects',
    layout: 'default',
    guard: 'checkAuth',
    load: withTexts(withKind('project', PROFILE), () => import('./pages/projects/VolonProjectsPage')),
  },
  {
    page: 'volonTasks',
    layout: 'default',
    guard: 'checkAuth',
    load: withTexts(withKind('task', PROFILE), () => import('./pages/tasks/VolonTasksPage')),
  },
  // Friends and the personal referral link (one page for profile/link and profile/volon/link).
  { page: 'volonFriends', layout: 'default', guard: 'checkAuth', load: withTexts(FRIENDS, () => import('./pages/friends/FriendsPage')) },
  { page: 'profileLink', layout: 'default', guard: 'checkAuth', load: withTexts(FRIENDS, () => import('./pages/friends/ReferralPage')) },
  { page: 'volonLink', layout: 'default', guard: 'checkAuth', load: withTexts(FRIENDS, () => import('./pages/friends/ReferralPage')) },
  // The volunteers directory (the cards' directions read the events area's names).
  { page: 'volons', layout: 'default', load: withTexts(['volons', ...EVENTS], () => import('./pages/volons/VolonsPage')) },
  { page: 'volonView', layout: 'default', load: withTexts(['volons', 'friends', ...EVENTS], () => import('./pages/volons/VolonViewPage')) },
  // The organizations directory, an organization's page (its reviews block reads 'reviews') and the organization's profile form.
  { page: 'orgs', layout: 'default', load: withTexts(['orgs', ...EVENTS], () => import('./pages/orgs/OrgsPage')) },
  { page: 'orgView', layout: 'default', load: withTexts(['orgs', 'reviews', ...EVENTS], () => import('./pages/orgs/OrgViewPage')) },
  {
    page: 'profileInfoOrg',
    layout: 'default',
    guard: 'checkAuth',
    load: withTexts(['orgs', 'verification', ...EVENTS], () => import('./pages/infoorg/InfoOrgPage')),
  },
  ...groupPages,
  // Reviews after completed activities: received, given, to write (any account; the volunteer's own page).
  {
    page: 'profileReviews',
    layout: 'default',
    guard: 'checkAuth',
    load: withTexts(['reviews'], () => import('./pages/reviews/ReviewsProfilePage')),
  },
  {
    page: 'volonReviews',
    layout: 'default',
    guard: 'checkAuth',
    load: withTexts(['reviews'], () => import('./pages/reviews/VolonReviewsPage')),
  },
  {
    page: 'volonPerAccount',
    layout: 'default',
    guard: 'checkAuth',
    load: withTexts(['volons', ...EVENTS], () => import('./pages/volons/VolonPerAccountPage')),
  },
  // Developer/demo pages.
  { page: 'allIcon', layout: 'default', load: withTexts(['dev'], () => import('./pages/dev/AllIconPage')) },
  { page: 'animateScroll', layout: 'default', load: withTexts(['dev'], () => import('./pages/dev/AnimateScrollPage')) },
  {
    page: 'animateScrollPagination',
    layout: 'default',
    load: withTexts(['dev', ...EVENTS], () => import('./pages/dev/AnimateScrollPaginationPage')),
  },
];

const components = new Map(pages.map((p) => [p.page, lazyPage(p.load)]));

registerPageLoads(pages.map((p) => [p.page, p.load] as const));

const NotFoundPage = lazyPage(() => import('./pages/NotFoundPage'));
const LAYOUTS: Record<LayoutName, ComponentType> = { default: DefaultLayout, login: LoginLayout, pages: PagesLayout };

/** Sets <html lang> and provides the texts of the locale in the address. */
function LocaleRoot({ locale }: { locale: Locale }) {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <I18nProvider locale={locale}>
      <Outlet />
    </I18nProvider>
  );
}

/** `/` is redirected by the server; this covers client-side links and the dev server. */
function RedirectToPreferredLocale() {
  const locale = readLocaleCookie(document.cookie) ?? DEFAULT_LOCALE;
  return <Navigate to={`/${locale}`} replace />;
}

/** `sign` is the spec's other name of the login page. */
function SignRedirect() {
  const { locale } = useI18n();
  return <Navigate to={pagePath(locale, 'login')} replace />;
}

function pageElement({ page, guard }: PageRoute): ReactNode {
  const Page = components.get(page)!;
  const element = (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
  return guard ? <Guard name={guard}>{element}</Guard> : element;
}

function localeRoutes(locale: Locale): RouteObject {
  const byLayout = (layout: LayoutName): RouteObject => {
    const Layout = LAYOUTS[layout];
    const children: RouteObject[] = pages
      .filter((p) => p.layout === layout)
      .map((p) => (p.page === 'home' ? { index: true, element: pageElement(p) } : { path: PAGE_PATHS[p.page], element: pageElement(p) }));
    if (layout === 'default') children.push({ path: '*', element: <NotFoundPage /> });
    if (layout === 'login') children.push({ path: PAGE_PATHS.sign, element: <SignRedirect /> });
    return { element: <Layout />, children };
  };
  return { path: `/${locale}`, element: <LocaleRoot locale={locale} />, children: (['default', 'login', 'pages'] as const).map(byLayout) };
}

/** The route tree: the session around everything, every page under each locale, 404 for the rest. */
export const routes: RouteObject[] = [
  {
    element: (
      <SessionProvider>
        <Outlet />
      </SessionProvider>
    ),
    children: [
      { path: '/', element: <RedirectToPreferredLocale /> },
      ...LOCALES.map(localeRoutes),
      {
        element: <LocaleRoot locale={DEFAULT_LOCALE} />,
        children: [{ element: <DefaultLayout />, children: [{ path: '*', element: <NotFoundPage /> }] }],
      },
    ],
  },
];
