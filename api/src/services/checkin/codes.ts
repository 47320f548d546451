import crypto from 'node:crypto';
import { PERSONAL_CHECKIN_CODE_PATTERN, PERSONAL_CHECKIN_PREFIX, SHIFT_CHECKIN_CODE_PATTERN, pagePath, type Locale } from '@hashar/common';
import QRCode from 'qrcode';

/**
 * Signed check-in codes. A shift's code is the HMAC-SHA256 of `shift:<id>`, a person's
 * of `person:<id>`, each cut to its first 128 bits and written in base64url (22 characters). The
 * key is derived (HKDF) from the JWT secret with an info string of its own, so it signs nothing
 * else; codes never expire (the shift's check-in window and the application decide).
 */
const SIGNATURE_BYTES = 16;

const keys = new Map<string, Buffer>();

/** The check-in key of a JWT secret (derived once per secret). */
function keyOf(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = Buffer.from(crypto.hkdfSync('sha256', secret, 'hashar', 'hashar-checkin', 32))));
  return key;
}

const sign = (secret: string, text: string): string =>
  crypto.createHmac('sha256', keyOf(secret)).update(text).digest().subarray(0, SIGNATURE_BYTES).toString('base64url');

/** Whether two signatures are equal, in constant time (same-length strings only reach the comparison). */
function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** The shift's check-in code. */
export const shiftCode = (secret: string, sessionId: number): string => sign(secret, `shift:${sessionId}`);

/** Whether `code` is the shift's check-in code. */
export const isShiftCode = (secret: string, sessionId: number, code: string): boolean =>
  SHIFT_CHECKIN_CODE_PATTERN.test(code) && sameSignature(shiftCode(secret, sessionId), code);

/** The shift's check-in page, opened by its QR: `${publicUrl}/${locale}/checkin/<sessionId>?code=<code>`. */
export const shiftCheckinUrl = (publicUrl: string, secret: string, locale: Locale, sessionId: number): string =>
  `${publicUrl}${pagePath(locale, 'checkin', { sessionId })}?code=${shiftCode(secret, sessionId)}`;

/** A user's personal code: `<userId>.<signature>`. */
export const personalCode = (secret: string, userId: number): string => `${userId}.${sign(secret, `person:${userId}`)}`;

/**
 * The user a personal code names, or null when it is not one (shape or signature wrong). The
 * scanner's text may carry PERSONAL_CHECKIN_PREFIX; spaces around it are ignored.
 */
export function userOfPersonalCode(secret: string, text: string): number | null {
  const trimmed = text.trim();
  const code = trimmed.startsWith(PERSONAL_CHECKIN_PREFIX) ? trimmed.slice(PERSONAL_CHECKIN_PREFIX.length) : trimmed;
  if (!PERSONAL_CHECKIN_CODE_PATTERN.test(code)) return null;
  const userId = Number(code.slice(0, code.indexOf('.')));
  if (userId > 2147483647) return null;
  return sameSignature(personalCode(secret, userId), code) ? userId : null;
}

/** A QR code of the text, as SVG (made on the server: neither site ships a QR generator). */
export const qrSvg = (text: string): Promise<string> => QRCode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
