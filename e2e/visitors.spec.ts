import type { APIRequestContext } from '@playwright/test';
import { ADMIN, createActiveAccount, expect, signInWithCookie, test } from './support';

/** Uzbek months as the site writes them ("25-noyabr 2026"), never the browser's "2026 M11 25". */
const UZ_DAY = /\d{1,2}-(yanvar|fevral|mart|aprel|may|iyun|iyul|avgust|sentabr|oktabr|noyabr|dekabr) \d{4}/;

async function tokenOf(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/user/login', { data: { username: email, password } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: { accessToken: string } }).token.accessToken;
}

/** Gives an account a role through the admin API. */
async function promote(request: APIRequestContext, email: string, role: 'moderator' | 'admin'): Promise<void> {
  const auth = { Authorization: `Bearer ${await tokenOf(request, ADMIN.email, ADMIN.password)}` };
  const users = await request.get(`/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`, { headers: auth });
  const [user] = (await users.json()) as { id: number }[];
  expect((await request.put(`/api/admin/users/${user!.id}`, { headers: auth, data: { role } })).status()).toBe(200);
}

/**
 * An approved event with one shift from 05:00 to 09:00 UTC tomorrow: 10:00–14:00 in Tashkent.
 * Made through the API (organizer → moderation → admin approval).
 */
async function approvedEvent(request: APIRequestContext, tag: string): Promise<{ id: number; title: string }> {
  const org = await createActiveAccount(request, { type: 'organization', name: `Tashkent ${tag}` });
  const auth = { Authorization: `Bearer ${await tokenOf(request, org.email, org.password)}` };
  const day = new Date(Date.now() + 24 * 3600 * 1000).toISOString().slice(0, 10);
  const [startsAt, endsAt] = [`${day}T05:00:00.000Z`, `${day}T09:00:00.000Z`];
  const title = `Субботник ${tag}`;
  const created = await request.post('/api/my/events', {
    headers: auth,
    data: {
      titleRu: title,
      titleUz: `Hashar ${tag}`,
      descriptionRu: 'Уборка парка вместе с соседями.',
      directionIds: [1],
      isOnline: false,
      addressRu: 'Юнусабад, парк',
      addressUz: 'Yunusobod, bog‘',
      startsAt,
      endsAt,
      sessions: [{ titleRu: 'Утренняя смена', titleUz: 'Ertalabki smena', startsAt, endsAt, capacity: 5 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await request.post(`/api/my/events/${id}/submit`, { headers: auth })).status()).toBeLessThan(300);
  const admin = { Authorization: `Bearer ${await tokenOf(request, ADMIN.email, ADMIN.password)}` };
  expect((await request.post(`/api/admin/events/${id}/approve`, { headers: admin })).status()).toBeLessThan(300);
  return { id, title };
}

test.describe('the home page for visitors', () => {
  for (const [locale, heading, pill] of [
    ['ru', 'Хашар', 'Сервер работает'],
    ['uz', 'Hashar', 'Server ishlayapti'],
  ] as const) {
    test(`/${locale} has no developer "server is running" pill ${locale === 'ru' ? '@desktop' : '@phone'}`, async ({ page }) => {
      await page.goto(`/${locale}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('link', { name: /./ }).first()).toBeVisible();
      await expect(page.getByText(pill)).toHaveCount(0);
      await expect(page.getByTestId('api-status')).toHaveCount(0);
    });
  }
});

test.describe('the privacy page', () => {
  for (const [locale, contacts] of [
    ['ru', 'Оператор'],
    ['uz', 'Operator'],
  ] as const) {
    test(`/${locale}/privacy reads naturally: no template brackets or placeholders ${locale === 'ru' ? '@desktop' : '@phone'}`, async ({
      page,
    }) => {
      await page.goto(`/${locale}/privacy`);
      const article = page.locator('article.legal');
      await expect(article.locator('#privacy-contacts')).toContainText(contacts);
      const text = await article.innerText();
      expect(text).not.toMatch(/[[\]{}]/);
      expect(text).not.toMatch(/дд\.мм|kk\.oo|000000000|null|undefined/);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

for (const timezoneId of ['UTC', 'America/New_York']) {
  test.describe(`with the browser in ${timezoneId} ${timezoneId === 'UTC' ? '@desktop' : '@phone'}`, () => {
    test.use({ timezoneId });

    test('a 05:00Z shift shows as 10:00 (Tashkent) on the event page and in my applications, Uzbek dates written out', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const tag = `tz${Math.random().toString(36).slice(2, 8)}`;
      const event = await approvedEvent(request, tag);

      await page.goto(`/ru/events/view/${event.id}`);
      const session = page.getByTestId('session').first();
      await expect(session).toContainText('Утренняя смена');
      await expect(session).toContainText('10:00–14:00');

      // A volunteer applies, then sees the shift and the application date on the profile page in Uzbek.
      const volunteer = await createActiveAccount(request, { type: 'volon', name: `Malika ${tag}` });
      await signInWithCookie(request, context, baseURL!, volunteer.email, volunteer.password);
      await page.goto(`/uz/events/view/${event.id}`);
      await expect(page.getByTestId('session').first()).toContainText('Ertalabki smena');
      await expect(page.getByTestId('session').first()).toContainText('10:00–14:00');
      await page
        .getByTestId('session')
        .first()
        .getByRole('button', { name: /Yozilish/ })
        .click();
      await expect(page.getByTestId('session').first()).toContainText('Ariza yuborildi');

      await page.goto('/uz/profile/application');
      const row = page.getByTestId('application-row').filter({ hasText: `Hashar ${tag}` });
      await expect(row).toContainText('10:00–14:00');
      await expect(row).toContainText(UZ_DAY);
      await expect(row).not.toContainText(/\d{4} M\d{1,2}/);
    });
  });
}

test('the profile page writes the Uzbek "member since" date out', async ({ page, context, request, baseURL }) => {
  const volunteer = await createActiveAccount(request, { type: 'volon', name: 'Dilnoza' });
  await signInWithCookie(request, context, baseURL!, volunteer.email, volunteer.password);
  await page.goto('/uz/profile');
  const main = page.locator('main');
  await expect(main).toContainText(UZ_DAY);
  await expect(main).not.toContainText(/\d{4} M\d{1,2}/);
});

test.describe('the avatar menu', () => {
  for (const [locale, label] of [
    ['ru', 'Модерация'],
    ['uz', 'Moderatsiya'],
  ] as const) {
    test(`a moderator finds the way to moderation (/${locale}) ${locale === 'ru' ? '@desktop' : '@phone'}`, async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const moderator = await createActiveAccount(request, { type: 'volon', name: 'Moderator' });
      await promote(request, moderator.email, 'moderator');
      await signInWithCookie(request, context, baseURL!, moderator.email, moderator.password);
      await page.goto(`/${locale}`);
      await page.locator('.avatar-menu__toggle').click();
      const entry = page.getByTestId('avatar-menu').getByRole('link', { name: label });
      await expect(entry).toBeVisible();
      await expect(entry).toHaveAttribute('href', '/admin/');
    });
  }

  test('an admin has the back office entry too', async ({ page, context, request, baseURL }) => {
    await signInWithCookie(request, context, baseURL!, ADMIN.email, ADMIN.password);
    await page.goto('/ru');
    await page.locator('.avatar-menu__toggle').click();
    await expect(page.getByTestId('avatar-menu').getByRole('link', { name: 'Панель администратора' })).toHaveAttribute('href', '/admin/');
  });
});
