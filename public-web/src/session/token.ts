import { TOKEN_COOKIE, type Role } from '@hashar/common';

/** What the public site reads from an access token's payload (spec §4). */
export interface TokenClaims {
  sub: string;
  role: Role;
  username: string;
  /** Expiry in seconds since 1970. */
  exp: number;
}

/** The payload of a JWT, or null when it is not one. */
export function decodeToken(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(decodeURIComponent(escape(json))) as Partial<TokenClaims>;
    if (typeof claims.exp !== 'number' || typeof claims.role !== 'string' || typeof claims.sub !== 'string') return null;
    return { sub: claims.sub, role: claims.role, username: claims.username ?? '', exp: claims.exp };
  } catch {
    return null;
  }
}

/** A token whose exp is still in the future, or null. */
export function liveClaims(token: string | null | undefined, nowMs: number = Date.now()): TokenClaims | null {
  const claims = token ? decodeToken(token) : null;
  return claims && claims.exp * 1000 > nowMs ? claims : null;
}

/** The jwt-token cookie's value from a document.cookie string. */
export function readTokenCookie(cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === TOKEN_COOKIE) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** A Set-Cookie string keeping the token until it expires. */
export function tokenCookie(token: string, exp: number, secure: boolean): string {
  return `${TOKEN_COOKIE}=${encodeURIComponent(token)}; Path=/; Expires=${new Date(exp * 1000).toUTCString()}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** A Set-Cookie string removing the token. */
export function clearedTokenCookie(): string {
  return `${TOKEN_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
}
