import { createActiveAccount, expect, signInWithCookie, test } from './support';

test.describe('header', () => {
  test('the More menu lists the 13 entries, the "soon" ones disabled @desktop', async ({ page }) => {
    await page.goto('/ru');
    await page.getByRole('button', { name: 'Ещё' }).click();
    const menu = page.getByTestId('more-menu');
    await expect(menu.getByRole('link')).toHaveCount(8);
    await expect(menu.getByText('скоро')).toHaveCount(5);
    await expect(menu.getByRole('link', { name: 'Портал вакансий' })).toHaveAttribute('href', '/ru/vacancies');
    await expect(menu.getByRole('link', { name: /Академия и онлайн-курсы/ })).toHaveAttribute('href', '/ru/academy');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Ещё' }).click();
    await menu.getByRole('link', { name: 'Цели устойчивого развития' }).click();
    await expect(page).toHaveURL(/\/ru\/burger\/sdg$/);
  });

  test('a signed-in volunteer sees the notifications panel and the avatar menu of spec §2 @desktop', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    const { email, password } = await createActiveAccount(request);
    await signInWithCookie(request, context, baseURL!, email, password);
    await page.goto('/ru');
    await page.getByRole('button', { name: /Уведомления/ }).click();
    await expect(page.getByTestId('notifications-panel')).toContainText('нет уведомлений');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Меню пользователя' }).click();
    const menu = page.getByTestId('avatar-menu');
    await expect(menu.getByRole('link', { name: email })).toHaveAttribute('href', '/ru/profile');
    await expect(menu.getByRole('link', { name: 'Стать организацией' })).toHaveAttribute('href', '/ru/initiative/sign-up');
    await menu.getByRole('button', { name: 'Выйти' }).click();
    await expect(page).toHaveURL(/\/ru$/);
    await expect(page.getByRole('link', { name: 'Войти' }).first()).toBeVisible();
  });

  test('on a phone the burger menu opens full width and closes with Escape @phone', async ({ page }) => {
    await page.goto('/uz');
    await page.getByRole('button', { name: 'Menyuni ochish' }).click();
    const drawer = page.getByTestId('mobile-menu');
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect(Math.round(box!.width)).toBe(375);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  test('the header sticks after scrolling 100px @both', async ({ page }) => {
    await page.goto('/ru/burger/sdg');
    const header = page.getByTestId('site-header');
    await expect(header).toHaveAttribute('data-sticky', 'false');
    // The page's text arrives in a lazy chunk: scroll once it is there (and again if the first wheel came too early).
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(async () => {
      await page.mouse.wheel(0, 400);
      await expect(header).toHaveAttribute('data-sticky', 'true', { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  });
});
