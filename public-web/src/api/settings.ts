import type { AccountSettings, AccountSettingsUpdate, Locale } from '@hashar/common';
import type { Request } from './organizer';
import { uploadFile } from './organizerUpload';

/** An answer of the settings calls: message and the settings as saved. */
interface SettingsAnswer {
  msg: string;
  data: AccountSettings;
}

/** The account settings calls (docs/settings-api.md). */
export const settingsApi = {
  read: (request: Request, signal?: AbortSignal) => request<{ data: AccountSettings }>('/api/user/settings', { signal }),
  save: (request: Request, body: AccountSettingsUpdate) => request<SettingsAnswer>('/api/user/settings', { method: 'PUT', body }),
  removeAvatar: (request: Request) => request<SettingsAnswer>('/api/user/avatar', { method: 'DELETE' }),
  deleteAccount: (request: Request, password: string) =>
    request<{ msg: string }>('/api/user/account', { method: 'DELETE', body: { password } }),
  uploadAvatar: (square: Blob, token: string | null, locale: Locale) =>
    uploadFile<SettingsAnswer>('/api/user/avatar', new File([square], 'avatar.png', { type: 'image/png' }), { token, locale }),
};
