import type { AvatarResponse, Role, SessionUser } from '@hashar/common';
import type { User } from '../models';

/** Colours of the default avatar, picked by user id so it stays the same. */
const AVATAR_COLORS = ['#2E7D32', '#1565C0', '#AD1457', '#EF6C00', '#6A1B9A', '#00838F', '#4E342E', '#283593'];
/** The colour of a user's default avatar (stable per id). */
export const avatarColor = (userId: number): string => AVATAR_COLORS[userId % AVATAR_COLORS.length]!;
/** Default avatar picture, served by the public site. */
export const DEFAULT_AVATAR_IMAGE = '/avatars/default.svg';

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
export function presentSessionUser(user: User): SessionUser {
  return {
    id: user.id,
    username: user.email,
    role: user.role,
    isVerified: user.isVerified,
    isActive: user.isActive,
    name: user.name,
    locale: user.locale,
    regionId: user.regionId ?? null,
  };
}

/** GET /api/user/get-avatar (spec §3 "User (session)"). */
export function presentAvatar(user: User, groups: { status: number; initName: string }[], publicUrl: string): AvatarResponse {
  return {
    sendUser: {
      username: user.email,
      role: user.role as Role,
      isVerified: user.isVerified,
      logo: initials(user.name, user.email),
      avatar: user.avatarUrl ? new URL(user.avatarUrl, publicUrl).toString() : null,
      dfAvatar: { image: DEFAULT_AVATAR_IMAGE, color: AVATAR_COLORS[user.id % AVATAR_COLORS.length]! },
      groupList: groups,
    },
  };
}
