import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Role } from '@hashar/common';

/**
 * Claims of our access tokens: sub (user id), role, username (the public site restores the
 * session from them, spec §4), ver (token version), jti, exp (seconds).
 */
export interface AccessClaims {
  sub: string;
  role: Role;
  username: string;
  ver: number;
  jti: string;
  exp: number;
  iat: number;
}

export const JWT_ALGORITHM = 'HS256' as const;

const keys = new Map<string, crypto.KeyObject>();

/**
 * The secret as a key object, made once: given the text, jsonwebtoken first tries to read it as
 * a PEM public key and makes a key from it on every call — 0.5 ms of CPU per signed-in request.
 */
export function secretKeyOf(secret: string): crypto.KeyObject {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = crypto.createSecretKey(Buffer.from(secret, 'utf8'))));
  return key;
}

/** Signs an access token (HS256) for the user's current token version. */
export function signAccessToken(
  user: { id: number; role: Role; email: string; tokenVersion: number },
  secret: string,
  ttlSeconds: number,
): string {
  return jwt.sign({ role: user.role, username: user.email, ver: user.tokenVersion }, secretKeyOf(secret), {
    algorithm: JWT_ALGORITHM,
    subject: String(user.id),
    expiresIn: ttlSeconds,
    jwtid: crypto.randomUUID(),
  });
}
