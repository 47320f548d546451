import { isLocale, isRole, type Actor, type AvatarResponse, type LoginResponse, type Locale, type Role } from '@hashar/common';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError, apiRequest, type ApiRequestOptions } from '../api/client';
import { INSTANT_PAGE_SWITCH } from '../components/PageTransition';
import { LESSONS_CACHE } from '../sw/policy';
import { clearedTokenCookie, liveClaims, readTokenCookie, tokenCookie, type TokenClaims } from './token';

export type Avatar = AvatarResponse['sendUser'];

export interface Session {
  token: string | null;
  /** The signed-in user as the token says (id, username, role), or null. */
  user: TokenClaims | null;
  role: Role | null;
  /**
   * What permissions read about the account (common/roles.ts `Actor`): null for a visitor, undefined
   * while a signed-in account's facts (pro bono, group leader) are loading.
   */
  actor: Actor | null | undefined;
  /** Avatar menu data from /api/user/get-avatar (logo = initials, default avatar, groups). */
  avatar: Avatar | null;
  /** The global error value shown to the user (spec §3 global state). */
  error: string | null;
  setError(error: string | null): void;
  /** Signs in; on failure stores the message as the global error and rethrows. */
  login(username: string, password: string, captcha?: string): Promise<LoginResponse>;
  /**
   * Clears token, user, role, avatar and the cookie, and revokes the token on the server unless
   * `endedOnServer` (the server already ended it, e.g. the account was deleted: nothing to call).
   * With `goTo`, the site switches to that page in the same render (INSTANT_PAGE_SWITCH): the
   * guarded page left behind never sees the session end, and the next page never calls the API
   * with the token being revoked.
   */
  logout(options?: LogoutOptions): Promise<void>;
  /** Replaces the token (e.g. the new one a password change answers with). */
  adoptToken(token: string): void;
  /** An API call with the Bearer token; a 401 ends the session (→ login?message=session). */
  request<T>(path: string, options?: Omit<ApiRequestOptions, 'locale'>): Promise<T>;
  /** Reads the avatar menu data again (after the avatar or the name changed in the settings). */
  refreshAvatar(): void;
}

export interface LogoutOptions {
  endedOnServer?: boolean;
  goTo?: string;
}

const SessionContext = createContext<Session | null>(null);

function currentLocale(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : 'ru';
}

function initialToken(): string | null {
  const token = readTokenCookie(document.cookie);
  if (token && liveClaims(token)) return token;
  if (token) document.cookie = clearedTokenCookie();
  return null;
}

/** Holds the session for the whole site; restores it from the jwt-token cookie on start. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const locale = currentLocale(pathname);
  const [token, setToken] = useState<string | null>(initialToken);
  const [avatar, setAvatar] = useState<Avatar | null>(null);
  const [avatarVersion, setAvatarVersion] = useState(0);
  const refreshAvatar = useCallback(() => setAvatarVersion((n) => n + 1), []);
  const [error, setError] = useState<string | null>(null);
  // The token whose avatar call found no network (offline): its pages go by the token's role.
  const [unreachable, setUnreachable] = useState<string | null>(null);
  const user = useMemo(() => liveClaims(token), [token]);

  // The service worker's copies of the reader's lessons (sw/policy.ts LESSONS_CACHE) are theirs
  // alone: deleted whenever no one is signed in (sign-out, an expired or refused session) or
  // another account signs in.
  const owner = useRef(user?.sub);
  useEffect(() => {
    if (!user || user.sub !== owner.current) void window.caches?.delete(LESSONS_CACHE);
    owner.current = user?.sub;
  }, [user]);

  const clear = useCallback(() => {
    document.cookie = clearedTokenCookie();
    setToken(null);
    setAvatar(null);
  }, []);

  /** Signed out and on `to` in one render (see Session.logout). */
  const leave = useCallback(
    (to: string) =>
      flushSync(() => {
        clear();
        void navigate(to, { state: INSTANT_PAGE_SWITCH });
      }),
    [clear, navigate],
  );

  const request = useCallback(
    async <T,>(path: string, options: Omit<ApiRequestOptions, 'locale'> = {}): Promise<T> => {
      const headers = token ? { ...options.headers, Authorization: `Bearer ${token}` } : options.headers;
      try {
        return await apiRequest<T>(path, { ...options, headers, locale });
      } catch (err) {
        if (err instanceof ApiError && err.status === 401 && token) leave(`/${locale}/login?message=session`);
        throw err;
      }
    },
    [token, locale, leave],
  );

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    request<AvatarResponse>('/api/user/get-avatar', { signal: controller.signal })
      .then((res) => setAvatar(res.sendUser))
      // A 401 already ended the session; other failures leave the menu on initials.
      .catch((err) => err instanceof ApiError && err.status === 0 && setUnreachable(token));
    return () => controller.abort();
  }, [token, avatarVersion]); // eslint-disable-line react-hooks/exhaustive-deps

  const adoptToken = useCallback((next: string) => {
    const claims = liveClaims(next);
    if (!claims) return;
    document.cookie = tokenCookie(next, claims.exp, window.location.protocol === 'https:');
    setToken(next);
  }, []);

  const login = useCallback(
    async (username: string, password: string, captcha?: string) => {
      setError(null);
      try {
        const res = await apiRequest<LoginResponse>('/api/user/login', { method: 'POST', locale, body: { username, password, captcha } });
        adoptToken(res.token.accessToken);
        return res;
      } catch (err) {
        setError(err instanceof Error ? err.message : String(err));
        throw err;
      }
    },
    [locale, adoptToken],
  );

  const logout = useCallback(
    async ({ endedOnServer = false, goTo }: LogoutOptions = {}) => {
      // Signed out locally at once; the server then revokes the token (best effort).
      const revoked = token;
      if (goTo) leave(goTo);
      else clear();
      if (revoked && !endedOnServer)
        await apiRequest('/api/user/logout', { method: 'POST', locale, headers: { Authorization: `Bearer ${revoked}` } }).catch(
          () => undefined,
        );
    },
    [token, locale, clear, leave],
  );

  const value = useMemo<Session>(() => {
    // The database's role (get-avatar) once known: an admin's approval makes a business a partner
    // while its token still names the old role (the API reads the role from the database anyway).
    const role = avatar && isRole(avatar.role) ? avatar.role : (user?.role ?? null);
    const facts = avatar ?? (unreachable === token ? { isProbono: false, leadsActiveGroup: false } : undefined);
    const actor = role === null ? null : facts && { role, isProbono: facts.isProbono, leadsActiveGroup: facts.leadsActiveGroup };
    return {
      token,
      user,
      role,
      actor,
      avatar,
      error,
      setError,
      login,
      logout,
      adoptToken,
      request,
      refreshAvatar,
    };
  }, [token, user, avatar, unreachable, error, login, logout, adoptToken, request, refreshAvatar]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The current session and its actions. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() must be used inside <SessionProvider>');
  return session;
}
