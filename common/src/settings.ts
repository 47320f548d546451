import type { Locale } from './locales';

/** GET/PUT /api/user/settings: the account's own settings. */
export interface AccountSettings {
  name: string;
  email: string;
  /** The site's and the emails' language. */
  locale: Locale;
  /** Emails about activities (account mails — confirmation, recovery — always go). */
  notifyEmail: boolean;
  /** In-app notifications (the bell). */
  notifyInApp: boolean;
  /** 256 px WebP square, 64 px WebP square and 256 px JPEG fallback; null without an avatar. */
  avatar: string | null;
  avatarThumb: string | null;
  avatarFallback: string | null;
}

/** Body of PUT /api/user/settings: any of the editable fields. */
export type AccountSettingsUpdate = Partial<Pick<AccountSettings, 'name' | 'locale' | 'notifyEmail' | 'notifyInApp'>>;

/** The avatar's stored sizes, in pixels (the browser crops a square; the server makes these). */
export const AVATAR_SIZES = { full: 256, thumb: 64 } as const;

/** The name a deleted account is shown under. */
export const DELETED_USER_NAME = 'Удалённый пользователь';

/** GET /api/user/settings. */
export interface AccountSettingsResponse {
  data: AccountSettings;
}

/** PUT /api/user/settings, POST and DELETE /api/user/avatar: what was saved, said in the account's language. */
export interface AccountSettingsSaved {
  error: 0;
  msg: string;
  data: AccountSettings;
}
