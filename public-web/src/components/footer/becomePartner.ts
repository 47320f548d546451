import { pagePath, type Locale, type Role } from '@hashar/common';

/** Where "become a partner" leads: a business to its request, a guest to sign-up as a business, anyone else to the partners page. */
export function becomePartnerPath(role: Role | null, locale: Locale): string {
  if (!role) return `${pagePath(locale, 'signUp')}?type=bussines`;
  if (role === 'bussines') return pagePath(locale, 'changeRole');
  return pagePath(locale, 'partners');
}
