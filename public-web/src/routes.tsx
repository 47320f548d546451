import {
  DEFAULT_LOCALE,
  LIST_OF_RECORD_PAGE,
  LOCALES,
  needsSignIn,
  PAGE_PATHS,
  pagePath,
  type Locale,
  type PageName,
} from '@hashar/common';
import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Navigate, Outlet, useParams, type RouteObject } from 'react-router-dom';
import { DefaultLayout } from './components/layouts/DefaultLayout';
import { LoginLayout } from './components/layouts/LoginLayout';
import { PagesLayout } from './components/layouts/PagesLayout';
import { registerPageLoads } from './components/navigation/pageTable';
import { I18nProvider, useI18n } from './i18n';
import { readLocaleCookie } from './i18n/locale';
import { lazyPage } from './lib/lazyPage';
import { Guard } from './session/Guard';
import type { GuardName } from './session/guards';
import { SessionProvider } from './session/SessionProvider';
import type { PageModule } from './pageLoaders';

type LayoutName = 'default' | 'login' | 'pages';

/** A page of the public site: its name in common/sitemap, its module, layout and guard. */
export interface PageRoute {
  page: PageName;
  load: () => Promise<PageModule>;
  layout: LayoutName;
  guard?: GuardName;
}

/** Pages shown in a layout other than the default one. */
const LAYOUT_OF: Partial<Record<PageName, LayoutName>> = {
  login: 'login',
  signUp: 'login',
  forgotPassword: 'login',
  logout: 'login',
  confirmation: 'login',
  recovery: 'login',
  privacy: 'pages',
  aboutUs: 'pages',
  analytics: 'pages',
  instruction: 'pages',
  partners: 'pages',
  sdg: 'pages',
};

/** A page for accounts only (common/pageAudience.ts, the one list of who opens what) sends a visitor to sign in. */
const guardOf = (page: PageName): GuardName | undefined => (needsSignIn(page) ? 'checkAuth' : undefined);

/**
 * Every page of the sitemap (common/sitemap.ts), served under /ru and /uz, with its layout and
 * guard. The home page's code comes with this bundle's first request; every other page's code
 * and texts come from pageLoaders.ts, one lazy table (the home page's JS budget).
 */
export const pages: readonly PageRoute[] = (Object.keys(PAGE_PATHS) as PageName[])
  .filter((page) => page !== 'sign')
  .map((page) => ({
    page,
    layout: LAYOUT_OF[page] ?? 'default',
    guard: guardOf(page),
    load: page === 'home' ? () => import('./pages/home/HomePage') : () => import('./pageLoaders').then((m) => m.loadPage(page)),
  }));

const components = new Map(pages.map((p) => [p.page, lazyPage(p.load)]));

registerPageLoads(pages.map((p) => [p.page, components.get(p.page)!.preload] as const));

const NotFoundPage = lazyPage(() => import('./components/NotFoundPage'));
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

/** A record page opened without its (optional) id shows its list instead, the address replaced. */
function ListWithoutId({ list, children }: { list: PageName; children: ReactNode }) {
  const { locale } = useI18n();
  return useParams()['id'] ? children : <Navigate to={pagePath(locale, list)} replace />;
}

function pageElement({ page, guard }: PageRoute): ReactNode {
  const Page = components.get(page)!;
  const list: PageName | undefined = (LIST_OF_RECORD_PAGE as Partial<Record<PageName, PageName>>)[page];
  const loaded = (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
  const element = list ? <ListWithoutId list={list}>{loaded}</ListWithoutId> : loaded;
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

/** The route tree of a language: the session around everything, its pages, 404 for the rest. */
function routeTree(locale: Locale | null): RouteObject[] {
  return [
    {
      element: (
        <SessionProvider>
          <Outlet />
        </SessionProvider>
      ),
      children: [
        { path: '/', element: <RedirectToPreferredLocale /> },
        ...(locale ? [localeRoutes(locale)] : []),
        {
          element: <LocaleRoot locale={DEFAULT_LOCALE} />,
          children: [{ element: <DefaultLayout />, children: [{ path: '*', element: <NotFoundPage /> }] }],
        },
      ],
    },
  ];
}

const TREES = new Map<Locale | null, RouteObject[]>([null, ...LOCALES].map((locale) => [locale, routeTree(locale)]));

/**
 * The routes of an address: only its language's pages. The router matches every render against
 * the whole list it is given, ranking each route; half the list is half that work on a phone.
 */
export function routesFor(pathname: string): RouteObject[] {
  const first = pathname.split('/')[1]?.toLowerCase(); // the router matches letters in any case
  return TREES.get(LOCALES.find((locale) => locale === first) ?? null)!;
}
