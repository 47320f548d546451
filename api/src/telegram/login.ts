import crypto from 'node:crypto';
import { TELEGRAM_LOGIN_MAX_AGE_SECONDS } from '@hashar/common';

/** How far in the future an auth_date may be (clocks differ a little). */
const CLOCK_SKEW_SECONDS = 60;

/** What a Login Widget answer proves: the Telegram user, or why it proves nothing. */
export type LoginCheck = { ok: true; telegramUserId: number } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Checks a Telegram Login Widget answer as Telegram's documentation says: the data-check-string
 * (every field but `hash`, sorted by name, `name=value` lines) signed with HMAC-SHA256 under the
 * SHA-256 of the bot token; then auth_date no older than TELEGRAM_LOGIN_MAX_AGE_SECONDS.
 */
export function checkTelegramLogin(data: Record<string, unknown>, botToken: string, nowMs = Date.now()): LoginCheck {
  const { hash, ...fields } = data;
  const given = typeof hash === 'string' && /^[0-9a-f]{64}$/i.test(hash) ? Buffer.from(hash, 'hex') : null;
  const dataCheckString = Object.keys(fields)
    .filter((name) => fields[name] !== undefined && fields[name] !== null)
    .sort()
    .map((name) => `${name}=${String(fields[name])}`)
    .join('\n');
  const key = crypto.createHash('sha256').update(botToken).digest();
  const expected = crypto.createHmac('sha256', key).update(dataCheckString).digest();
  if (!given || !crypto.timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  const age = nowMs / 1000 - Number(fields['auth_date']);
  if (!Number.isFinite(age) || age < -CLOCK_SKEW_SECONDS) return { ok: false, reason: 'invalid' };
  if (age > TELEGRAM_LOGIN_MAX_AGE_SECONDS) return { ok: false, reason: 'expired' };
  return { ok: true, telegramUserId: Number(fields['id']) };
}
