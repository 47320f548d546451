import type {
  Locale,
  LoginResponse,
  SiteInfo,
  TelegramLinkDto,
  TelegramLoginData,
  TelegramSettingsDto,
  TelegramTopic,
} from '@hashar/common';
import { apiRequest } from './client';
import type { Request } from './organizer';

/** The account's Telegram calls: status, the one-time deep link, unlinking, topics, login with Telegram. */
export const telegramApi = {
  /** The platform's set-up (GET /api/site): whether a bot is configured, its name and id. */
  site: (locale: Locale, signal?: AbortSignal) => apiRequest<SiteInfo>('/api/site', { locale, signal }),
  read: (request: Request, signal?: AbortSignal) => request<TelegramSettingsDto>('/api/user/telegram', { signal }),
  link: (request: Request) => request<TelegramLinkDto>('/api/user/telegram/link', { method: 'POST' }),
  unlink: (request: Request) => request<void>('/api/user/telegram', { method: 'DELETE' }),
  saveTopics: (request: Request, topics: TelegramTopic[]) =>
    request<TelegramSettingsDto>('/api/user/telegram/topics', { method: 'PUT', body: { topics } }),
  /** Signs in with what Telegram returned (the same answer as the password login). */
  login: (data: TelegramLoginData, locale: Locale) =>
    apiRequest<LoginResponse>('/api/user/login/telegram', { method: 'POST', locale, body: data }),
};
