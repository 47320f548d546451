import { TELEGRAM_TOPICS, type TelegramLinkDto, type TelegramSettingsDto, type TelegramTopic } from '@hashar/common';

/** How often the page asks whether the deep link was used (while it is visible and the link valid). */
export const LINK_POLL_MS = 3000;

/**
 * What the Telegram section shows: nothing (no bot on the platform), the linked account, the
 * deep link waiting for /start, a deep link that expired, or the button that asks for one.
 */
export type TelegramView = 'off' | 'linked' | 'waiting' | 'expired' | 'unlinked';

/** Whether the one-time link's time is over at `nowMs`. */
export function linkExpired(link: TelegramLinkDto, nowMs: number): boolean {
  const until = Date.parse(link.expiresAt);
  return !Number.isFinite(until) || nowMs >= until;
}

/** The section's view from the account's status and the deep link asked for on this page (if any). */
export function telegramView(settings: TelegramSettingsDto, link: TelegramLinkDto | null, nowMs: number): TelegramView {
  if (!settings.enabled) return 'off';
  if (settings.linked) return 'linked';
  if (!link) return 'unlinked';
  return linkExpired(link, nowMs) ? 'expired' : 'waiting';
}

/** Whether to ask the server again at `nowMs`: only while the link is valid and the page is seen (no polling of hidden tabs). */
export function shouldPoll(link: TelegramLinkDto | null, nowMs: number, visible: boolean): boolean {
  return link !== null && visible && !linkExpired(link, nowMs);
}

/** The topics with `topic` switched on or off, in the order of TELEGRAM_TOPICS, each once. */
export function withTopic(topics: readonly TelegramTopic[], topic: TelegramTopic, on: boolean): TelegramTopic[] {
  return TELEGRAM_TOPICS.filter((t) => (t === topic ? on : topics.includes(t)));
}

/** Whether a status read says the account got linked since the previous one (the section then says so). */
export function justLinked(before: TelegramSettingsDto | null, after: TelegramSettingsDto): boolean {
  return Boolean(before && !before.linked && after.linked);
}
