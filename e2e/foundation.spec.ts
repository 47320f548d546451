import { ADMIN, expect, signInWithCookie, test } from './support';

test.describe('the public site shell', () => {
  test('/ru shows the brand in Russian, without a developer status pill', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/ru$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Хашар');
    await expect(page.getByTestId('api-status')).toHaveCount(0);
  });

  test('/uz shows the brand in Uzbek', async ({ page }) => {
    await page.goto('/uz');
    await expect(page.locator('html')).toHaveAttribute('lang', 'uz');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hashar');
    await expect(page.getByTestId('api-status')).toHaveCount(0);
  });

  test('switching to UZB keeps the page, sets the cookie, and / then opens /uz', async ({ page, context }) => {
    await page.goto('/ru');
    await page.getByRole('link', { name: 'UZB' }).click();
    await expect(page).toHaveURL(/\/uz$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hashar');
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('uz');
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);
    await page.goto('/');
    await expect(page).toHaveURL(/\/uz$/);
  });

  test('fits the screen without sideways scrolling @both', async ({ page }) => {
    await page.goto('/ru');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('the back office', () => {
  test('/admin sends a visitor to the site’s login and back; signed in, it loads react-admin in Russian with the API status @desktop', async ({
    page,
  }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/ru\/login\?next=%2Fru%2Fadmin%2F$/);
    await page.locator('#login-email').fill(ADMIN.email);
    await page.locator('#login-password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page).toHaveTitle(/Admin panel|Панель администратора/);
    // The dashboard shows the API status. The back office's first load is the heaviest page: give it time when the machine is busy.
    await expect(page.getByRole('status').filter({ hasText: 'Сервер работает' })).toBeVisible({ timeout: 30_000 });
  });
});

/*
 * The other tests run as a browser that asked for less motion (playwright.config.ts): here both apps are
 * seen to move for those who did not ask, and to stay still for those who did.
 */
for (const motion of ['no-preference', 'reduce'] as const) {
  test.describe(`motion, when the system says "${motion}" @desktop`, () => {
    test.use({ reducedMotion: motion });
    const moves = motion === 'no-preference';

    test('the site’s page fade and the back office’s button transitions follow it', async ({ page, context, request, baseURL }) => {
      await page.goto('/ru');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Хашар');
      const pageAnimation = await page.locator('.page-transition').evaluate((el) => getComputedStyle(el).animationName);
      expect(pageAnimation).toBe(moves ? 'page-enter' : 'none');

      await signInWithCookie(request, context, baseURL!, ADMIN.email, ADMIN.password);
      await page.goto('/admin/');
      const button = page.getByRole('button', { name: 'Обновить' });
      await expect(button).toBeVisible({ timeout: 30_000 });
      const seconds = await button.evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration));
      if (moves) expect(seconds).toBeGreaterThan(0.1);
      else expect(seconds).toBeLessThan(0.001);
    });
  });
}
