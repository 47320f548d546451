import { clearedTokenCookie, decodeToken, liveClaims, readTokenCookie, tokenCookie } from './token';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims: object) => `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.signature`;

describe('session token', () => {
  const now = Date.UTC(2026, 10, 21);
  const claims = { sub: '7', role: 'volon', username: 'aziz@example.uz', exp: now / 1000 + 3600 };

  it('restores role and user from a token whose exp is in the future', () => {
    expect(liveClaims(jwt(claims), now)).toEqual(claims);
  });

  it('refuses an expired, malformed or incomplete token', () => {
    expect(liveClaims(jwt({ ...claims, exp: now / 1000 - 1 }), now)).toBeNull();
    expect(liveClaims('garbage', now)).toBeNull();
    expect(liveClaims(jwt({ sub: '7' }), now)).toBeNull();
    expect(decodeToken('a.%%%.c')).toBeNull();
    expect(liveClaims(null, now)).toBeNull();
  });

  it('reads non-Latin usernames', () => {
    expect(decodeToken(jwt({ ...claims, username: 'азиз@пример.уз' }))?.username).toBe('азиз@пример.уз');
  });

  it('reads and writes the jwt-token cookie', () => {
    const token = jwt(claims);
    expect(readTokenCookie(`a=1; jwt-token=${encodeURIComponent(token)}; i18n_redirected=uz`)).toBe(token);
    expect(readTokenCookie('a=1')).toBeNull();
    expect(tokenCookie(token, claims.exp, true)).toMatch(/^jwt-token=.+; Path=\/; Expires=.+; SameSite=Lax; Secure$/);
    expect(clearedTokenCookie()).toContain('Expires=Thu, 01 Jan 1970');
  });
});
