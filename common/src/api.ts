import type { Locale } from './locales';
import type { AccountKind } from './roles';

/** Shapes of API responses shared by the API and its clients. */

export interface HealthResponse {
  status: 'ok' | 'error';
  db: 'up' | 'down';
}

/** One region as listed by GET /api/cities (spec §7). */
export interface CityDto {
  id: number;
  nameRu: string;
  nameUz: string;
}

export interface CitiesResponse {
  data: CityDto[];
}

/** Body of POST /api/user/registration. */
export interface RegistrationRequest {
  type: AccountKind;
  username: string;
  password: string;
  repeat: string;
  name: string;
  regionId: number | null;
  consent: boolean;
  captcha: string;
  probonoDirections?: number[];
  referralCode?: string;
}

/** The spec's answer shape for registration and other account actions (error 1 = failure). */
export interface AccountActionResponse {
  error: 0 | 1;
  msg: string;
  fields?: Record<string, string>;
}

/** What an emailed account link is worth now: usable, already used (or replaced by a newer one), expired, or never issued. */
export type AccountLinkState = 'valid' | 'used' | 'expired' | 'invalid';

/** `GET /api/user/confirm/:id/:token` and `GET /api/user/recovery/:id/:token`: the link's state, checked without using it. */
export interface AccountLinkCheck {
  state: AccountLinkState;
}

/** The user object returned by login. */
export interface SessionUser {
  id: number;
  username: string;
  role: string;
  isVerified: boolean;
  isActive: boolean;
  name: string;
  locale: Locale;
  regionId: number | null;
  /** An admin made the user a news editor: the back office opens its news and sections to them. */
  isNewsEditor: boolean;
}

export interface LoginResponse {
  token: { accessToken: string };
  user: SessionUser;
}

/** GET /api/user/get-avatar (spec §3 "User (session)"). */
export interface AvatarResponse {
  sendUser: {
    username: string;
    role: string;
    isVerified: boolean;
    logo: string;
    avatar: string | null;
    dfAvatar: { image: string; color: string };
    /** The user's groups, first joined first; `status > 0` means active (common/initiatives.ts). */
    groupList: { id: number; status: number; initName: string }[];
    /** The facts besides the role that permissions read (common/roles.ts `Actor`): which pages the account may use. */
    isProbono: boolean;
    leadsActiveGroup: boolean;
  };
}

/**
 * GET /api/site/operator → `{ data: OperatorDetails }`: the personal data operator the privacy
 * policy names, from the server's settings. A part that is not configured is null.
 */
export interface OperatorDetails {
  name: string | null;
  address: string | null;
  /** 9 digits. */
  taxNumber: string | null;
  email: string | null;
  /** The policy's date, YYYY-MM-DD. */
  policyDate: string | null;
}

/** GET /api/site → `SiteInfo`: what the public site needs to know about the platform's set-up. */
export interface SiteInfo {
  /**
   * The Telegram bot when one is configured, else null (no Telegram login, no linking):
   * its username (for the Login Widget's data-telegram-login) and numeric id (the token's part before ':').
   */
  telegram: { botName: string; botId: number } | null;
}
