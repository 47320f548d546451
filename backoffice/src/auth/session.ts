import { TOKEN_COOKIE } from '@hashar/common';

/** Where the back office keeps its own copy of the access token. */
export const TOKEN_STORAGE_KEY = 'hashar.admin.token';
/** The signed-in user's name and id from the login answer (the token carries no name). */
const USER_STORAGE_KEY = 'hashar.admin.user';

/** What the back office reads from an access token's payload (README "Accounts and mail"). */
export interface TokenClaims {
  sub: string;
  role: string;
  username: string;
  /** Expiry in seconds since 1970. */
  exp: number;
}

/** The browser facilities the session needs; tests pass fakes. */
export interface SessionEnv {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Reads `document.cookie`. */
  readCookies(): string;
  /** Writes one Set-Cookie string to `document.cookie`. */
  writeCookie(cookie: string): void;
  now(): number;
  secure: boolean;
}

/** The payload of a JWT, or null when it is not one of ours. */
function decodeToken(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const binary = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    const claims = JSON.parse(json) as Partial<TokenClaims>;
    if (typeof claims.exp !== 'number' || typeof claims.role !== 'string' || typeof claims.sub !== 'string') return null;
    return { sub: claims.sub, role: claims.role, username: claims.username ?? '', exp: claims.exp };
  } catch {
    return null;
  }
}

/** The jwt-token cookie's value from a document.cookie string. */
function readTokenCookie(cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === TOKEN_COOKIE) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The signed-in user as the login answer gave it. */
export interface StoredUser {
  id: number;
  name: string;
  username: string;
}

/**
 * The access token, shared with the public site: it signs in there with the `jwt-token`
 * cookie (spec §4), so on start a live cookie wins over our stored copy, and signing in or
 * out here writes both.
 */
export class Session {
  private token: string | null = null;

  constructor(private readonly env: SessionEnv) {
    const fromCookie = readTokenCookie(env.readCookies());
    const fromStorage = env.storage.getItem(TOKEN_STORAGE_KEY);
    if (fromCookie && this.isLive(fromCookie)) {
      if (fromCookie !== fromStorage) {
        env.storage.setItem(TOKEN_STORAGE_KEY, fromCookie);
        env.storage.removeItem(USER_STORAGE_KEY);
      }
      this.token = fromCookie;
    } else if (fromStorage && this.isLive(fromStorage)) {
      this.token = fromStorage;
    } else {
      this.clear();
    }
  }

  private isLive(token: string): boolean {
    const claims = decodeToken(token);
    return claims !== null && claims.exp * 1000 > this.env.now();
  }

  /** The token while it is live, else null (an expired one is dropped). */
  getToken(): string | null {
    if (this.token && !this.isLive(this.token)) this.clear();
    return this.token;
  }

  /** Claims of the live token, or null when signed out. */
  claims(): TokenClaims | null {
    const token = this.getToken();
    return token ? decodeToken(token) : null;
  }

  /** Keeps a fresh token (and the user of the login answer) here and in the cookie. */
  setToken(token: string, user?: StoredUser): void {
    const claims = decodeToken(token);
    if (!claims) throw new Error('The server answered with a token that is not a JWT');
    this.token = token;
    this.env.storage.setItem(TOKEN_STORAGE_KEY, token);
    if (user) this.env.storage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    else this.env.storage.removeItem(USER_STORAGE_KEY);
    const expires = new Date(claims.exp * 1000).toUTCString();
    this.env.writeCookie(
      `${TOKEN_COOKIE}=${encodeURIComponent(token)}; Path=/; Expires=${expires}; SameSite=Lax${this.env.secure ? '; Secure' : ''}`,
    );
  }

  /** The user stored at login, when it belongs to the current token. */
  storedUser(): StoredUser | null {
    const claims = this.claims();
    const raw = this.env.storage.getItem(USER_STORAGE_KEY);
    if (!claims || !raw) return null;
    try {
      const user = JSON.parse(raw) as StoredUser;
      return String(user.id) === claims.sub ? user : null;
    } catch {
      return null;
    }
  }

  /** Signs out locally: forgets the token and removes the cookie. */
  clear(): void {
    this.token = null;
    this.env.storage.removeItem(TOKEN_STORAGE_KEY);
    this.env.storage.removeItem(USER_STORAGE_KEY);
    if (readTokenCookie(this.env.readCookies()) !== null) {
      this.env.writeCookie(`${TOKEN_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`);
    }
  }
}

/** The session over the real browser. */
export function browserSession(): Session {
  return new Session({
    storage: window.localStorage,
    readCookies: () => document.cookie,
    writeCookie: (cookie) => {
      document.cookie = cookie;
    },
    now: () => Date.now(),
    secure: window.location.protocol === 'https:',
  });
}
