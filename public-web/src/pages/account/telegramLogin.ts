import type { TelegramLoginData } from '@hashar/common';

/**
 * Login with Telegram by redirect (no widget script: it would need a CSP exception and weigh on
 * the page): oauth.telegram.org asks the user to confirm, then sends the browser back to
 * `return_to` with `#tgAuthResult=<base64url JSON of the signed login data>`.
 */
export const TELEGRAM_AUTH_PARAM = 'tgAuthResult';

/** The oauth.telegram.org address that signs the user in for the bot and comes back to `returnTo`. */
export function telegramAuthUrl(botId: number, origin: string, returnTo: string): string {
  return (
    `https://oauth.telegram.org/auth?bot_id=${botId}&origin=${encodeURIComponent(origin)}` +
    `&request_access=write&return_to=${encodeURIComponent(returnTo)}`
  );
}

/** What the address's hash says: nothing from Telegram, an answer that cannot be read (or a refusal), or the login data. */
export type TelegramReturn = { kind: 'none' } | { kind: 'broken' } | { kind: 'data'; data: TelegramLoginData };

/** base64url or base64 (padded or not) of UTF-8 text → the text, or null. */
export function decodeBase64Url(text: string): string | null {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (!/^[A-Za-z0-9+/]*$/.test(base64) || base64.length % 4 === 1) return null;
  try {
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    // Names in Cyrillic or with emoji: the JSON is UTF-8, atob gives its bytes.
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** The raw value of tgAuthResult in a hash (`#a=b&tgAuthResult=…`), or null; `+` stays a `+`. */
function rawParam(hash: string): string | null {
  for (const part of hash.replace(/^#/, '').split('&')) {
    const [name, ...rest] = part.split('=');
    if (name !== TELEGRAM_AUTH_PARAM) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return rest.join('=');
    }
  }
  return null;
}

/** A positive integer, as a number or as digits. */
const isPositiveInt = (value: unknown): boolean => {
  const number = typeof value === 'string' && /^\d{1,16}$/.test(value) ? Number(value) : value;
  return Number.isSafeInteger(number) && (number as number) > 0;
};

/**
 * Reads Telegram's answer from the address's hash. The fields are kept exactly as Telegram sent
 * them (the server checks the signature over all of them); only the shape is checked here.
 */
export function readTelegramReturn(hash: string): TelegramReturn {
  const raw = rawParam(hash);
  if (raw === null) return { kind: 'none' };
  const json = decodeBase64Url(raw);
  let data: unknown;
  try {
    data = json === null ? null : JSON.parse(json);
  } catch {
    data = null;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { kind: 'broken' };
  const fields = Object.fromEntries(
    Object.entries(data).filter(([, value]) => typeof value === 'string' || typeof value === 'number'),
  ) as Record<string, string | number>;
  const { id, auth_date: authDate, hash: signature } = fields;
  if (!isPositiveInt(id) || !isPositiveInt(authDate) || typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) {
    return { kind: 'broken' };
  }
  return { kind: 'data', data: fields as unknown as TelegramLoginData };
}

/** The address without Telegram's hash (what the login page puts back in the address bar). */
export function withoutTelegramHash(hash: string): string {
  const rest = hash
    .replace(/^#/, '')
    .split('&')
    .filter((part) => part !== '' && part.split('=')[0] !== TELEGRAM_AUTH_PARAM);
  return rest.length ? `#${rest.join('&')}` : '';
}
