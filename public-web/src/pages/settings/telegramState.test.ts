import { TELEGRAM_TOPICS, type TelegramSettingsDto } from '@hashar/common';
import { translate } from '../../i18n/format';
import { ru } from '../../i18n/messages/settings';
import { uz } from '../../i18n/messages/uz/settings';
import { justLinked, linkExpired, shouldPoll, telegramView, withTopic } from './telegramState';

const NOW = Date.parse('2026-11-25T10:00:00Z');
const unlinked: TelegramSettingsDto = { enabled: true, botName: 'hashar_bot', linked: null, topics: ['decisions', 'reminders'] };
const linked: TelegramSettingsDto = { ...unlinked, linked: { username: 'ali', linkedAt: '2026-11-25T09:59:00Z' } };
const link = { url: 'https://t.me/hashar_bot?start=abc', expiresAt: '2026-11-25T10:15:00Z' };

describe('the Telegram section of profile/edit', () => {
  it('is hidden when the platform has no bot', () => {
    expect(telegramView({ ...unlinked, enabled: false, botName: null }, null, NOW)).toBe('off');
  });

  it('offers the link, waits for /start until the link expires, then offers a new one', () => {
    expect(telegramView(unlinked, null, NOW)).toBe('unlinked');
    expect(telegramView(unlinked, link, NOW)).toBe('waiting');
    expect(telegramView(unlinked, link, Date.parse(link.expiresAt))).toBe('expired');
    expect(telegramView(unlinked, { ...link, expiresAt: 'garbage' }, NOW)).toBe('expired');
  });

  it('shows the linked account whatever link the page asked for', () => {
    expect(telegramView(linked, link, NOW)).toBe('linked');
    expect(telegramView(linked, null, NOW)).toBe('linked');
  });

  it('polls only while the link is valid and the page is seen', () => {
    expect(shouldPoll(link, NOW, true)).toBe(true);
    expect(shouldPoll(link, NOW, false)).toBe(false);
    expect(shouldPoll(null, NOW, true)).toBe(false);
    expect(shouldPoll(link, NOW + 16 * 60_000, true)).toBe(false);
    expect(linkExpired(link, NOW + 15 * 60_000 - 1)).toBe(false);
  });

  it('switches a topic keeping the common order, each topic once', () => {
    expect(withTopic(['reminders', 'decisions'], 'hours', true)).toEqual(['decisions', 'hours', 'reminders']);
    expect(withTopic(['decisions', 'hours'], 'hours', true)).toEqual(['decisions', 'hours']);
    expect(withTopic(['decisions', 'hours'], 'decisions', false)).toEqual(['hours']);
    expect(withTopic([], 'messages', false)).toEqual([]);
  });

  it('notices the moment the account got linked (not on the first read)', () => {
    expect(justLinked(unlinked, linked)).toBe(true);
    expect(justLinked(null, linked)).toBe(false);
    expect(justLinked(linked, linked)).toBe(false);
    expect(justLinked(linked, unlinked)).toBe(false);
  });

  it('names every topic in both languages', () => {
    for (const topic of TELEGRAM_TOPICS) {
      const key = `settings.telegram.topic.${topic}` as const;
      expect(translate(ru, key)).not.toBe(key);
      expect(translate(uz, key)).not.toBe(key);
    }
  });
});
