import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, createActiveAccount, expect, test } from './support';

/** A 1×1 PNG, as a file a person would pick. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Opens the back office and signs in on the site's login page, where it sends a visitor (spec §2). */
async function signInToBackOffice(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/ru\/login\?next=%2Fru%2Fadmin%2F$/);
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.locator('#login-password')).toBeHidden({ timeout: 15_000 });
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/user/login', { data: { username: ADMIN.email, password: ADMIN.password } });
  return ((await res.json()) as { token: { accessToken: string } }).token.accessToken;
}

/** Gives an account another role through the back-office API, as an admin would. */
async function setRole(request: APIRequestContext, email: string, role: string): Promise<void> {
  const auth = { Authorization: `Bearer ${await adminToken(request)}` };
  const filter = encodeURIComponent(JSON.stringify({ q: email }));
  const [user] = (await (await request.get(`/api/admin/users?filter=${filter}`, { headers: auth })).json()) as { id: number }[];
  expect((await request.put(`/api/admin/users/${user!.id}`, { headers: auth, data: { role } })).status()).toBe(200);
}

test.describe('the back office', () => {
  test('an admin signs in, switches to Uzbek and renames a region, which /api/cities then shows @desktop', async ({
    page,
    request,
  }, testInfo) => {
    await signInToBackOffice(page, ADMIN.email, ADMIN.password);
    await expect(page.getByTestId('api-status')).toHaveAttribute('data-status', 'ok');
    await testInfo.attach('dashboard (ru)', { body: await page.screenshot(), contentType: 'image/png' });
    await page.getByRole('button', { name: /Русский/ }).click();
    await page.getByRole('menuitem', { name: "O'zbekcha" }).click();
    await expect(page.getByTestId('menu-users')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'uz');

    const cities = async () => ((await (await request.get('/api/cities')).json()) as { data: { id: number; nameUz: string }[] }).data;
    const khorezm = (await cities()).find((c) => c.nameUz.startsWith('Xorazm'))!;
    const renamed = `Xorazm viloyati ${Date.now() % 10000}`;
    await page.goto(`/admin/regions/${khorezm.id}`);
    await page.locator('input[name="nameUz"]').fill(renamed);
    await page.locator('form button[type="submit"]').click();
    await expect.poll(async () => (await cities()).find((c) => c.id === khorezm.id)?.nameUz).toBe(renamed);
    await testInfo.attach('regions list (uz)', { body: await page.screenshot(), contentType: 'image/png' });

    // Put the name back so the next run starts from the seeded one.
    const auth = { Authorization: `Bearer ${await adminToken(request)}` };
    expect((await request.put(`/api/admin/regions/${khorezm.id}`, { headers: auth, data: { nameUz: 'Xorazm viloyati' } })).status()).toBe(
      200,
    );
  });

  test('an admin uploads a partner logo, and the public footer shows it @desktop', async ({ page }) => {
    const name = `Partner ${Date.now()}`;
    await signInToBackOffice(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/partners/create');
    await page.locator('input[name="name"]').fill(name);
    await page.locator('input[type="file"]').first().setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByTestId('image-preview')).toBeVisible();
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/admin\/partners/);
    await expect.poll(async () => JSON.stringify(await (await page.request.get('/api/partners')).json())).toContain(name);
    await page.goto('/ru');
    await expect(page.getByRole('img', { name })).toBeVisible();
  });

  test('a moderator may enter but never sees the admin-only users @desktop', async ({ page, request }) => {
    const { email, password } = await createActiveAccount(request);
    await setRole(request, email, 'moderator');
    await signInToBackOffice(page, email, password);
    await expect(page.getByTestId('api-status')).toBeVisible();
    await expect(page.getByTestId('menu-users')).toHaveCount(0);
    await page.goto('/admin/users');
    await expect(page.getByTestId('access-denied')).toContainText('Нет доступа');
    await expect(page.getByRole('row')).toHaveCount(0);
  });

  test('a volunteer who signs in from the back office ends on their profile on the site (spec §2) @desktop', async ({ page, request }) => {
    const { email, password } = await createActiveAccount(request);
    await signInToBackOffice(page, email, password);
    await expect(page).toHaveURL(/\/ru\/profile$/);
  });
});
