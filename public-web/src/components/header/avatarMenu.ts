import { BACKOFFICE_ROLES, isAdmin, pagePath, type Locale, type Role } from '@hashar/common';
import type { MessageKey } from '../../i18n';

/** A group the user belongs to, as /api/user/get-avatar lists it (status > 0: active). */
export interface GroupSummary {
  /** The dashboard opens this group (`?group=`): the one the menu names. */
  id?: number;
  status: number;
  initName: string;
}

/** One item of the avatar menu. `text` is shown as is (a name); `label` is a message key. */
export type AvatarMenuItem =
  | { kind: 'external'; id: 'adminPanel' | 'moderation'; href: string; label: MessageKey }
  | {
      kind: 'link';
      id: 'profile' | 'initiative' | 'becomeOrganization' | 'becomePartner' | 'settings';
      to: string;
      label?: MessageKey;
      text?: string;
    }
  | { kind: 'logout'; id: 'logout'; label: MessageKey };

/** Where admin links point: the back office, outside this app (spec §2: unprefixed). */
export const ADMIN_PANEL_HREF = '/admin/';

/** The role-dependent link of spec §2, or null for roles that have none. */
function roleLink(role: Role, groups: readonly GroupSummary[], locale: Locale): AvatarMenuItem | null {
  if (role === 'volon') {
    const group = groups[0];
    if (group && group.status > 0) {
      return {
        kind: 'link',
        id: 'initiative',
        to: `/${locale}/profile/initiative${group.id ? `?group=${group.id}` : ''}`,
        text: group.initName,
      };
    }
    return { kind: 'link', id: 'becomeOrganization', to: `/${locale}/initiative/sign-up`, label: 'user.becomeOrganization' };
  }
  if (role === 'bussines') return { kind: 'link', id: 'becomePartner', to: `/${locale}/profile/changerole`, label: 'user.becomePartner' };
  return null;
}

/**
 * The avatar menu exactly as spec §2 says: an admin sees 'Admin panel' and logout; everyone
 * else sees their username (→ profile), the role link, settings and logout.
 */
export function avatarMenuItems(role: Role, username: string, groups: readonly GroupSummary[], locale: Locale): AvatarMenuItem[] {
  const logout: AvatarMenuItem = { kind: 'logout', id: 'logout', label: 'user.logout' };
  if (isAdmin(role)) return [{ kind: 'external', id: 'adminPanel', href: ADMIN_PANEL_HREF, label: 'user.adminPanel' }, logout];
  const items: AvatarMenuItem[] = [{ kind: 'link', id: 'profile', to: pagePath(locale, 'profile'), text: username }];
  const link = roleLink(role, groups, locale);
  if (link) items.push(link);
  // Moderators work in the back office: the public site is their way in.
  if (BACKOFFICE_ROLES.includes(role)) items.push({ kind: 'external', id: 'moderation', href: ADMIN_PANEL_HREF, label: 'user.moderation' });
  items.push({ kind: 'link', id: 'settings', to: pagePath(locale, 'profileEdit'), label: 'user.settings' });
  items.push(logout);
  return items;
}

/** Up to two initials of a name or email, for the avatar circle when there is no picture. */
export function initialsOf(name: string): string {
  const words = name
    .split('@')[0]!
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? words[0]!.charAt(0) + words[1]!.charAt(0) : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}
