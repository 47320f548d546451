import { test as base, expect, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { PageWatch } from './pageWatch';

/** A client address of its own for each test, so per-IP rate limits do not pile up across tests. */
function randomClientIp(): string {
  return `198.51.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}`;
}

/** A 1×1 light PNG: every map tile of the browser tests, stretched by the map to 256 px. */
const MAP_TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC', 'base64');

/**
 * The maps' tiles: the e2e server's MAP_TILE_URL is `/e2e-tiles/{z}/{x}/{y}.png` (playwright.config.ts),
 * answered here from memory in every context of every test, so no test reaches the internet and no
 * page shows a broken image.
 */
async function serveMapTiles(context: BrowserContext): Promise<void> {
  await context.route('**/e2e-tiles/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: MAP_TILE }));
}

/**
 * The `test` every spec uses (eslint forbids importing it from '@playwright/test' in a spec):
 * - every test's browser and API requests come from their own client address (the server trusts loopback proxies);
 * - every context's map tiles are served from memory (serveMapTiles);
 * - every page of the test, in `context` or in any context the test opens with `browser.newContext()`, is
 *   watched (pageWatch.ts): an uncaught error, a React error it recovered from (with its cause), an unhandled
 *   rejection, an `/api/...` call answering 5xx, or 4xx not allowed by name, fails the test at its end.
 *   A test that expects an API error says so: `allowApiError(page, 'POST /api/user/login', 401, 'why')`.
 *   `pageWatch.take()` returns (and forgets) what was seen, for a test that makes a page fail on purpose.
 */
export const test = base.extend<{ pageWatch: PageWatch }>({
  pageWatch: [
    async ({ browser }, use) => {
      const watch = new PageWatch();
      const restore = watch.watchNewContexts(browser, serveMapTiles);
      await use(watch);
      restore();
      watch.assertClean();
    },
    { auto: true },
  ],
  context: async ({ context, pageWatch }, use) => {
    await pageWatch.watch(context);
    await serveMapTiles(context);
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
export { allowApiError } from './pageWatch';
export { E2E_TELEGRAM } from './telegramBot';

export const PASSWORD = 'e2e-secret-pass';
/** The admin the e2e server is started with (playwright.config.ts). */
export const ADMIN = { email: 'admin@e2e.hashar.test', password: 'e2e-admin-password' };

/** A small real PDF (one empty page): uploads of results and CVs check the type by content. */
export const ONE_PAGE_PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R /Size 4 >>',
    '%%EOF',
    '',
  ].join('\n'),
);

/** A fresh, unique email for a test. */
/** A short tag no other run shares, for names and titles a test looks for. */
export const tagOf = (): string => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

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

/**
 * Sends the reminders due at `now` at once (POST /api/dev/reminders/run: the reminder job's clock
 * moved), asked from this machine like the mailbox; how many of each kind (shift_24h, shift_2h,
 * task_deadline, vacancy_deadline) went out.
 */
export async function runDueReminders(request: APIRequestContext, now: Date): Promise<Record<string, number>> {
  const res = await request.post('/api/dev/reminders/run', {
    headers: { 'X-Forwarded-For': '127.0.0.1' },
    data: { now: now.toISOString() },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { sent: Record<string, number> }).sent;
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

type Account = { email: string; password: string };

/** Logs in through the API and returns the access token. */
export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/user/login', { data: { username: email, password } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: { accessToken: string } }).token.accessToken;
}

/** Logs in through the API and puts the token in the browser's jwt-token cookie, as the login page does. */
export async function signInWithCookie(
  request: APIRequestContext,
  context: BrowserContext,
  baseURL: string,
  email: string,
  password: string,
): Promise<string> {
  const token = await apiLogin(request, email, password);
  await context.addCookies([{ name: 'jwt-token', value: token, url: baseURL }]);
  return token;
}

/** An active account (`over`: its sign-up fields) given `role` by the admin (PUT /api/admin/users/:id). */
export async function promotedAccount(request: APIRequestContext, over: Record<string, unknown>, role: string): Promise<Account> {
  const account = await createActiveAccount(request, over);
  const adminToken = await apiLogin(request, ADMIN.email, ADMIN.password);
  const users = await request.get(`/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: account.email }))}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  const [user] = (await users.json()) as { id: number }[];
  const promoted = await request.put(`/api/admin/users/${user!.id}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { role },
  });
  expect(promoted.status()).toBe(200);
  return account;
}

/** An active volunteer account named `Moderator <tag>`, promoted to moderator by the admin. */
export async function createModerator(request: APIRequestContext, tag: string): Promise<Account> {
  return promotedAccount(request, { type: 'volon', name: `Moderator ${tag}` }, 'moderator');
}

/** `YYYY-MM-DDTHH:mm` (datetime-local) some days ahead, at noon. */
export function daysAhead(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T12:00`;
}

/** A page of its own for another account, signed in, at the test's viewport (1280 or 375 px). */
export async function signedInPageLike(
  browser: Browser,
  like: Page,
  request: APIRequestContext,
  baseURL: string,
  account: Account,
): Promise<{ context: BrowserContext; page: Page; token: string }> {
  const context = await browser.newContext({ viewport: like.viewportSize() ?? { width: 1280, height: 900 }, baseURL });
  const page = await context.newPage();
  const token = await signInWithCookie(request, context, baseURL, account.email, account.password);
  return { context, page, token };
}

/** A signed-in page on a desktop screen: the back office is used there, whatever the test's viewport. */
export async function backOfficePage(browser: Browser, request: APIRequestContext, baseURL: string, account: Account): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL });
  await signInWithCookie(request, context, baseURL, account.email, account.password);
  return context.newPage();
}

/** A moderator opens an activity in a back-office queue (e.g. `/admin/events`), approves it and sees it approved. */
export async function approveInBackOffice(
  browser: Browser,
  request: APIRequestContext,
  baseURL: string,
  moderator: Account,
  queue: string,
  title: string,
): Promise<void> {
  const mod = await backOfficePage(browser, request, baseURL, moderator);
  await mod.goto(queue);
  await mod.getByText(title).click();
  await mod.getByTestId('moderation-approve').click();
  await expect(mod.getByTestId('moderation-state')).toContainText('Одобрено');
  await mod.context().close();
}

/** The kinds an owner creates on the site, by the plural of their paths. */
const PLURAL = { event: 'events', project: 'projects', task: 'tasks', vacancy: 'vacancies' } as const;
type Kind = keyof typeof PLURAL;

/** Opens the Russian site's create form of a kind and fills its titles and Russian description; returns the form. */
export async function startActivityForm(
  page: Page,
  kind: Kind,
  texts: { titleRu: string; titleUz: string; descriptionRu: string },
): Promise<Locator> {
  await page.goto(`/ru/profile/${PLURAL[kind]}/create`);
  const form = page.getByTestId(`${kind}-form`);
  await form.getByLabel('Название на русском').fill(texts.titleRu);
  await form.getByLabel('Название на узбекском').fill(texts.titleUz);
  await form.getByLabel('Описание на русском').fill(texts.descriptionRu);
  return form;
}

/** Sends a filled create form to moderation and sees the new row in the owner's list waiting for it. */
export async function submitForModeration(page: Page, form: Locator, kind: Kind, titleRu: string): Promise<void> {
  await form.getByTestId('submit-activity').click();
  await page.waitForURL(new RegExp(`/ru/profile/${PLURAL[kind]}(\\?.*)?$`));
  await expect(page.getByTestId('activity-row').filter({ hasText: titleRu }).getByTestId('moderation-state')).toHaveAttribute(
    'data-state',
    'moderation',
  );
}

/** The id of the owner's activity of a kind with this (Russian) title, from `/api/my/<kind>`. */
export async function myActivityId(request: APIRequestContext, token: string, kind: Kind, title: string): Promise<number> {
  const mine = await request.get(`/api/my/${PLURAL[kind]}`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await mine.json()) as { data: { id: number; title: string }[] }).data.find((a) => a.title === title)!.id;
}

/** On the Uzbek site below 812 px the list's filters fold behind a button: unfold them there. */
export async function unfoldFilters(page: Page): Promise<void> {
  if ((page.viewportSize()?.width ?? 1280) < 812) await page.getByRole('button', { name: 'Filtrlar' }).click();
}

/** Opens a public list, picks one filter (a select), finds the activity's card and opens its page. */
export async function openFromFilteredList(
  page: Page,
  list: { path: string; select: string; value: string; url: RegExp; card: string },
  title: string,
): Promise<void> {
  await page.goto(list.path);
  await unfoldFilters(page);
  await page.locator(list.select).selectOption(list.value);
  await expect(page).toHaveURL(list.url);
  const card = page.getByTestId(list.card).filter({ hasText: title });
  await expect(card).toBeVisible();
  await card.getByRole('link').first().click();
  await expect(page.getByTestId('activity-title')).toHaveText(title);
}

/**
 * An activity created by its owner `token` at /api/my/<api>, sent to moderation and approved by
 * the admin (/api/admin/<adminResource>) through the API; the creation's answer.
 */
export async function approvedByApi<T extends { id: number } = { id: number }>(
  request: APIRequestContext,
  token: string,
  api: string,
  data: Record<string, unknown>,
  adminResource = api,
): Promise<T> {
  const created = await request.post(`/api/my/${api}`, { headers: bearer(token), data });
  expect(created.status(), await created.text()).toBe(201);
  const activity = (await created.json()) as T;
  expect((await request.post(`/api/my/${api}/${activity.id}/submit`, { headers: bearer(token) })).status()).toBe(200);
  const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
  expect((await request.post(`/api/admin/${adminResource}/${activity.id}/approve`, { headers: bearer(admin) })).status()).toBe(200);
  return activity;
}

/** An event by the organization `token` (one 4-hour shift from `startsAt`), created, submitted and approved through the API. */
export async function approvedEventByApi(
  request: APIRequestContext,
  token: string,
  text: { titleRu: string; titleUz: string; descriptionRu: string; addressRu: string; districtId?: number },
  startsAt: string,
): Promise<{ id: number; sessions: { id: number }[] }> {
  const endsAt = new Date(Date.parse(startsAt) + 4 * 3_600_000).toISOString();
  return approvedByApi(request, token, 'events', {
    ...text,
    directionIds: [1],
    regionId: 1,
    isOnline: false,
    startsAt,
    endsAt,
    capacity: 20,
    sessions: [{ titleRu: 'Утро', startsAt, endsAt, capacity: 10 }],
  });
}

/** The volunteer `volunteerToken` applies to the session and the organization `orgToken` accepts (as the CRM does): the application's id. */
export async function acceptedByApi(
  request: APIRequestContext,
  orgToken: string,
  sessionId: number,
  volunteerToken: string,
): Promise<number> {
  const applied = await request.post(`/api/sessions/${sessionId}/apply`, { headers: bearer(volunteerToken), data: {} });
  expect(applied.status(), await applied.text()).toBe(201);
  const applicationId = ((await applied.json()) as { id: number }).id;
  const accepted = await request.post('/api/crm/applications/bulk', {
    headers: bearer(orgToken),
    data: { ids: [applicationId], action: 'accept' },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return applicationId;
}

/**
 * The volunteer `volunteerToken` applies to the session, the organization `orgToken` accepts and
 * verifies `hours` through the API (as the CRM does): verified hours and their points.
 */
export async function verifiedHoursByApi(
  request: APIRequestContext,
  orgToken: string,
  sessionId: number,
  volunteerToken: string,
  hours: number,
): Promise<number> {
  const applicationId = await acceptedByApi(request, orgToken, sessionId, volunteerToken);
  await sessionHeldByApi(request, sessionId);
  const verified = await request.post(`/api/crm/applications/${applicationId}/verify`, { headers: bearer(orgToken), data: { hours } });
  expect(verified.status(), await verified.text()).toBe(200);
  return applicationId;
}

/** Moves a shift into the past (the development API): attendance and hours may be confirmed only after it (common/hours.ts). */
export async function sessionHeldByApi(request: APIRequestContext, sessionId: number): Promise<void> {
  // The development API answers this machine only: say so over the per-test client address.
  const held = await request.post(`/api/dev/sessions/${sessionId}/held`, { headers: { 'X-Forwarded-For': '127.0.0.1' } });
  expect(held.status(), await held.text()).toBe(200);
}

/** Moves every shift of an event into the past (sessionHeldByApi), so its attendance and hours may be confirmed. */
export async function eventHeldByApi(request: APIRequestContext, eventId: number): Promise<void> {
  const res = await request.get(`/api/events/${eventId}`);
  expect(res.status(), await res.text()).toBe(200);
  const { sessions } = (await res.json()) as { sessions: { id: number }[] };
  for (const session of sessions) await sessionHeldByApi(request, session.id);
}

/** A new volunteer account named `name`, signed in by cookie, on the page `path`. */
export async function volunteerAt(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string,
  name: string,
  path: string,
): Promise<Account> {
  const volunteer = await createActiveAccount(request, { type: 'volon', name });
  await signInWithCookie(request, context, baseURL, volunteer.email, volunteer.password);
  await page.goto(path);
  return volunteer;
}

/** The user id an access token names (its `sub` claim). */
export const userIdOf = (token: string): number =>
  Number((JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string | number }).sub);

/**
 * An initiative group registered by the volunteer `leaderToken` and approved by the admin (API),
 * joined at once through its invite link by the volunteers `memberTokens`.
 */
export async function approvedGroupByApi(
  request: APIRequestContext,
  leaderToken: string,
  input: { nameRu: string; descriptionRu: string } & Record<string, unknown>,
  memberTokens: readonly string[] = [],
): Promise<{ id: number; inviteCode: string }> {
  const created = await request.post('/api/my/initiatives', { headers: bearer(leaderToken), data: input });
  expect(created.status(), await created.text()).toBe(201);
  const group = (await created.json()) as { id: number; inviteCode: string };
  const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
  const approved = await request.post(`/api/admin/initiatives/${group.id}/approve`, { headers: bearer(admin) });
  expect(approved.status(), await approved.text()).toBe(200);
  for (const token of memberTokens) {
    const joined = await request.post(`/api/initiatives/${group.id}/join`, { headers: bearer(token), data: { invite: group.inviteCode } });
    expect(joined.status(), await joined.text()).toBe(201);
  }
  return group;
}

/** The Authorization header of an API call with a token. */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A 2×2 PNG (uploads check the type by content); `shade` makes each file different (bytes after IEND are ignored). */
export function png(shade = 0): Buffer {
  const base = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
    'base64',
  );
  return Buffer.concat([base, Buffer.from([shade])]);
}

/**
 * A course written through the API by `ownerToken` (an organization, or a group's leader with `path`
 * `/api/my/courses?group=<id>`) with one lesson and a one-question quiz (the right answer "Да"),
 * sent to moderation and approved by `moderatorToken`: its id and slug.
 */
export async function approvedCourseByApi(
  request: APIRequestContext,
  ownerToken: string,
  moderatorToken: string,
  input: { titleRu: string; summaryRu: string } & Record<string, unknown>,
  path = '/api/my/courses',
): Promise<{ id: number; slug: string }> {
  const call = async (url: string, data: Record<string, unknown> | undefined, status: number, token = ownerToken) => {
    const res = await request.post(url, { headers: bearer(token), ...(data ? { data } : {}) });
    expect(res.status(), `${url}: ${await res.text()}`).toBe(status);
    return (await res.json()) as { data?: { id: number; slug: string }; id?: number; slug?: string };
  };
  const course = (await call(path, { level: 'beginner', estimatedMinutes: 15, passMark: 50, ...input }, 201)).data!;
  const base = `/api/my/courses/${course.id}`;
  await call(`${base}/lessons`, { titleRu: 'Первый урок', bodyRu: '<p>Текст урока.</p>' }, 201);
  const options = [
    { textRu: 'Да', isCorrect: true },
    { textRu: 'Нет', isCorrect: false },
  ];
  await call(`${base}/questions`, { textRu: 'Всё понятно?', options }, 201);
  await call(`${base}/submit`, undefined, 200);
  await call(`/api/admin/courses/${course.id}/approve`, undefined, 200, moderatorToken);
  return { id: course.id, slug: course.slug };
}
