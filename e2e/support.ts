import { test as base, expect, type APIRequestContext } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** A client address of its own for each test, so per-IP rate limits do not pile up across tests. */
function randomClientIp(): string {
  return `198.51.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}`;
}

/** Every test's browser and API requests come from their own client address (the server trusts loopback proxies). */
export const test = base.extend({
  context: async ({ context }, use) => {
    await context.setExtraHTTPHeaders({ 'X-Forwarded-For': randomClientIp() });
    await use(context);
  },
  request: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': randomClientIp() } });
    await use(request);
    await request.dispose();
  },
});
export { expect };

export const PASSWORD = 'e2e-secret-pass';
/** The admin the e2e server is started with (playwright.config.ts). */
export const ADMIN = { email: 'admin@e2e.hashar.test', password: 'e2e-admin-password' };

/** A fresh, unique email for a test. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@e2e.hashar.test`;
}

/** The newest link of a kind mailed to an address (GET /api/dev/mail). */
export async function mailedLink(request: APIRequestContext, to: string, path: 'confirmation' | 'recovery'): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    // The development mailbox answers this machine only: say so over the per-test client address.
    const res = await request.get(`/api/dev/mail?to=${encodeURIComponent(to)}`, { headers: { 'X-Forwarded-For': '127.0.0.1' } });
    const body = (await res.json()) as { data: { links: string[] }[] };
    const link = body.data.flatMap((m) => m.links).find((l) => l.includes(`/${path}/`));
    if (link) return new URL(link).pathname;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${path} link mailed to ${to}`);
}

/** Registers and activates an account through the API (captcha solved here, like the widget does). */
export async function createActiveAccount(
  request: APIRequestContext,
  over: Record<string, unknown> = {},
): Promise<{ email: string; password: string }> {
  const { challenge } = (await (await request.get('/api/captcha')).json()) as { challenge: Challenge };
  const solution = await solveChallenge({ challenge, deriveKey });
  const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const email = uniqueEmail('api');
  const res = await request.post('/api/user/registration', {
    data: {
      type: 'volon',
      username: email,
      password: PASSWORD,
      repeat: PASSWORD,
      name: 'Test Volunteer',
      regionId: 1,
      consent: true,
      captcha,
      ...over,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const [, , , id, token] = (await mailedLink(request, email, 'confirmation')).split('/');
  expect((await request.post('/api/user/confirm', { data: { id: Number(id), token } })).status()).toBe(200);
  return { email, password: PASSWORD };
}

/** Logs in through the API and puts the token in the browser's jwt-token cookie, as the login page does. */
export async function signInWithCookie(
  request: APIRequestContext,
  context: import('@playwright/test').BrowserContext,
  baseURL: string,
  email: string,
  password: string,
): Promise<string> {
  const res = await request.post('/api/user/login', { data: { username: email, password } });
  expect(res.status()).toBe(200);
  const token = ((await res.json()) as { token: { accessToken: string } }).token.accessToken;
  await context.addCookies([{ name: 'jwt-token', value: token, url: baseURL }]);
  return token;
}
