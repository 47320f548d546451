import { isAdmin, pagePath, type Locale, type Role } from '@hashar/common';

export type GuardName = 'checkAuth' | 'checkAdmin';

/**
 * Where a guard sends a visitor, or null to let them in (spec §2 "Access redirects"):
 * checkAdmin — admin-only pages: anonymous → login, non-admin → profile;
 * checkAuth — pages for signed-in non-admins: anonymous → login, admin → the admin panel.
 */
export function guardRedirect(guard: GuardName, role: Role | null, locale: Locale): string | null {
  if (!role) return pagePath(locale, 'login');
  if (guard === 'checkAdmin') return isAdmin(role) ? null : pagePath(locale, 'profile');
  return isAdmin(role) ? `/${locale}/admin` : null;
}

/**
 * The page to return to after login (`?next=`): only a path of this site in one of its
 * languages (`/ru/…`, `/uz/…`), never another origin (`//host`, `/\host`, `https:`).
 */
export function safeNextPath(next: string | null): string | null {
  if (!next || next.length > 500) return null;
  // Control characters (a newline could split a header) are refused outright.
  // eslint-disable-next-line no-control-regex
  return /^\/(ru|uz)(\/[^/\\][^\\]*)?$/.test(next) && !/[\u0000-\u001f]/.test(next) ? next : null;
}

/** Whether a safe `?next=` is the back office (`/ru/admin/…`, `/uz/crm`): another app, opened with a full page load. */
export function isBackOfficeNext(next: string): boolean {
  return /^\/(ru|uz)\/(admin|crm)(\/|\?|$)/.test(next);
}
