import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, createActiveAccount, createModerator, eventHeldByApi, expect, tagOf, test } from './support';

/*
 * The back office: what an anonymous visitor, an Uzbek speaker, an organization on a
 * phone and a moderator in another time zone see first.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function login(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/user/login', { data: { username: email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: { accessToken: string } }).token.accessToken;
}

/** An active account of a type, signed in through the API. */
async function account(request: APIRequestContext, over: Record<string, unknown>) {
  const { email, password } = await createActiveAccount(request, over);
  return { email, token: await login(request, email, password) };
}

/** Three days from now at 05:00 UTC (10:00 in Tashkent), plus `hours`. */
function utcFive(hours = 0): string {
  const day = new Date(Date.now() + 3 * 86_400_000);
  day.setUTCHours(5, 0, 0, 0);
  return new Date(day.getTime() + hours * 3_600_000).toISOString();
}

/**
 * An organization with an approved event (one shift at 05:00 UTC, titles and addresses in both
 * languages) and two applications: one new, one accepted.
 */
async function organizationWithApplicants(request: APIRequestContext) {
  const tag = Math.random().toString(36).slice(2, 7);
  const org = await account(request, { type: 'organization', name: `Yashil Bolalar ${tag}` });
  const admin = await login(request, ADMIN.email, ADMIN.password);
  const titleRu = `Посадка деревьев в парке имени Навои ${tag}`;
  const created = await request.post('/api/my/events', {
    headers: bearer(org.token),
    data: {
      titleRu,
      titleUz: `Navoiy bogʻida daraxt ekish ${tag}`,
      descriptionRu: 'Сажаем деревья во дворе школы вместе с жителями.',
      directionIds: [1],
      regionId: 1,
      addressRu: 'Юнусабад, школа 110',
      addressUz: 'Yunusobod, 110-maktab',
      isOnline: false,
      startsAt: utcFive(),
      endsAt: utcFive(4),
      capacity: 20,
      sessions: [{ titleRu: 'Утро', titleUz: 'Ertalab', startsAt: utcFive(), endsAt: utcFive(4), capacity: 10 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const event = (await created.json()) as { id: number; sessions: { id: number }[] };
  expect((await request.post(`/api/my/events/${event.id}/submit`, { headers: bearer(org.token) })).status()).toBe(200);
  expect((await request.post(`/api/admin/events/${event.id}/approve`, { headers: bearer(admin) })).status()).toBe(200);
  for (const name of ['Malika Karimova', 'Jasur Toshmatov']) {
    const volunteer = await account(request, { name });
    expect(
      (await request.post(`/api/sessions/${event.sessions[0]!.id}/apply`, { headers: bearer(volunteer.token), data: {} })).status(),
    ).toBe(201);
  }
  const filter = encodeURIComponent(JSON.stringify({ eventId: event.id }));
  const applications = (await (await request.get(`/api/crm/applications?filter=${filter}`, { headers: bearer(org.token) })).json()) as {
    id: number;
  }[];
  const accepted = await request.post('/api/crm/applications/bulk', {
    headers: bearer(org.token),
    data: { ids: [applications[0]!.id], action: 'accept' },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return { org, admin, eventId: event.id, titleRu };
}

/** Counts the page's own navigations (address changes included). */
function countNavigations(page: Page): () => number {
  let count = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) count++;
  });
  return () => count;
}

/** Signs in on the site's login page, where the back office sends a visitor (spec §2). */
async function signIn(page: Page, email: string, password: string, submit = 'Войти') {
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: submit }).click();
  await expect(page.locator('#login-password')).toBeHidden({ timeout: 15_000 });
}

/** Whether two boxes share any area. */
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
type Box = { x: number; y: number; width: number; height: number };

test.describe('an anonymous visitor of the back office @desktop', () => {
  const BACK: Record<string, string> = {
    '/admin': '/ru/admin/',
    '/ru/admin': '/ru/admin/',
    '/ru/crm': '/ru/admin/crm',
    '/admin/users': '/ru/admin/users',
  };
  for (const [address, back] of Object.entries(BACK)) {
    test(`${address} shows the site's sign-in form (back to ${back} afterwards) after a few navigations, not an endless loop`, async ({
      page,
    }) => {
      const navigations = countNavigations(page);
      await page.goto(address);
      await expect(page.locator('#login-password')).toBeVisible();
      await expect(page).toHaveURL(`/ru/login?next=${encodeURIComponent(back)}`);
      // Give a loop time to show itself: the count must stay small and settle.
      await page.waitForTimeout(1500);
      const settled = navigations();
      expect(settled).toBeLessThanOrEqual(8);
      await page.waitForTimeout(1000);
      expect(navigations()).toBe(settled);
    });
  }

  test('signs in from /admin/users and lands on the users list', async ({ page }) => {
    await page.goto('/admin/users');
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/users/);
    await expect(page.locator('#react-admin-title')).toContainText('Пользователи');
  });

  test('a moderator who signs in from /admin/bonuses comes back to the bonus queue', async ({ page, request }) => {
    const moderator = await createModerator(request, tagOf());
    await page.goto('/admin/bonuses');
    await expect(page).toHaveURL(`/ru/login?next=${encodeURIComponent('/ru/admin/bonuses')}`);
    await signIn(page, moderator.email, moderator.password);
    await expect(page).toHaveURL(/\/admin\/bonuses/);
    await expect(page.locator('#react-admin-title')).toContainText('Бонусы');
  });

  test('the login page refuses a return address on another site', async ({ page }) => {
    await page.goto(`/ru/login?next=${encodeURIComponent('//evil.example/ru/admin')}`);
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/admin\/$/);
  });
});

test.describe('the back office entered from the Uzbek site', () => {
  test('/admin/crm?locale=uz signs in on /uz/login and keeps Uzbek after signing in and without the parameter @desktop', async ({
    page,
  }) => {
    await page.goto('/admin/crm?locale=uz');
    await expect(page.getByRole('button', { name: 'Kirish' })).toBeVisible();
    await expect(page).toHaveURL(`/uz/login?next=${encodeURIComponent('/uz/admin/crm')}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'uz');
    await signIn(page, ADMIN.email, ADMIN.password, 'Kirish');
    await expect(page).not.toHaveURL(/locale=/);
    // The language menu names the current language (only its icon shows on a phone).
    const language = page.getByTestId('locale-menu').getByRole('button');
    await expect(language).toHaveText(/O'zbekcha/);
    await page.goto('/admin/');
    await expect(language).toHaveText(/O'zbekcha/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'uz');
  });

  test('/uz/crm and /uz/admin send to the Uzbek sign-in page (server redirect with ?locale=uz) @desktop', async ({ page }) => {
    for (const address of ['/uz/crm', '/uz/admin']) {
      await page.goto(address);
      await expect(page.getByRole('button', { name: 'Kirish' })).toBeVisible();
      await expect(page).toHaveURL(/\/uz\/login\?next=%2Fuz%2Fadmin%2F/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'uz');
    }
    // And back: /ru/admin switches to Russian again.
    await page.goto('/ru/admin');
    await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  });

  test("with no choice yet, the public site's language cookie decides @desktop", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: 'uz', url: baseURL! }]);
    await page.goto('/admin/');
    await expect(page.getByRole('button', { name: 'Kirish' })).toBeVisible();
    await expect(page).toHaveURL(/\/uz\/login\?next=/);
  });
});

test.describe('the CRM layout', () => {
  test('on a phone the title is not under the language menu and the new-application badge stays on its row @phone', async ({
    page,
    context,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const { org, titleRu } = await organizationWithApplicants(request);
    await context.addCookies([{ name: 'jwt-token', value: org.token, url: baseURL! }]);
    await page.goto('/admin/crm');
    const title = page.locator('#react-admin-title');
    await expect(title).toHaveText('Кабинет организации');
    const titleBox = (await title.boundingBox())!;
    const localeBox = (await page.getByTestId('locale-menu').boundingBox())!;
    expect(overlap(titleBox, localeBox)).toBe(false);
    // The whole title is shown (two lines at most), not cut under the buttons.
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1)).toBe(true);

    const row = page.getByTestId('crm-upcoming-event').filter({ hasText: titleRu });
    const text = (await row.getByTestId('crm-upcoming-text').boundingBox())!;
    const badge = (await row.getByTestId('crm-pending-badge').boundingBox())!;
    const badgeMiddle = badge.y + badge.height / 2;
    expect(badgeMiddle).toBeGreaterThan(text.y);
    expect(badgeMiddle).toBeLessThan(text.y + text.height);
    expect(badge.x).toBeGreaterThanOrEqual(text.x + text.width - 1);
    expect(badge.x + badge.width).toBeLessThanOrEqual(375);
    await testInfo.attach('crm dashboard (375)', { body: await page.screenshot(), contentType: 'image/png' });
  });

  test('in Uzbek the dashboard writes dates out ("25-noyabr 2026, 10:00"), never "2026 M11 25" @desktop', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const { org, titleRu } = await organizationWithApplicants(request);
    await context.addCookies([{ name: 'jwt-token', value: org.token, url: baseURL! }]);
    await page.goto('/admin/crm?locale=uz');
    // The Uzbek title ends with the same tag as the Russian one.
    const row = page.getByTestId('crm-upcoming-event').filter({ hasText: titleRu.split(' ').pop()! });
    await expect(row).toContainText(/\d{1,2}-(yanvar|fevral|mart|aprel|may|iyun|iyul|avgust|sentabr|oktabr|noyabr|dekabr) \d{4}, 10:00/);
    await expect(row).not.toContainText(/M\d{1,2}/);
  });

  test('at 1280 px the "attended" button of an applicant is fully visible @desktop', async ({
    page,
    context,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    const { org, eventId } = await organizationWithApplicants(request);
    // "Attended" is offered once the shift has started (common/hours.ts).
    await eventHeldByApi(request, eventId);
    await context.addCookies([{ name: 'jwt-token', value: org.token, url: baseURL! }]);
    await page.goto('/admin/crm/applications');
    const attended = page.getByTestId('application-attended').first();
    await expect(attended).toBeVisible();
    const button = (await attended.boundingBox())!;
    const table = (await page.getByTestId('applicants').boundingBox())!;
    expect(button.x + button.width).toBeLessThanOrEqual(Math.min(1280, table.x + table.width));
    // Nothing to scroll sideways to reach it.
    expect(await page.locator('.RaList-content').evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await testInfo.attach('crm applicants (1280)', { body: await page.screenshot(), contentType: 'image/png' });
  });
});

test.describe('Tashkent time and both languages in the back office @desktop', () => {
  test.use({ timezoneId: 'UTC' });

  test('on a UTC device a 05:00Z shift reads 10:00 in the CRM and in moderation, which shows both languages', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const { org, admin, eventId } = await organizationWithApplicants(request);

    await context.addCookies([{ name: 'jwt-token', value: org.token, url: baseURL! }]);
    await page.goto(`/admin/crm/events/${eventId}/show`);
    await expect(page.getByTestId('applicants')).toContainText('Утро · ');
    await expect(page.getByTestId('applicants')).toContainText('10:00');
    await expect(page.getByTestId('applicants')).not.toContainText('05:00');

    await context.clearCookies();
    await context.addCookies([{ name: 'jwt-token', value: admin, url: baseURL! }]);
    await page.goto(`/admin/events/${eventId}/show`);
    const sessions = page.getByTestId('sessions-table');
    await expect(sessions.getByTestId('session-title-ru')).toHaveText('Утро');
    await expect(sessions.getByTestId('session-title-uz')).toHaveText('Ertalab');
    await expect(sessions).toContainText('10:00');
    await expect(sessions).not.toContainText('05:00');
    await expect(page.getByTestId('date-startsAt')).toContainText('10:00');
    await expect(page.getByText('Юнусабад, школа 110')).toBeVisible();
    await expect(page.getByText('Yunusobod, 110-maktab')).toBeVisible();

    // The admin corrects the Uzbek address.
    await page.goto(`/admin/events/${eventId}`);
    await expect(page.locator('input[name="addressRu"]')).toHaveValue('Юнусабад, школа 110');
    await page.locator('input[name="addressUz"]').fill('Yunusobod tumani, 110-maktab');
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByText('Yunusobod tumani, 110-maktab')).toBeVisible();
    const saved = (await (await request.get(`/api/admin/events/${eventId}`, { headers: bearer(admin) })).json()) as { addressUz: string };
    expect(saved.addressUz).toBe('Yunusobod tumani, 110-maktab');
  });

  test('a banner period is typed and shown in Tashkent time on a UTC device', async ({ page, context, request, baseURL }) => {
    const admin = await login(request, ADMIN.email, ADMIN.password);
    const res = await request.post('/api/admin/banners', {
      headers: bearer(admin),
      data: {
        kind: 'advertising',
        titleRu: 'Время',
        titleUz: 'Vaqt',
        imageUrl: '/uploads/banner/time.png',
        startsAt: '2026-12-01T05:00:00.000Z',
        isActive: false,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { id } = (await res.json()) as { id: number };
    await context.addCookies([{ name: 'jwt-token', value: admin, url: baseURL! }]);

    await page.goto(`/admin/banners/${id}/show`);
    await expect(page.getByTestId('date-startsAt')).toContainText('10:00');
    await page.goto(`/admin/banners/${id}`);
    const startsAt = page.locator('input[name="startsAt"]');
    await expect(startsAt).toHaveValue('2026-12-01T10:00');
    await startsAt.fill('2026-12-01T11:30');
    await page.locator('form button[type="submit"]').click();
    await expect
      .poll(
        async () =>
          ((await (await request.get(`/api/admin/banners/${id}`, { headers: bearer(admin) })).json()) as { startsAt: string }).startsAt,
      )
      .toBe('2026-12-01T06:30:00.000Z');
    expect((await request.delete(`/api/admin/banners/${id}`, { headers: bearer(admin) })).ok()).toBe(true);
  });
});
