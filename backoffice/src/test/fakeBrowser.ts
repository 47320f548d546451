import type { SessionEnv } from '../auth/session';

/** An unsigned JWT with the given claims (the back office only reads the payload). */
function fakeJwt(claims: Record<string, unknown>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

export const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const inOneHour = Math.floor(NOW / 1000) + 3600;

/** A live token of a user with the given role. */
export const tokenFor = (role: string, sub = '7', exp = inOneHour) =>
  fakeJwt({ sub, role, username: `${role}@hashar.test`, ver: 0, jti: `jti-${role}-${sub}`, exp, iat: exp - 7200 });

/** localStorage and document.cookie as the browser keeps them (cookies by name, expiry honoured). */
export function fakeBrowser(initialCookies: Record<string, string> = {}, initialStorage: Record<string, string> = {}) {
  const storage = new Map(Object.entries(initialStorage));
  const cookies = new Map(Object.entries(initialCookies));
  const written: string[] = [];
  const env: SessionEnv = {
    storage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
      removeItem: (key) => void storage.delete(key),
    },
    readCookies: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    writeCookie: (cookie) => {
      written.push(cookie);
      const [pair, ...attributes] = cookie.split(';').map((part) => part.trim());
      const [name, ...value] = pair!.split('=');
      const expires = attributes.find((a) => a.toLowerCase().startsWith('expires='));
      if (expires && new Date(expires.slice(8)).getTime() <= NOW) cookies.delete(name!);
      else cookies.set(name!, value.join('='));
    },
    now: () => NOW,
    secure: false,
  };
  return { env, storage, cookies, written };
}

/** A fetch that answers each call with the next of the given responses and records the calls. */
export function fakeFetch(...responses: { status: number; body?: unknown }[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = jest.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(url), init });
    const next = responses.shift() ?? { status: 200, body: {} };
    return new Response(next.body === undefined ? null : JSON.stringify(next.body), {
      status: next.status,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}
