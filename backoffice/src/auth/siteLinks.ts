import { DEFAULT_LOCALE, isLocale, pagePath } from '@hashar/common';
import { BASENAME } from '../basename';

const siteLocale = (locale: string) => (isLocale(locale) ? locale : DEFAULT_LOCALE);

/**
 * The public site's sign-in page (spec §2 "Access redirects": admin pages send a visitor to
 * /ru/login), which brings them back to `backOfficePath` (an /admin/… path) afterwards through
 * its `?next=` (a /ru/admin/… address, which the server sends on to /admin/…).
 */
export function siteLoginPath(locale: string, backOfficePath: string, sessionEnded = false): string {
  const lang = siteLocale(locale);
  const inside = backOfficePath.startsWith(`${BASENAME}/`) && backOfficePath !== `${BASENAME}/login` ? backOfficePath : `${BASENAME}/`;
  const next = `/${lang}${inside}`;
  return `${pagePath(lang, 'login')}?${sessionEnded ? 'message=session&' : ''}next=${encodeURIComponent(next)}`;
}

/** The public site's profile: where a signed-in user without back-office access is sent (spec §2). */
export const siteProfilePath = (locale: string) => pagePath(siteLocale(locale), 'profile');

/** The public site's home, where signing out of the back office leads (spec §2 "logout to /"). */
export const siteHomePath = (locale: string) => pagePath(siteLocale(locale), 'home');
