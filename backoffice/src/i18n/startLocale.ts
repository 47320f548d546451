import { LOCALE_COOKIE, isLocale, type Locale } from '@hashar/common';
import type { Store } from 'react-admin';

/** react-admin's store key of the chosen language (its language switcher writes it). */
const LOCALE_STORE_KEY = 'locale';
/** The query parameter the server adds when the back office is entered from /uz/… or /ru/…. */
const LOCALE_PARAM = 'locale';

/** The value of one cookie from a document.cookie string. */
function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

/**
 * The language to start in, and whether it must be kept as the current choice: `?locale=`
 * (the site's language the visitor came from) first, then the choice kept in the store, then
 * the public site's language cookie; null means react-admin's default (Russian).
 */
export function pickStartLocale(input: { search: string; stored: unknown; cookies: string }): { locale: Locale; keep: boolean } | null {
  const fromQuery = new URLSearchParams(input.search).get(LOCALE_PARAM);
  if (isLocale(fromQuery)) return { locale: fromQuery, keep: fromQuery !== input.stored };
  if (isLocale(input.stored)) return { locale: input.stored, keep: false };
  const fromCookie = readCookie(input.cookies, LOCALE_COOKIE);
  if (isLocale(fromCookie)) return { locale: fromCookie, keep: true };
  return null;
}

/** The address without `?locale=` (once adopted, a reload must not undo a later switch). */
export function withoutLocaleParam(url: { pathname: string; search: string; hash: string }): string | null {
  const params = new URLSearchParams(url.search);
  if (!params.has(LOCALE_PARAM)) return null;
  params.delete(LOCALE_PARAM);
  const search = params.toString();
  return `${url.pathname}${search ? `?${search}` : ''}${url.hash}`;
}

/**
 * Adopts the start language before react-admin renders: writes it to the store (which
 * react-admin's I18nContextProvider loads) and drops `?locale=` from the address bar.
 */
export function adoptStartLocale(store: Store, win: Pick<Window, 'location' | 'history' | 'document'> = window): void {
  const picked = pickStartLocale({ search: win.location.search, stored: store.getItem(LOCALE_STORE_KEY), cookies: win.document.cookie });
  if (picked?.keep) store.setItem(LOCALE_STORE_KEY, picked.locale);
  const cleaned = withoutLocaleParam(win.location);
  if (cleaned !== null) win.history.replaceState(win.history.state, '', cleaned);
}
