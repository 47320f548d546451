import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { messageUpdate, signTelegramLogin, type FakeTelegramUser } from '../api/src/test/fakeTelegram';
import { allowApiError, bearer, createActiveAccount, E2E_TELEGRAM, expect, signInWithCookie, tagOf, test } from './support';

/** A Telegram user of its own for each test (ids are unique per run). */
function telegramUser(): FakeTelegramUser & { username: string } {
  return { id: 700_000_000 + Math.floor(Math.random() * 99_999_999), first_name: 'Ali', username: `e2e_${tagOf()}` };
}

/** Sends an update to our webhook as Telegram does (with the secret). */
async function sendUpdate(request: APIRequestContext, update: object): Promise<void> {
  const res = await request.post('/api/telegram/webhook', {
    headers: { 'X-Telegram-Bot-Api-Secret-Token': E2E_TELEGRAM.webhookSecret },
    data: update,
  });
  expect(res.status()).toBe(200);
}

/** The code of a one-time deep link t.me/<bot>?start=<code>. */
const codeOf = (url: string): string => new URL(url).searchParams.get('start')!;

/** Telegram's answer as oauth.telegram.org appends it to return_to. */
const tgAuthHash = (data: object): string => `#tgAuthResult=${Buffer.from(JSON.stringify(data)).toString('base64url')}`;

/** t.me opens the Telegram app: here an empty page, so nothing leaves the machine. */
async function stubTelegramSite(context: BrowserContext): Promise<void> {
  await context.route('https://t.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>t.me</p>' }));
}

test.describe('Telegram in profile/edit and on the login page', () => {
  test('a volunteer links Telegram by the deep link, picks what Telegram gets, and unlinks', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const { email, password } = await createActiveAccount(request);
    await signInWithCookie(request, context, baseURL!, email, password);
    await stubTelegramSite(context);
    const tgUser = telegramUser();

    await page.goto('/ru/profile/edit');
    const section = page.getByTestId('telegram-section');
    await expect(section.getByRole('heading', { name: 'Telegram' })).toBeVisible();
    await expect(section).toContainText('@hashar_e2e_bot');
    const opened = context.waitForEvent('page');
    await section.getByRole('button', { name: 'Привязать Telegram' }).click();
    // The link opens in a new tab (the Telegram app on a phone) and stays on the page with its expiry.
    const tab = await opened;
    await expect(tab).toHaveURL(/^https:\/\/t\.me\/hashar_e2e_bot\?start=/);
    await tab.close();
    const deepLink = section.getByTestId('telegram-deep-link');
    await expect(deepLink).toHaveText(/^https:\/\/t\.me\/hashar_e2e_bot\?start=\S+$/);
    await expect(section).toContainText(/действует до \d{2}:\d{2} по времени Ташкента/);

    // The person presses Start in Telegram: the page notices by itself.
    await sendUpdate(request, messageUpdate(tgUser, `/start ${codeOf((await deepLink.textContent())!)}`));
    await expect(section.getByTestId('telegram-linked')).toContainText(`Привязан аккаунт @${tgUser.username} с `);
    await expect(section.getByTestId('telegram-message')).toHaveText('Telegram привязан');

    const messages = section.getByRole('checkbox', { name: 'Сообщения от организаторов' });
    const wasOn = await messages.isChecked();
    await messages.click();
    await expect(section.getByTestId('telegram-message')).toHaveText('Сохранено');
    await page.reload();
    await expect(section.getByRole('checkbox', { name: 'Сообщения от организаторов' })).toBeChecked({ checked: !wasOn });
    await expect(section.getByRole('checkbox', { name: 'Решения по моим заявкам' })).toBeVisible();

    await section.getByRole('button', { name: 'Отвязать' }).click();
    await section.getByTestId('telegram-unlink-yes').click();
    await expect(section.getByTestId('telegram-message')).toHaveText('Telegram отвязан');
    await expect(section.getByRole('button', { name: 'Привязать Telegram' })).toBeVisible();
  });

  test('the login page signs in with a signed Telegram answer and refuses a forged or unlinked one', async ({ page, request }) => {
    const { email, password } = await createActiveAccount(request);
    const token = (await (await request.post('/api/user/login', { data: { username: email, password } })).json()).token
      .accessToken as string;
    const tgUser = telegramUser();
    const link = await request.post('/api/user/telegram/link', { headers: bearer(token) });
    expect(link.status()).toBe(201);
    await sendUpdate(request, messageUpdate(tgUser, `/start ${codeOf(((await link.json()) as { url: string }).url)}`));
    const signed = signTelegramLogin(
      { id: tgUser.id, first_name: 'Ali', username: tgUser.username, auth_date: Math.floor(Date.now() / 1000) },
      E2E_TELEGRAM.token,
    );

    await page.goto('/ru/login?next=/ru/profile/edit');
    const button = page.getByRole('link', { name: 'Войти через Telegram' });
    const href = new URL((await button.getAttribute('href'))!);
    expect(`${href.origin}${href.pathname}`).toBe('https://oauth.telegram.org/auth');
    expect(href.searchParams.get('bot_id')).toBe('123456');
    expect(href.searchParams.get('origin')).toBe(new URL(page.url()).origin);
    expect(href.searchParams.get('return_to')).toBe(page.url());

    allowApiError(page, 'POST /api/user/login/telegram', 401, 'a forged Telegram answer is refused: the point here');
    allowApiError(page, 'POST /api/user/login/telegram', 404, 'an unlinked Telegram account is refused: the point here');
    // A forged answer: refused with the API's words, the hash taken out of the address.
    await page.goto(`/ru/login?try=forged${tgAuthHash({ ...signed, hash: 'f'.repeat(64) })}`);
    await expect(page.getByTestId('form-error')).toHaveText('Не удалось подтвердить вход через Telegram, попробуйте ещё раз');
    expect(new URL(page.url()).hash).toBe('');
    // A real answer from a Telegram nobody linked: told where to link it.
    const stranger = signTelegramLogin({ id: tgUser.id + 1, auth_date: Math.floor(Date.now() / 1000) }, E2E_TELEGRAM.token);
    await page.goto(`/ru/login?try=stranger${tgAuthHash(stranger)}`);
    await expect(page.getByTestId('form-error')).toContainText('привяжите Telegram в настройках профиля');

    // The linked one signs in and lands where the login was asked for.
    await page.goto(`/ru/login?next=/ru/profile/edit${tgAuthHash(signed)}`);
    await expect(page).toHaveURL(/\/ru\/profile\/edit$/);
    await expect(page.getByTestId('settings-email')).toHaveText(email);
    await expect(page.getByTestId('telegram-linked')).toContainText(`@${tgUser.username}`);
  });

  test('/uz: the Telegram section and the login button speak Uzbek @phone', async ({ page, context, request, baseURL }) => {
    const { email, password } = await createActiveAccount(request);
    await page.goto('/uz/login');
    await expect(page.getByRole('link', { name: 'Telegram orqali kirish' })).toBeVisible();
    // (another query: a new page load, as when Telegram sends the visitor back)
    allowApiError(page, 'POST /api/user/login/telegram', 401, 'a forged Telegram answer is refused: the point here');
    await page.goto(`/uz/login?try=forged${tgAuthHash({ id: 1, auth_date: 1, hash: 'f'.repeat(64) })}`);
    await expect(page.getByTestId('form-error')).toContainText('Telegram orqali kirish');

    await signInWithCookie(request, context, baseURL!, email, password);
    await page.goto('/uz/profile/edit');
    const section = page.getByTestId('telegram-section');
    await expect(section.getByRole('button', { name: 'Telegramni biriktirish' })).toBeVisible();
    // 375 px: nothing of the section sticks out of the screen.
    const box = (await section.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  });
});
