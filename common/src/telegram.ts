/** Telegram: the bot, linking an account, notifications in Telegram, login with Telegram. */
import type { NotificationKind } from './notifications';

/** Kinds of notification a user can also receive in Telegram (users.telegram_topics), each a group of kinds. */
export const TELEGRAM_TOPICS = ['decisions', 'waitlist', 'hours', 'moderation', 'messages', 'reminders'] as const;
export type TelegramTopic = (typeof TELEGRAM_TOPICS)[number];

/** Which topic a notification kind belongs to; kinds not listed never go to Telegram. */
export const TELEGRAM_TOPIC_OF_KIND: Partial<Record<NotificationKind, TelegramTopic>> = {
  application_accepted: 'decisions',
  application_rejected: 'decisions',
  application_shortlisted: 'decisions',
  application_interview: 'decisions',
  task_result_accepted: 'decisions',
  task_changes_requested: 'decisions',
  application_promoted: 'waitlist',
  hours_verified: 'hours',
  hours_corrected: 'hours',
  course_completed: 'hours',
  event_approved: 'moderation',
  event_rejected: 'moderation',
  bonus_approved: 'moderation',
  bonus_rejected: 'moderation',
  partner_approved: 'moderation',
  partner_rejected: 'moderation',
  verification_approved: 'moderation',
  verification_rejected: 'moderation',
  organizer_message: 'messages',
  shift_reminder: 'reminders',
  deadline_reminder: 'reminders',
};

/** Minutes a deep link t.me/<bot>?start=<code> stays valid (single use). */
export const TELEGRAM_LINK_CODE_TTL_MINUTES = 15;
/** Oldest Telegram Login Widget answer (auth_date) the server accepts, in seconds. */
export const TELEGRAM_LOGIN_MAX_AGE_SECONDS = 3600;
/** Bot commands, in the order /help lists them. */
export const TELEGRAM_COMMANDS = ['events', 'my', 'points', 'lang', 'stop'] as const;
export type TelegramCommand = (typeof TELEGRAM_COMMANDS)[number];
/** Attempts of one Telegram message before it is marked failed (Telegram unreachable). */
export const TELEGRAM_SEND_RETRIES = 8;

/** GET /api/user/telegram: the bot's state and the account's link. */
export interface TelegramSettingsDto {
  /** False when the platform has no bot configured: the section is hidden. */
  enabled: boolean;
  botName: string | null;
  linked: { username: string | null; linkedAt: string } | null;
  topics: TelegramTopic[];
}

/** POST /api/user/telegram/link: the one-time deep link. */
export interface TelegramLinkDto {
  url: string;
  expiresAt: string;
}

/** POST /api/user/login/telegram: the fields the Telegram Login Widget returns. */
export interface TelegramLoginData {
  id: number;
  first_name?: string;
  last_name?: string;
  username?: string;
  photo_url?: string;
  auth_date: number;
  hash: string;
}
