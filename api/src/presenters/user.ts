import { uploadUrl } from '@hashar/common';
import type { AccountSettings, AvatarResponse, Role, SessionUser } from '@hashar/common';
import type { User } from '../models';

/** Colours of the default avatar, picked by user id so it stays the same. */
const AVATAR_COLORS = ['#2E7D32', '#1565C0', '#AD1457', '#EF6C00', '#6A1B9A', '#00838F', '#4E342E', '#283593'] as const;
/** The colour of a user's default avatar (stable per id; ids are positive, so the index is always in the list). */
export const avatarColor = (userId: number): string => AVATAR_COLORS[userId % AVATAR_COLORS.length] ?? AVATAR_COLORS[0];
/** Default avatar picture, served by the public site. */
export const DEFAULT_AVATAR_IMAGE = '/avatars/default.svg';

/** An account's avatar files (the User model's columns, or a row naming them so). */
type AvatarFiles = Pick<User, 'avatarUrl' | 'avatarThumbUrl' | 'avatarFallbackUrl'>;

/** Up to two initials from the name, else the first letter of the email. */
export function initials(name: string, email: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => Array.from(w)[0] ?? '');
  return (letters.join('') || email.charAt(0)).toUpperCase();
}

/** The user object of the login answer. */
export function presentSessionUser(
  user: Pick<User, 'id' | 'email' | 'role' | 'isVerified' | 'isActive' | 'name' | 'locale' | 'regionId' | 'isNewsEditor'>,
): SessionUser {
  return {
    id: user.id,
    username: user.email,
    role: user.role,
    isVerified: user.isVerified,
    isActive: user.isActive,
    name: user.name,
    locale: user.locale,
    regionId: user.regionId ?? null,
    isNewsEditor: user.isNewsEditor,
  };
}

/** The avatar's three files, as addresses on whatever host the site answers (common `uploadUrl`). */
export function presentAvatarFiles(user: AvatarFiles): Pick<AccountSettings, 'avatar' | 'avatarThumb' | 'avatarFallback'> {
  return {
    avatar: uploadUrl(user.avatarUrl),
    avatarThumb: uploadUrl(user.avatarThumbUrl ?? user.avatarUrl),
    avatarFallback: uploadUrl(user.avatarFallbackUrl ?? user.avatarUrl),
  };
}

/** GET/PUT /api/user/settings. */
export function presentSettings(
  user: AvatarFiles & Pick<User, 'name' | 'email' | 'locale' | 'notifyEmail' | 'notifyInApp'>,
): AccountSettings {
  return {
    name: user.name,
    email: user.email,
    locale: user.locale,
    notifyEmail: user.notifyEmail,
    notifyInApp: user.notifyInApp,
    ...presentAvatarFiles(user),
  };
}

/** GET /api/user/get-avatar (spec §3 "User (session)"). */
export function presentAvatar(
  user: AvatarFiles & Pick<User, 'id' | 'email' | 'role' | 'isVerified' | 'name'>,
  groups: AvatarResponse['sendUser']['groupList'],
  facts: { isProbono: boolean; leadsActiveGroup: boolean },
): AvatarResponse {
  return {
    sendUser: {
      username: user.email,
      role: user.role as Role,
      isVerified: user.isVerified,
      logo: initials(user.name, user.email),
      // The header shows 35 px: the 64 px thumbnail is enough.
      avatar: uploadUrl(user.avatarThumbUrl ?? user.avatarUrl),
      dfAvatar: { image: DEFAULT_AVATAR_IMAGE, color: avatarColor(user.id) },
      groupList: groups,
      isProbono: facts.isProbono,
      leadsActiveGroup: facts.leadsActiveGroup,
    },
  };
}
