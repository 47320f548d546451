import { canRoleAccess, createAuthProvider, mayEnterBackoffice } from './authProvider';
import { Session, TOKEN_STORAGE_KEY } from './session';
import { NOW, fakeBrowser, fakeFetch, tokenFor } from '../test/fakeBrowser';

/** The site's sign-in page in the UI language, back to the page asked for afterwards. */
const SITE_LOGIN = 'https://hashar.test/uz/login?next=%2Fuz%2Fadmin%2Fusers';

function setup(
  options: { cookies?: Record<string, string>; storage?: Record<string, string>; responses?: { status: number; body?: unknown }[] } = {},
) {
  const browser = fakeBrowser(options.cookies, options.storage);
  const session = new Session(browser.env);
  const { fetch, calls } = fakeFetch(...(options.responses ?? []));
  const authProvider = createAuthProvider({
    session,
    fetch,
    getLocale: () => 'uz',
    origin: 'https://hashar.test',
    currentPath: () => '/admin/users',
    crmPath: '/admin/crm',
  });
  return { ...browser, session, authProvider, calls };
}

const loginAnswer = (role: string) => ({
  status: 200,
  body: {
    token: { accessToken: tokenFor(role, '3') },
    user: {
      id: 3,
      username: `${role}@hashar.test`,
      role,
      name: 'Dilnoza Karimova',
      isVerified: true,
      isActive: true,
      locale: 'uz',
      regionId: null,
    },
  },
});

describe('authProvider: sign-in', () => {
  it('posts email and password to /api/user/login and keeps the token in localStorage and the jwt-token cookie', async () => {
    const { authProvider, calls, storage, cookies } = setup({ responses: [loginAnswer('admin')] });
    await authProvider.login({ email: ' admin@hashar.test ', password: 'secret' });

    expect(calls[0]!.url).toBe('/api/user/login');
    expect(calls[0]!.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ username: 'admin@hashar.test', password: 'secret' });
    const token = tokenFor('admin', '3');
    expect(storage.get(TOKEN_STORAGE_KEY)).toBe(token);
    expect(cookies.get('jwt-token')).toBe(encodeURIComponent(token));
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    await expect(authProvider.getPermissions!({})).resolves.toBe('admin');
  });

  it("shows the server's message when the login is refused", async () => {
    const { authProvider, storage } = setup({
      responses: [{ status: 401, body: { error: 'invalid_credentials', msg: "Email yoki parol noto'g'ri" } }],
    });
    await expect(authProvider.login({ email: 'a@b.uz', password: 'x' })).rejects.toThrow("Email yoki parol noto'g'ri");
    expect(storage.has(TOKEN_STORAGE_KEY)).toBe(false);
  });

  it("falls back to react-admin's message when the answer has none", async () => {
    const { authProvider } = setup({ responses: [{ status: 502 }] });
    await expect(authProvider.login({ email: 'a@b.uz', password: 'x' })).rejects.toThrow('ra.auth.sign_in_error');
  });

  it('gives the identity: id, name from the login answer, initials avatar', async () => {
    const { authProvider } = setup({
      responses: [
        loginAnswer('admin'),
        { status: 200, body: { sendUser: { username: 'admin@hashar.test', logo: 'DK', avatar: null, dfAvatar: { color: '#1565C0' } } } },
      ],
    });
    await authProvider.login({ email: 'admin@hashar.test', password: 'secret' });
    const identity = await authProvider.getIdentity!();
    expect(identity).toMatchObject({ id: '3', fullName: 'Dilnoza Karimova' });
    expect(decodeURIComponent(String(identity.avatar))).toContain('>DK</text>');
  });
});

describe("authProvider: the public site's jwt-token cookie", () => {
  it('signs in with a live cookie on start (an admin who logged in on /ru/login)', async () => {
    const token = tokenFor('admin');
    const { authProvider, storage } = setup({ cookies: { 'jwt-token': encodeURIComponent(token) } });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    await expect(authProvider.getPermissions!({})).resolves.toBe('admin');
    expect(storage.get(TOKEN_STORAGE_KEY)).toBe(token);
  });

  it('prefers the cookie (the latest sign-in on the site) to an older stored token', async () => {
    const { session } = setup({
      cookies: { 'jwt-token': tokenFor('moderator', '9') },
      storage: { [TOKEN_STORAGE_KEY]: tokenFor('admin', '1') },
    });
    expect(session.claims()).toMatchObject({ sub: '9', role: 'moderator' });
  });

  it('ignores an expired cookie and stays signed out', async () => {
    const expired = tokenFor('admin', '7', Math.floor(NOW / 1000) - 60);
    const { authProvider, cookies } = setup({ cookies: { 'jwt-token': expired } });
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false, redirectTo: SITE_LOGIN });
    await expect(authProvider.getPermissions!({})).resolves.toBeNull();
    expect(cookies.has('jwt-token')).toBe(false);
  });

  it('ignores a cookie that is not a JWT', async () => {
    const { authProvider } = setup({ cookies: { 'jwt-token': 'garbage' } });
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false, redirectTo: SITE_LOGIN });
  });
});

describe('authProvider: roles that may not enter', () => {
  it.each(['volon', 'bussines', 'partner', 'trainee'])('%s stays signed in but is refused the back office', async (role) => {
    const { authProvider } = setup({ cookies: { 'jwt-token': tokenFor(role) } });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    const permissions = await authProvider.getPermissions!({});
    expect(permissions).toBe(role);
    expect(mayEnterBackoffice(permissions)).toBe(false);
    for (const resource of ['users', 'regions', 'banners', 'audit', 'events', 'crm/events', 'crm/applications']) {
      await expect(authProvider.canAccess!({ resource, action: 'list' })).resolves.toBe(false);
    }
  });

  it('lets admins, moderators and organizations (CRM only) in', () => {
    expect(mayEnterBackoffice('admin')).toBe(true);
    expect(mayEnterBackoffice('moderator')).toBe(true);
    expect(mayEnterBackoffice('organization')).toBe(true);
    expect(mayEnterBackoffice(null)).toBe(false);
    expect(mayEnterBackoffice(undefined)).toBe(false);
  });
});

describe('authProvider: checkError and logout', () => {
  it("a 401 signs out (token and cookie gone) and sends to the site's sign-in form with the session message, then back", async () => {
    const { authProvider, storage, cookies } = setup({ cookies: { 'jwt-token': tokenFor('admin') } });
    const sessionEnded = 'https://hashar.test/uz/login?message=session&next=%2Fuz%2Fadmin%2Fusers';
    await expect(authProvider.checkError({ status: 401 })).rejects.toEqual({ message: false, redirectTo: sessionEnded });
    expect(storage.has(TOKEN_STORAGE_KEY)).toBe(false);
    expect(cookies.has('jwt-token')).toBe(false);
    // react-admin checks again right after: it must land on the same message, not the bare form.
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false, redirectTo: sessionEnded });
  });

  it('a 403 keeps the user signed in (the failed call shows the server message)', async () => {
    const { authProvider, storage } = setup({ cookies: { 'jwt-token': tokenFor('moderator') } });
    await expect(authProvider.checkError({ status: 403, message: 'Доступ запрещён' })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
    expect(storage.has(TOKEN_STORAGE_KEY)).toBe(true);
  });

  it("a visitor without a session is sent to the site's sign-in page, which brings them back (spec §2)", async () => {
    const { authProvider } = setup();
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false, redirectTo: SITE_LOGIN });
    // react-admin signs the visitor out and follows what logout answers.
    await expect(authProvider.logout({})).resolves.toBe(SITE_LOGIN);
  });

  it("logout revokes the token on the server, clears the token and the cookie, and leads to the site's home", async () => {
    const token = tokenFor('admin');
    const { authProvider, calls, storage, cookies } = setup({
      cookies: { 'jwt-token': token },
      responses: [{ status: 200, body: { error: 0 } }],
    });
    await expect(authProvider.logout({})).resolves.toBe('https://hashar.test/uz');
    expect(calls[0]!.url).toBe('/api/user/logout');
    expect(calls[0]!.init.method).toBe('POST');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe(`Bearer ${token}`);
    expect(storage.has(TOKEN_STORAGE_KEY)).toBe(false);
    expect(cookies.has('jwt-token')).toBe(false);
  });

  it('logout still signs out when the server cannot be reached', async () => {
    const browser = fakeBrowser({ 'jwt-token': tokenFor('admin') });
    const session = new Session(browser.env);
    const authProvider = createAuthProvider({
      session,
      fetch: jest.fn().mockRejectedValue(new TypeError('offline')),
      getLocale: () => 'ru',
      origin: 'https://hashar.test',
      currentPath: () => '/admin/',
      crmPath: '/admin/crm',
    });
    await expect(authProvider.logout({})).resolves.toBe('https://hashar.test/ru');
    expect(session.getToken()).toBeNull();
  });
});

describe('canAccess (the access table of common/)', () => {
  it('a moderator cannot list users nor any admin-only resource', async () => {
    const { authProvider } = setup({ cookies: { 'jwt-token': tokenFor('moderator') } });
    await expect(authProvider.canAccess!({ resource: 'users', action: 'list' })).resolves.toBe(false);
    await expect(authProvider.canAccess!({ resource: 'users', action: 'edit' })).resolves.toBe(false);
    await expect(authProvider.canAccess!({ resource: 'regions', action: 'list' })).resolves.toBe(false);
  });

  it('an admin can do everything but change the audit log', async () => {
    const { authProvider } = setup({ cookies: { 'jwt-token': tokenFor('admin') } });
    for (const action of ['list', 'show', 'edit', 'create', 'delete', 'export']) {
      await expect(authProvider.canAccess!({ resource: 'users', action })).resolves.toBe(true);
    }
    await expect(authProvider.canAccess!({ resource: 'audit', action: 'list' })).resolves.toBe(true);
    await expect(authProvider.canAccess!({ resource: 'audit', action: 'show' })).resolves.toBe(true);
    await expect(authProvider.canAccess!({ resource: 'audit', action: 'edit' })).resolves.toBe(false);
    await expect(authProvider.canAccess!({ resource: 'audit', action: 'delete' })).resolves.toBe(false);
  });

  it('nobody reaches resources that are not in the table, nor unknown actions', () => {
    expect(canRoleAccess('admin', 'newsletters', 'list')).toBe(false);
    expect(canRoleAccess('admin', 'users', 'publish')).toBe(false);
    expect(canRoleAccess(null, 'users', 'list')).toBe(false);
  });

  it('a signed-out visitor can access nothing', async () => {
    const { authProvider } = setup();
    await expect(authProvider.canAccess!({ resource: 'users', action: 'list' })).resolves.toBe(false);
  });
});

describe('news editors (users.is_news_editor)', () => {
  it('a volunteer made an editor signs in and gets news and their sections only', async () => {
    const answer = loginAnswer('volon');
    const { authProvider, calls } = setup({
      responses: [{ ...answer, body: { ...answer.body, user: { ...answer.body.user, isNewsEditor: true } } }],
    });
    await authProvider.login({ email: 'volon@hashar.test', password: 'secret' });
    for (const action of ['list', 'create', 'edit', 'delete']) {
      await expect(authProvider.canAccess!({ resource: 'news', action })).resolves.toBe(true);
      await expect(authProvider.canAccess!({ resource: 'news-sections', action })).resolves.toBe(true);
    }
    for (const resource of ['users', 'publications', 'events', 'banners', 'crm/events']) {
      await expect(authProvider.canAccess!({ resource, action: 'list' })).resolves.toBe(false);
    }
    // The login answer said so: the profile is not asked.
    expect(calls.map((c) => c.url)).toEqual(['/api/user/login']);
  });

  it('signed in on the site (cookie): the profile says whether the user edits news, asked once per token', async () => {
    const { authProvider, calls } = setup({
      cookies: { 'jwt-token': tokenFor('moderator') },
      responses: [{ status: 200, body: { kind: 'volon', user: { id: 7, isNewsEditor: true } } }],
    });
    await expect(authProvider.canAccess!({ resource: 'news', action: 'edit' })).resolves.toBe(true);
    await expect(authProvider.canAccess!({ resource: 'publications', action: 'list' })).resolves.toBe(true);
    await expect(authProvider.canAccess!({ resource: 'users', action: 'list' })).resolves.toBe(false);
    expect(calls.map((c) => c.url)).toEqual(['/api/user/profile']);
    expect(new Headers(calls[0]!.init.headers).get('Authorization')).toBe(`Bearer ${tokenFor('moderator')}`);
  });

  it("a moderator's pages other than the news are decided without asking the profile (no round trip before they draw)", async () => {
    const { authProvider, calls } = setup({ cookies: { 'jwt-token': tokenFor('moderator') } });
    await expect(authProvider.canAccess!({ resource: 'events', action: 'list' })).resolves.toBe(true);
    await expect(authProvider.canAccess!({ resource: 'bonuses', action: 'list' })).resolves.toBe(true);
    await expect(authProvider.canAccess!({ resource: 'users', action: 'list' })).resolves.toBe(false);
    expect(calls).toEqual([]);
  });

  it('a volunteer who is not an editor (or whose profile cannot be read) gets nothing', async () => {
    for (const answer of [{ status: 200, body: { user: { isNewsEditor: false } } }, { status: 500 }]) {
      const { authProvider } = setup({ cookies: { 'jwt-token': tokenFor('volon') }, responses: [answer] });
      await expect(authProvider.canAccess!({ resource: 'news', action: 'list' })).resolves.toBe(false);
    }
    expect(canRoleAccess('volon', 'news', 'list')).toBe(false);
    expect(canRoleAccess('volon', 'news', 'list', { isNewsEditor: true })).toBe(true);
    expect(canRoleAccess('moderator', 'news', 'list')).toBe(false);
    expect(canRoleAccess('admin', 'news-sections', 'delete')).toBe(true);
  });
});

describe('the organization CRM', () => {
  it('an organization signs in and is sent to the CRM dashboard', async () => {
    const { authProvider } = setup({ responses: [loginAnswer('organization')] });
    await expect(authProvider.login({ email: 'organization@hashar.test', password: 'secret' })).resolves.toEqual({
      redirectTo: '/admin/crm',
    });
    await expect(authProvider.getPermissions!({})).resolves.toBe('organization');
  });

  it("admins and moderators keep react-admin's own landing (the dashboard or the page they came for)", async () => {
    const { authProvider } = setup({ responses: [loginAnswer('moderator')] });
    await expect(authProvider.login({ email: 'moderator@hashar.test', password: 'secret' })).resolves.toBeUndefined();
  });

  it('an organization reads its CRM resources and nothing of the admin or moderation', async () => {
    const { authProvider } = setup({ cookies: { 'jwt-token': tokenFor('organization') } });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    for (const resource of ['crm/events', 'crm/sessions', 'crm/applications']) {
      await expect(authProvider.canAccess!({ resource, action: 'list' })).resolves.toBe(true);
      await expect(authProvider.canAccess!({ resource, action: 'show' })).resolves.toBe(true);
      await expect(authProvider.canAccess!({ resource, action: 'delete' })).resolves.toBe(false);
    }
    for (const resource of ['events', 'visits', 'users', 'regions', 'audit', 'crm/users']) {
      await expect(authProvider.canAccess!({ resource, action: 'list' })).resolves.toBe(false);
    }
  });

  it('moderators and admins see no CRM entries; they moderate events and visits, only admins edit', () => {
    for (const role of ['admin', 'moderator']) {
      expect(canRoleAccess(role, 'crm/events', 'list')).toBe(false);
      expect(canRoleAccess(role, 'crm/applications', 'list')).toBe(false);
      expect(canRoleAccess(role, 'events', 'list')).toBe(true);
      expect(canRoleAccess(role, 'visits', 'show')).toBe(true);
    }
    expect(canRoleAccess('admin', 'events', 'edit')).toBe(true);
    expect(canRoleAccess('moderator', 'events', 'edit')).toBe(false);
    expect(canRoleAccess('moderator', 'visits', 'delete')).toBe(false);
  });
});
