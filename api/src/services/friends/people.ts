import type { FriendPerson } from '@hashar/common';
import { avatarColor, initials } from '../../presenters/user';

/**
 * Who friends' calls may show or reach: an active volunteer account, not blocked nor deleted
 * (alias `u` for users).
 */
export const REACHABLE_VOLUNTEER = `u.role = 'volon' AND u.is_active AND NOT u.is_blocked AND u.deleted_at IS NULL`;

/** A person's columns (alias `u`): the display name and avatar, never the e-mail. */
export const PERSON_COLUMNS = `u.id, u.name, COALESCE(u.avatar_thumb_url, u.avatar_url) AS avatar`;

/** A row holding PERSON_COLUMNS. */
export interface PersonSql {
  id: number;
  name: string;
  avatar: string | null;
}

/** A person as friends' answers show them (initials and colour for the drawn avatar). */
export function presentPerson(row: PersonSql): FriendPerson {
  return { id: row.id, name: row.name, avatar: row.avatar, logo: initials(row.name, '?'), color: avatarColor(row.id) };
}

/** The other person of a friendship `f` seen from user $1. */
export const OTHER_OF = `CASE WHEN f.requester_id = $1 THEN f.addressee_id ELSE f.requester_id END`;
