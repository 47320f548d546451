import {
  BACKOFFICE_ROLES,
  CRM_RESOURCES,
  CRM_ROLES,
  NEWS_EDITOR_RESOURCES,
  canAccessResource,
  type AdminAction,
  type AvatarResponse,
  type LoginResponse,
  type Role,
} from '@hashar/common';
import type { AuthProvider, UserIdentity } from 'react-admin';
import { initialsAvatar } from './initialsAvatar';
import type { Session } from './session';
import { siteHomePath, siteLoginPath } from './siteLinks';

/** Whether a role uses the organization CRM (and only it) in the back office. */
export function isCrmRole(role: unknown): role is Role {
  return typeof role === 'string' && (CRM_ROLES as readonly string[]).includes(role);
}

/** Whether a role may enter the back office: admins and moderators, and organizations (CRM only); others are sent to their profile on the site. */
export function mayEnterBackoffice(role: unknown): role is Role {
  return (typeof role === 'string' && (BACKOFFICE_ROLES as readonly string[]).includes(role)) || isCrmRole(role);
}

/** CRM resources are read through react-admin (list, show, export); changes go through their own actions. */
const CRM_ACTIONS: readonly string[] = ['list', 'show'];

/** react-admin's action names mapped onto the access table of common/ (export = list, clone = create). */
const ACTION_ALIASES: Record<string, AdminAction> = {
  list: 'list',
  show: 'show',
  create: 'create',
  edit: 'edit',
  delete: 'delete',
  export: 'list',
  clone: 'create',
};

/**
 * Whether a role may do a react-admin action on a resource, by the table the API enforces. A news
 * editor (`isNewsEditor`, set by an admin) gets news and their sections whatever the role.
 */
export function canRoleAccess(
  role: string | null | undefined,
  resource: string,
  action: string,
  facts: { isNewsEditor?: boolean } = {},
): boolean {
  const adminAction = ACTION_ALIASES[action];
  if (!adminAction || !role) return false;
  if (resource.startsWith('crm/')) {
    const name = resource.slice('crm/'.length);
    return isCrmRole(role) && (CRM_RESOURCES as readonly string[]).includes(name) && CRM_ACTIONS.includes(adminAction);
  }
  if (!mayEnterBackoffice(role) && !facts.isNewsEditor) return false;
  return canAccessResource(role as Role, resource, adminAction, facts);
}

export interface AuthDeps {
  session: Session;
  fetch: typeof fetch;
  getLocale(): string;
  /** The site's origin (`https://hashar.uz`): react-admin leaves the app only for absolute addresses. */
  origin: string;
  /** The address being shown (`/admin/users`), to come back to after signing in on the site. */
  currentPath(): string;
  /** Where an organization lands after signing in: the CRM dashboard (with the basename). */
  crmPath: string;
}

interface ErrorBody {
  msg?: string;
}

async function readJson<T>(response: Response): Promise<T | null> {
  try {
    return (await response.json()) as T;
  } catch {
    return null;
  }
}

/**
 * Sign-in over the accounts API (`/api/user/login`, Bearer token, logout). Permissions are
 * the role; access to resources comes from common's canAccessResource (admin/moderation) and
 * CRM_RESOURCES / CRM_ROLES (the organization CRM, `crm/*`).
 */
export function createAuthProvider({ session, fetch, getLocale, origin, currentPath, crmPath }: AuthDeps): AuthProvider {
  const jsonHeaders = () => ({ 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': getLocale() });
  let identity: { token: string; value: UserIdentity } | null = null;
  // Whether the token's user is a news editor: from the login answer, else asked once per token.
  let editor: { token: string; value: Promise<boolean> } | null = null;
  const isNewsEditor = (): Promise<boolean> => {
    const token = session.getToken();
    // Admins have news anyway; nobody signed in is nobody's editor.
    if (!token || session.claims()?.role === 'admin') return Promise.resolve(false);
    if (editor?.token !== token) {
      const value = fetch('/api/user/profile', { headers: { ...jsonHeaders(), Authorization: `Bearer ${token}` } })
        .then(async (response) => (response.ok ? (await readJson<{ user?: { isNewsEditor?: unknown } }>(response))?.user : null))
        .then((user) => user?.isNewsEditor === true)
        .catch(() => false);
      editor = { token, value };
    }
    return editor.value;
  };
  // Set by a 401 until the next sign-in: every way back to the form then says why.
  let sessionEnded = false;
  /** The site's sign-in page, back here afterwards (react-admin follows absolute addresses with a full load). */
  const siteLogin = () => `${origin}${siteLoginPath(getLocale(), currentPath(), sessionEnded)}`;

  return {
    async login(params: { email?: string; username?: string; password?: string }) {
      const response = await fetch('/api/user/login', {
        method: 'POST',
        headers: jsonHeaders(),
        body: JSON.stringify({ username: (params.email ?? params.username ?? '').trim(), password: params.password ?? '' }),
      });
      const body = await readJson<LoginResponse & ErrorBody>(response);
      if (!response.ok || !body?.token?.accessToken) {
        // The server's text, in the UI language; react-admin's generic text when there is none.
        throw new Error(body?.msg || 'ra.auth.sign_in_error');
      }
      session.setToken(body.token.accessToken, { id: body.user.id, name: body.user.name, username: body.user.username });
      identity = null;
      editor = { token: body.token.accessToken, value: Promise.resolve(body.user.isNewsEditor === true) };
      sessionEnded = false;
      // An organization's home is its CRM, not the admin dashboard.
      return isCrmRole(session.claims()?.role) ? { redirectTo: crmPath } : undefined;
    },

    /** Signing out leads to the site's home; a visitor without a session is sent to the site's sign-in. */
    async logout() {
      const token = session.getToken();
      if (!token) return siteLogin();
      session.clear();
      identity = null;
      editor = null;
      // Revokes the token on the server; signing out here must not wait for or depend on it.
      await fetch('/api/user/logout', { method: 'POST', headers: { ...jsonHeaders(), Authorization: `Bearer ${token}` } }).catch(
        () => undefined,
      );
      return `${origin}${siteHomePath(getLocale())}`;
    },

    async checkAuth() {
      // No token: straight to the sign-in form, without an error toast on a first visit.
      if (!session.getToken()) throw { message: false, redirectTo: siteLogin() };
    },

    async checkError(error: { status?: number }) {
      if (error?.status === 401) {
        session.clear();
        identity = null;
        sessionEnded = true;
        // The site's sign-in form then says the session ended (spec §8: /ru/login?message=session).
        throw { message: false, redirectTo: siteLogin() };
      }
      // 403 and everything else: stay signed in; the failed call shows the server's message.
    },

    async getPermissions() {
      return session.claims()?.role ?? null;
    },

    async canAccess({ resource, action }: { resource: string; action: string }) {
      const role = session.claims()?.role;
      // Only the news depend on the editor flag: the rest is decided without waiting for the profile.
      const editorFact = role && NEWS_EDITOR_RESOURCES.includes(resource) ? await isNewsEditor() : false;
      return canRoleAccess(role, resource, action, { isNewsEditor: editorFact });
    },

    async getIdentity() {
      const token = session.getToken();
      const claims = session.claims();
      if (!token || !claims) throw new Error('ra.auth.auth_check_error');
      if (identity?.token === token) return identity.value;
      const stored = session.storedUser();
      const fullName = stored?.name || stored?.username || claims.username;
      let value: UserIdentity = { id: claims.sub, fullName, avatar: initialsAvatar(fullName, claims.username) };
      try {
        const response = await fetch('/api/user/get-avatar', { headers: { ...jsonHeaders(), Authorization: `Bearer ${token}` } });
        const body = response.ok ? await readJson<AvatarResponse>(response) : null;
        if (body?.sendUser) {
          const { avatar, logo, dfAvatar } = body.sendUser;
          value = { ...value, avatar: avatar ?? initialsAvatar(fullName, claims.username, logo, dfAvatar?.color) };
        }
      } catch {
        // The avatar is decoration: keep the initials.
      }
      identity = { token, value };
      return value;
    },
  };
}
