import crypto from 'node:crypto';
import { CERTIFICATE_TOKEN_PATTERN, CODE_ALPHABET } from '@hashar/common';
import { HttpError } from '../errors';

const CODE_LENGTH = 16;
const SIGNATURE_LENGTH = 8;

/** A fresh certificate code: 16 characters of CODE_ALPHABET (80 random bits). */
export function newCertificateCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[crypto.randomInt(CODE_ALPHABET.length)]).join('');
}

/** The code's signature: the HMAC-SHA256 of the code, its first 40 bits in CODE_ALPHABET (base32). */
function signatureOf(key: Buffer, code: string): string {
  const mac = crypto.createHmac('sha256', key).update(code).digest();
  let bits = 0n;
  for (const byte of mac.subarray(0, 5)) bits = (bits << 8n) | BigInt(byte);
  let out = '';
  for (let i = SIGNATURE_LENGTH - 1; i >= 0; i--) out += CODE_ALPHABET[Number((bits >> BigInt(5 * i)) & 31n)];
  return out;
}

/** The public token of a certificate code: `<code>-<signature>` (CERTIFICATE_TOKEN_PATTERN). */
export const certificateToken = (key: Buffer, code: string): string => `${code}-${signatureOf(key, code)}`;

/** The code a token carries; 400 `certificate_tampered` when its shape or signature is wrong (compared in constant time). */
export function codeOfToken(key: Buffer, token: string): string {
  const tampered = () => new HttpError(400, 'certificate_tampered', 'certificate_tampered');
  if (!CERTIFICATE_TOKEN_PATTERN.test(token)) throw tampered();
  const [code, signature] = token.split('-') as [string, string];
  if (!crypto.timingSafeEqual(Buffer.from(signatureOf(key, code)), Buffer.from(signature))) throw tampered();
  return code;
}
