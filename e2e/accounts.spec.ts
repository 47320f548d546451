import { ADMIN, allowApiError, createActiveAccount, expect, mailedLink, PASSWORD, signInWithCookie, test, uniqueEmail } from './support';

test.describe('account flows', () => {
  test('sign up, activate from the mailed link, log in, and log out', async ({ page, request }) => {
    const email = uniqueEmail('ui');
    await page.goto('/ru/sign-up');
    await expect(page).toHaveTitle(/Регистрация/);
    await expect(page.locator('#signup-region option').first()).toHaveText('Выберите Ваш регион');
    await page.locator('#signup-email').fill(email);
    await page.locator('#signup-password').fill(PASSWORD);
    await page.locator('#signup-repeat').fill(PASSWORD);
    await page.locator('#signup-name').fill('Азиз Рахимов');
    await page.locator('#signup-region').selectOption({ label: 'г. Ташкент' });
    await page.locator('#signup-consent').check();
    await expect(page.getByTestId('captcha')).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(page.getByTestId('sign-up-done')).toContainText(email);

    await page.goto(await mailedLink(request, email, 'confirmation'));
    await expect(page.getByTestId('confirmation-done')).toBeVisible();

    await page.goto('/ru/login');
    await page.locator('#login-email').fill(email);
    await page.locator('#login-password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page).toHaveURL(/\/ru\/profile$/);
    await expect(page.getByTestId('profile-email')).toHaveText(email);

    // The home page the logout lands on asks as a visitor: never with the token being revoked.
    const homeCalls: (string | undefined)[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/home') homeCalls.push(req.headers()['authorization']);
    });
    await page.getByTestId('profile-logout').click();
    await expect(page).toHaveURL(/\/ru$/);
    await expect.poll(() => homeCalls.length).toBeGreaterThan(0);
    expect(homeCalls).toEqual(homeCalls.map(() => undefined));
    await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'jwt-token')).toBeUndefined();
    await page.goto('/ru/profile');
    await expect(page).toHaveURL(/\/ru\/login$/);
  });

  test('a wrong password shows the server message', async ({ page, request }) => {
    const { email } = await createActiveAccount(request);
    allowApiError(page, 'POST /api/user/login', 401, 'a wrong password is the point of this test');
    await page.goto('/uz/login');
    await page.locator('#login-email').fill(email);
    await page.locator('#login-password').fill('not-the-password');
    await page.getByRole('button', { name: 'Kirish' }).click();
    await expect(page.getByTestId('form-error')).toHaveText("Email yoki parol noto'g'ri");
    await expect(page).toHaveURL(/\/uz\/login$/);
  });

  test('forgot password → mailed recovery link → new password → log in @desktop', async ({ page, request }) => {
    const { email } = await createActiveAccount(request);
    await page.goto('/ru/forgotPassword');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Отправить ссылку' }).click();
    await expect(page.getByTestId('request-done')).toBeVisible();
    await page.goto(await mailedLink(request, email, 'recovery'));
    await page.locator('#recovery-password').fill('a-brand-new-pass');
    await page.locator('#recovery-repeat').fill('a-brand-new-pass');
    await page.getByRole('button', { name: /Сохранить|Установить|Сменить/ }).click();
    await expect(page.getByTestId('recovery-done')).toBeVisible();
    await page.goto('/ru/login');
    await page.locator('#login-email').fill(email);
    await page.locator('#login-password').fill('a-brand-new-pass');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page).toHaveURL(/\/ru\/profile$/);
  });

  test('an expired session sends the visitor to /ru/login?message=session with an explanation @desktop', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    const { email, password } = await createActiveAccount(request);
    const token = await signInWithCookie(request, context, baseURL!, email, password);
    await page.goto('/ru/profile');
    await expect(page.getByTestId('profile-email')).toHaveText(email);
    // Signed out everywhere from another device: the cookie still looks valid, the server says 401.
    allowApiError(page, 'GET /api/user/*', 401, 'a session ended elsewhere is the point of this test');
    allowApiError(page, 'GET /api/notifications', 401, 'the bell may ask once before the page learns the session ended');
    expect((await request.post('/api/user/logout-all', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);
    await page.reload();
    await expect(page).toHaveURL(/\/ru\/login\?message=session$/);
    await expect(page.getByTestId('session-expired')).toBeVisible();
  });

  test('keyboard only: log in without a mouse @desktop', async ({ page, request }) => {
    const { email, password } = await createActiveAccount(request);
    await page.goto('/ru/login');
    await page.locator('#login-email').focus();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await expect(page.locator('#login-password')).toBeFocused();
    await page.keyboard.type(password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ru\/profile$/);
  });
});

test.describe('guards', () => {
  test('an anonymous visitor of the profile goes to login', async ({ page }) => {
    await page.goto('/ru/profile');
    await expect(page).toHaveURL(/\/ru\/login$/);
  });

  test('a volunteer sees the profile', async ({ page, request, context, baseURL }) => {
    const { email, password } = await createActiveAccount(request);
    await signInWithCookie(request, context, baseURL!, email, password);
    await page.goto('/uz/profile');
    await expect(page.getByTestId('profile-email')).toHaveText(email);
    await expect(page).toHaveTitle(/Shaxsiy kabinet/);
  });

  test('an admin opening the profile lands in the admin panel @desktop', async ({ page, request, context, baseURL }) => {
    await signInWithCookie(request, context, baseURL!, ADMIN.email, ADMIN.password);
    await page.goto('/ru/profile');
    await expect(page).toHaveURL(/\/admin\/?$/);
  });
});

test.describe('language and not-found', () => {
  test('switching the language keeps the page', async ({ page }) => {
    await page.goto('/ru/login');
    await page.getByRole('link', { name: 'UZB' }).first().click();
    await expect(page).toHaveURL(/\/uz\/login$/);
    await expect(page).toHaveTitle(/Avtorizatsiya/);
  });

  test('an unknown page shows the 404 page in both languages, with status 404', async ({ page }) => {
    const ru = await page.goto('/ru/no-such-page');
    expect(ru?.status()).toBe(404);
    await expect(page.getByText('Упссс, такой страницы не существует...')).toBeVisible();
    await expect(page).toHaveTitle(/Страница не найдена/);
    const uz = await page.goto('/uz/no-such-page');
    expect(uz?.status()).toBe(404);
    await expect(page).toHaveTitle(/Sahifa topilmadi/);
    await page
      .getByRole('link', { name: /bosh sahifa/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/uz$/);
  });
});
