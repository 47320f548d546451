import { DEFAULT_LOCALE, LOCALES, type Locale } from '@hashar/common';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { Layout } from './components/Layout';
import { I18nProvider } from './i18n';
import { readLocaleCookie } from './i18n/locale';
import { lazyPage } from './lib/lazyPage';

/** A page of the public site, declared once; `path` is relative to the locale prefix ('' = home). */
export interface PageRoute {
  path: string;
  Component: ComponentType;
}

const NotFoundPage = lazyPage(() => import('./pages/NotFoundPage'));

/** Every public page. Each is served under /ru and /uz. */
export const pages: readonly PageRoute[] = [
  { path: '', Component: lazyPage(() => import('./pages/home/HomePage')) },
];

function LocaleRoot({ locale }: { locale: Locale }) {
  return (
    <I18nProvider locale={locale}>
      <Layout />
    </I18nProvider>
  );
}

/** `/` is redirected by the server; this covers the dev server and client-side links. */
function RedirectToPreferredLocale() {
  const locale = readLocaleCookie(document.cookie) ?? DEFAULT_LOCALE;
  return <Navigate to={`/${locale}`} replace />;
}

function localeRoutes(locale: Locale): RouteObject {
  return {
    path: `/${locale}`,
    element: <LocaleRoot locale={locale} />,
    children: [
      ...pages.map(({ path, Component }): RouteObject =>
        path === '' ? { index: true, element: <Component /> } : { path, element: <Component /> },
      ),
      { path: '*', element: <NotFoundPage /> },
    ],
  };
}

/** The route tree: every page under each locale, anything else (e.g. /en/...) is a 404. */
export const routes: RouteObject[] = [
  { path: '/', element: <RedirectToPreferredLocale /> },
  ...LOCALES.map(localeRoutes),
  {
    element: <LocaleRoot locale={DEFAULT_LOCALE} />,
    children: [{ path: '*', element: <NotFoundPage /> }],
  },
];
