import { crc32, deflateSync } from 'node:zlib';
import { allowApiError, apiLogin, createActiveAccount, expect, signInWithCookie, test } from './support';

/** One PNG chunk: length, type, data, CRC. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small PNG made here (320×200: blue with a yellow square), wider than tall — the cropper makes it square. */
function picture() {
  const [width, height] = [320, 200];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const yellow = x >= 120 && x < 200 && y >= 60 && y < 140;
      rows.set(yellow ? [255, 214, 0] : [21, 101, 192], y * (width * 3 + 1) + 1 + x * 3);
    }
  }
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name: 'me.png', mimeType: 'image/png', buffer: png };
}

test.describe('account settings (profile/edit) and the cropper page', () => {
  test('a volunteer uploads a cropped avatar, renames, switches to Uzbek and off emails, and sees it all @desktop', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    // Sign-up, upload, three page loads and a language switch: allow a busy machine.
    test.slow();
    const { email, password } = await createActiveAccount(request);
    const token = await signInWithCookie(request, context, baseURL!, email, password);
    await page.goto('/ru/profile');
    await page.getByTestId('profile-settings').click();
    await expect(page).toHaveURL(/\/ru\/profile\/edit$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Настройки аккаунта');
    await expect(page.getByTestId('settings-email')).toHaveText(email);

    await page.getByTestId('avatar-file').setInputFiles(picture());
    await expect(page.getByTestId('avatar-crop-area')).toBeVisible();
    await page.getByLabel('Масштаб').fill('1.5');
    await page.getByRole('button', { name: 'Загрузить аватар' }).click();
    await expect(page.getByTestId('avatar-message')).toHaveText('Аватар обновлён');
    await expect(page.getByTestId('avatar-picture')).toHaveAttribute('src', /\/uploads\/avatars\/.+\.jpg$/);
    // The header shows the 64 px thumbnail.
    await expect(page.locator('img.user-avatar').first()).toHaveAttribute('src', /\/uploads\/avatars\/.+\.webp$/);

    await page.getByLabel('Имя').fill('Лола Каримова');
    await page.getByLabel('Письма об участии, заявках и новостях').uncheck();
    await page.getByLabel('Язык сайта и писем').selectOption('uz');
    await page.getByRole('button', { name: 'Сохранить' }).first().click();
    await expect(page).toHaveURL(/\/uz\/profile\/edit$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Akkaunt sozlamalari');
    await expect(page.getByLabel('Ism')).toHaveValue('Лола Каримова');
    await expect(page.getByLabel('Ishtirok, arizalar va yangiliklar haqidagi xatlar')).not.toBeChecked();
    const saved = await (await request.get('/api/user/settings', { headers: { Authorization: `Bearer ${token}` } })).json();
    expect(saved.data).toMatchObject({ name: 'Лола Каримова', locale: 'uz', notifyEmail: false, notifyInApp: true });

    await page.goto('/uz/profile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Лола Каримова');
    await expect(page.locator('picture source[type="image/webp"]')).toHaveAttribute('srcset', /\/uploads\/avatars\/.+\.webp$/);
    await expect(page.getByTestId('avatar-picture')).toBeVisible();
  });

  test('deleting the account asks for the password, signs out, and the email no longer logs in @desktop', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    const { email, password } = await createActiveAccount(request);
    allowApiError(page, 'DELETE /api/user/account', 400, 'a wrong password is refused first');
    allowApiError(page, 'POST /api/user/login', 401, 'the deleted account no longer logs in');
    await signInWithCookie(request, context, baseURL!, email, password);
    await page.goto('/uz/profile/edit');
    await page.getByTestId('delete-open').click();
    const dialog = page.getByTestId('delete-dialog');
    await expect(dialog.getByRole('heading')).toHaveText("Akkaunt butunlay o'chirilsinmi?");
    await dialog.getByLabel('Tasdiqlash uchun parolni kiriting').fill('not-my-password');
    await dialog.getByTestId('delete-confirm').click();
    await expect(dialog).toContainText("Joriy parol noto'g'ri");
    await dialog.getByLabel('Tasdiqlash uchun parolni kiriting').fill(password);
    await dialog.getByTestId('delete-confirm').click();
    await expect(page).toHaveURL(/\/uz$/);
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'jwt-token')).toBeUndefined();

    await page.goto('/uz/login');
    await page.locator('#login-email').fill(email);
    await page.locator('#login-password').fill(password);
    await page.getByRole('button', { name: 'Kirish' }).click();
    await expect(page.getByTestId('form-error')).toHaveText("Email yoki parol noto'g'ri");
    const again = await request.post('/api/user/login', { data: { username: email, password } });
    expect(again.status()).toBe(401);
  });

  test('the cropper page crops a chosen picture to a square without uploading it (ru and uz)', async ({ page }) => {
    const uploads: string[] = [];
    page.on('request', (r) => r.url().includes('/api/user/avatar') && uploads.push(r.url()));
    for (const [locale, title, crop] of [
      ['ru', 'Обрезка аватара', 'Обрезать'],
      ['uz', 'Avatarni kesish', 'Kesish'],
    ] as const) {
      await page.goto(`/${locale}/cropper`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await page.getByTestId('avatar-file').setInputFiles(picture());
      await expect(page.getByTestId('avatar-crop-area')).toBeVisible();
      await page.getByTestId('avatar-crop-area').press('ArrowRight');
      await page.getByRole('button', { name: crop }).click();
      const result = page.getByTestId('cropper-result');
      await expect(result).toBeVisible();
      await expect.poll(() => result.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([512, 512]);
    }
    expect(uploads).toEqual([]);
  });

  test('a wrong file type is refused in the browser, in the page language', async ({ page, request, context, baseURL }) => {
    const { email, password } = await createActiveAccount(request);
    await signInWithCookie(request, context, baseURL!, email, password);
    await page.goto('/ru/profile/edit');
    await page.getByTestId('avatar-file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByTestId('avatar-cropper')).toContainText('Этот тип файла не подходит. Допустимы: PNG, JPEG, WebP');
    expect(await apiLogin(request, email, password)).toBeTruthy();
  });
});
