import type { Locale } from './locales';
import type { AccountKind, Role } from './roles';
import type { AccountSettings } from './settings';
import type { MapTiles } from './geo';

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

/** One district or city of regional standing as listed by GET /api/districts (docs/districts-api.md). */
export interface DistrictDto {
  id: number;
  regionId: number;
  /** Stable code: `<region key>.<latin slug>`. */
  key: string;
  nameRu: string;
  nameUz: string;
  /** Approximate centre (the map pin's start), or null when unknown. */
  lat: number | null;
  lng: number | null;
}

/** GET /api/districts: the active districts, by region then display order. */
export interface DistrictsResponse {
  data: DistrictDto[];
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
  /** The map's tiles (MAP_TILE_URL, MAP_TILE_ATTRIBUTION). */
  map: MapTiles;
}

/** An answer that only says the call succeeded (`{ error: 0 }`). */
export interface Acknowledged {
  error: 0;
}

/** GET /api/site/operator. */
export interface OperatorDetailsResponse {
  data: OperatorDetails;
}

/** POST /api/user/validate: whether the address is still free to register. */
export interface EmailCheck {
  valid: boolean;
}

/** POST /api/user/password: the change said, and a fresh session token (the others are signed out). */
export interface PasswordChangeResponse extends LoginResponse {
  error: 0;
  msg: string;
}

/** An entry of an admin-managed reference list (GET /api/reference/:list); `key`, `icon` and `color` where the list has them. */
export interface ReferenceEntry {
  id: number;
  nameRu: string;
  nameUz: string;
  key?: string;
  icon?: string;
  color?: string;
}

/** GET /api/reference/:list: the active entries in display order. */
export interface ReferenceList {
  data: ReferenceEntry[];
}

/** Where a stored message is: waiting for (another) delivery attempt, delivered, or given up on. */
export type MailStatus = 'queued' | 'sent' | 'failed';

/** One stored message as the development mailbox lists it (GET /api/dev/mail). */
export interface DevMailDto {
  id: number;
  to: string;
  subject: string;
  template: string;
  locale: Locale;
  links: string[];
  status: MailStatus;
  createdAt: string;
  sentAt: string | null;
}

/** GET /api/dev/mail: the newest messages first. */
export interface DevMailList {
  data: DevMailDto[];
}

/** The account part of GET /api/user/profile: the session's user with its pictures, notice choices and region. */
export interface UserProfileAccount
  extends SessionUser, Pick<AccountSettings, 'avatar' | 'avatarThumb' | 'avatarFallback' | 'notifyEmail' | 'notifyInApp'> {
  logo: string;
  dfAvatar: { image: string; color: string };
  /** The volunteer's verification state, else that of the organization the account works for. */
  verification: string | null;
  referralCode: string | null;
  createdAt: string;
  region: CityDto | null;
}

/** GET /api/user/profile: the caller's account, their kind's profile fields, pro bono directions and points. */
export interface UserProfileResponse {
  user: UserProfileAccount;
  /** The role, or `probono` for a pro bono volunteer. */
  kind: Role | 'probono';
  /** The columns of the kind's profile table as the model names them, without the sensitive ones. */
  profile: { [field: string]: unknown };
  probonoDirections: Pick<ReferenceEntry, 'id' | 'nameRu' | 'nameUz'>[];
  points: { balance: number; verifiedHours: number };
}

/** POST /api/dev/analytics/refresh (development only): whether the analytics view was recomputed. */
export interface AnalyticsRefreshed {
  refreshed: boolean;
}

/** POST /api/dev/sessions/:id/held (development only): the session moved to have ended an hour ago. */
export interface SessionHeld {
  id: number;
}

/** A signed ALTCHA v2 proof-of-work challenge, as altcha-lib's createChallenge makes it and the widget reads it. */
export interface AltchaChallenge {
  codeChallenge?: { image: string; audio?: string; length?: number };
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    keyPrefix: string;
    keySignature?: string;
    memoryCost?: number;
    parallelism?: number;
    /** Epoch seconds. */
    expiresAt?: number;
    data?: Record<string, string | number | boolean | null>;
  };
  signature?: string;
}

/** GET /api/captcha: which widget the sign-up form shows, with a fresh ALTCHA challenge or the reCAPTCHA site key. */
export type CaptchaConfigResponse = { provider: 'altcha'; challenge: AltchaChallenge } | { provider: 'recaptcha'; siteKey: string };
