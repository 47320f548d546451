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

/** Signs an access token (HS256) for the user's current token version. */
export function signAccessToken(
  user: { id: number; role: Role; email: string; tokenVersion: number },
  secret: string,
  ttlSeconds: number,
): string {
  return jwt.sign({ role: user.role, username: user.email, ver: user.tokenVersion }, secret, {
    algorithm: JWT_ALGORITHM,
    subject: String(user.id),
    expiresIn: ttlSeconds,
    jwtid: crypto.randomUUID(),
  });
}
