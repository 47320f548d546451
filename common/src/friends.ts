import type { FriendshipState } from './people';
import { pagePath } from './sitemap';
import type { Page } from './lists';

/** Friends and the referral programme: shapes of /api/my/friends… and /api/my/referral. */

/** Which friendships GET /api/my/friends lists: accepted, requests to me, my requests. */
export const FRIEND_LISTS = ['accepted', 'incoming', 'outgoing'] as const;
export type FriendList = (typeof FRIEND_LISTS)[number];

/** Limits: the search text, and how many friends one invitation names. */
export const FRIEND_LIMITS = { queryMin: 2, queryMax: 100, invitees: 50 } as const;

/** Where the caller stands with a person: nothing yet, my request, their request, friends. */
export type FriendRelation = 'none' | 'outgoing' | 'incoming' | 'friends';

/** A volunteer as friends' lists show them: the display name and avatar only (never an email). */
export interface FriendPerson {
  id: number;
  name: string;
  avatar: string | null;
  /** Initials and colour of the avatar drawn when there is no picture. */
  logo: string;
  color: string;
}

/** GET /api/my/friends rows. */
export interface FriendRow extends FriendPerson {
  status: FriendshipState;
  /** When the request was made, and when accepted. */
  createdAt: string;
  acceptedAt: string | null;
}

/** GET /api/my/friends/find rows. */
export interface FriendSearchRow extends FriendPerson {
  relation: FriendRelation;
}

/** GET /api/my/friends/status/:userId — the caller's relation to one person (the friend button). */
export interface FriendStatus {
  userId: number;
  relation: FriendRelation;
}

/** GET /api/my/friends/activities rows: a friend's upcoming accepted application. */
export interface FriendActivityRow {
  applicationId: number;
  friend: FriendPerson;
  activity: { kind: string; id: number; title: string; cover: string | null };
  /** The session's start when the kind has sessions. */
  startsAt: string | null;
}

/** GET /api/my/referral. */
export interface ReferralSummary {
  link: string;
  code: string;
  /** Accounts created through the link, and those whose first hours were verified. */
  signedUp: number;
  completed: number;
  /** Points earned through the link. */
  points: number;
  /** The people who signed up (display names only), newest first, at most REFERRAL_PEOPLE_MAX. */
  people: { id: number; name: string; completed: boolean; createdAt: string }[];
}

/** How many referred people GET /api/my/referral lists. */
export const REFERRAL_PEOPLE_MAX = 100;

/** The sign-up page's address with the referral code, after the site's origin (one source for every link shown). */
export function referralPath(locale: string, code: string): string {
  return `${pagePath(locale, 'signUp')}?ref=${encodeURIComponent(code)}`;
}

/** GET /api/my/friends: a page of friends or requests. */
export type FriendPage = Page<FriendRow>;
/** GET /api/my/friends/find. */
export type FriendSearchPage = Page<FriendSearchRow>;
/** GET /api/my/friends/activities. */
export type FriendActivityPage = Page<FriendActivityRow>;

/** POST /api/my/friends/invite: how many friends were invited to the activity. */
export interface FriendInviteResult {
  invited: number;
}
