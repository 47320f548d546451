import { createActiveAccount, expect, mailedLink, test } from './support';

/** Emailed links are checked when their page opens: a bad one is explained, with the way to a new one, and nothing is sent. */
test.describe('emailed links that no longer work', () => {
  test('a used reset link says so before any password form, and offers a new link (ru) @phone', async ({ page, request }) => {
    const { email } = await createActiveAccount(request);
    await request.post('/api/user/forgot', { data: { username: email } });
    const link = await mailedLink(request, email, 'recovery');
    const [, id, token] = /\/recovery\/(\d+)\/([^/]+)/.exec(link)!;
    const used = await request.post('/api/user/recovery', {
      data: { id: Number(id), token, password: 'a-brand-new-pass', repeat: 'a-brand-new-pass' },
    });
    expect(used.status()).toBe(200);

    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()));
    await page.goto(link);
    await expect(page.getByTestId('recovery-invalid')).toHaveText(
      'Эта ссылка уже использована или заменена более новой. Запросите новую ссылку для сброса пароля',
    );
    await expect(page.getByTestId('recovery-invalid')).toBeFocused();
    await expect(page.locator('#recovery-password')).toHaveCount(0);
    await page.getByRole('link', { name: 'Запросить новую ссылку' }).click();
    await expect(page).toHaveURL(/\/ru\/forgotPassword$/);
    expect(posts).toEqual([]);
  });

  test('a wrong reset link is explained in Uzbek @phone', async ({ page, request }) => {
    const { email } = await createActiveAccount(request);
    await request.post('/api/user/forgot', { data: { username: email } });
    const link = await mailedLink(request, email, 'recovery');
    await page.goto(link.replace('/ru/', '/uz/').slice(0, -3) + 'xyz');
    await expect(page.getByTestId('recovery-invalid')).toHaveText("Havola yaroqsiz yoki muddati o'tgan. Yangisini so'rang");
    await expect(page.getByRole('link', { name: "Yangi havola so'rash" })).toBeVisible();
  });

  test('a used activation link is explained without posting it again, with the resend form (uz, ru) @phone', async ({ page, request }) => {
    const { email } = await createActiveAccount(request);
    const link = await mailedLink(request, email, 'confirmation');
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()));
    await page.goto(link.replace('/ru/', '/uz/'));
    await expect(page.getByTestId('confirmation-failed')).toHaveText(
      "Bu havoladan allaqachon foydalanilgan. Akkauntingiz tasdiqlangan bo'lsa, shunchaki kiring; aks holda quyida yangi havola so'rang",
    );
    await expect(page.getByRole('button', { name: 'Yangi havola yuborish' })).toBeVisible();
    await page.goto(link.slice(0, -3) + 'xyz');
    await expect(page.getByTestId('confirmation-failed')).toHaveText('Ссылка недействительна или устарела. Запросите новую');
    await expect(page.getByRole('button', { name: 'Отправить новую ссылку' })).toBeVisible();
    expect(posts).toEqual([]);
  });
});
