import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import {
  ADMIN,
  allowApiError,
  apiLogin,
  approveInBackOffice,
  approvedEventByApi,
  bearer,
  createActiveAccount,
  createModerator,
  expect,
  png,
  signInWithCookie,
  signedInPageLike,
  test,
  verifiedHoursByApi,
  tagOf,
} from './support';

/** What the volunteer and the partner read: Russian in the whole flow at desktop width, Uzbek in the phone test. */
const WORDS = {
  ru: {
    affordable: 'Доступные мне',
    all: 'Все бонусы',
    redeem: 'Обменять за 30 баллов',
    balanceAfter: 'Ваш баланс: 10 баллов',
    notEnough: 'Не хватает баллов: у вас 10 баллов, а бонус стоит 30 баллов.',
    close: 'Закрыть',
    showQr: 'Показать QR-код',
    issued: 'Не использован',
    used: 'Использован',
    code: 'Код бонуса',
    check: 'Проверить',
    use: 'Отметить использованным',
    usedNow: 'Готово: код отмечен использованным',
    alreadyUsed: 'Код уже использован',
    myLink: 'Мои бонусы и коды',
  },
  uz: {
    affordable: 'Menga mavjudlari',
    all: 'Barcha bonuslar',
    redeem: '30 ball evaziga olish',
    balanceAfter: 'Balansingiz: 10 ball',
    notEnough: 'Ballar yetmaydi: sizda 10 ball, bonus narxi esa 30 ball.',
    close: 'Yopish',
    showQr: 'QR-kodni koʻrsatish',
    issued: 'Ishlatilmagan',
    used: 'Ishlatilgan',
    code: 'Bonus kodi',
    check: 'Tekshirish',
    use: 'Ishlatilgan deb belgilash',
    usedNow: 'Tayyor: kod',
    alreadyUsed: 'Kod allaqachon ishlatilgan',
    myLink: 'Mening bonuslarim va kodlarim',
  },
} as const;

/** A business account made a partner through the API: logo, application, the admin's approval. */
async function partnerByApi(request: APIRequestContext, company: string): Promise<{ email: string; password: string }> {
  const business = await createActiveAccount(request, { type: 'bussines', name: company });
  const token = await apiLogin(request, business.email, business.password);
  const logo = await request.post('/api/my/uploads/partner-logo', {
    headers: bearer(token),
    multipart: { file: { name: 'logo.png', mimeType: 'image/png', buffer: png(3) } },
  });
  expect(logo.status(), await logo.text()).toBe(201);
  const applied = await request.post('/api/my/partner-application', {
    headers: bearer(token),
    data: {
      companyName: company,
      taxNumber: '123456789',
      contactName: 'Alisher Karimov',
      phone: '+998 90 123-45-67',
      website: null,
      logoUrl: ((await logo.json()) as { url: string }).url,
      offer: 'Скидки волонтёрам',
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
  const id = ((await applied.json()) as { data: { id: number } }).data.id;
  const approved = await request.post(`/api/admin/partner-applications/${id}/approve`, { headers: bearer(admin) });
  expect(approved.status(), await approved.text()).toBe(200);
  return business;
}

/** A volunteer with 4 verified hours (40 points) at an organization's approved event. */
async function volunteerWithPoints(request: APIRequestContext, tag: string): Promise<{ email: string; password: string }> {
  const volunteer = await createActiveAccount(request, { type: 'volon', name: `Dilnoza Bonus ${tag}` });
  const org = await createActiveAccount(request, { type: 'organization', name: `Saxovat ${tag}` });
  const orgToken = await apiLogin(request, org.email, org.password);
  const startsAt = new Date(Date.now() + 2 * 86_400_000);
  startsAt.setUTCHours(5, 0, 0, 0);
  const event = await approvedEventByApi(
    request,
    orgToken,
    {
      titleRu: `Субботник за баллы ${tag}`,
      titleUz: `Ballar uchun shanbalik ${tag}`,
      descriptionRu: 'Убираем парк.',
      addressRu: 'Чиланзар',
    },
    startsAt.toISOString(),
  );
  await verifiedHoursByApi(request, orgToken, event.sessions[0]!.id, await apiLogin(request, volunteer.email, volunteer.password), 4);
  return volunteer;
}

/** A partner's bonus (30 points) with the Uzbek title `titleUz`, created and approved through the API. */
async function approvedBonusByApi(request: APIRequestContext, tag: string, titleUz: string): Promise<void> {
  const partner = await partnerByApi(request, `Kofe ${tag}`);
  const partnerToken = await apiLogin(request, partner.email, partner.password);
  // Days on Tashkent's clock (UTC+5), as the offer's validity is.
  const day = (days: number) => new Date(Date.now() + 5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
  const created = await request.post('/api/my/bonuses', {
    headers: bearer(partnerToken),
    data: {
      titleRu: `Кофе для волонтёра ${tag}`,
      titleUz,
      descriptionRu: 'Большой капучино в любой нашей кофейне.',
      price: 30,
      quantity: 5,
      validFrom: day(0),
      validUntil: day(30),
      regionId: 1,
      isOnline: false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
  expect((await request.post(`/api/admin/bonuses/${id}/approve`, { headers: bearer(admin) })).status()).toBe(200);
}

/** The partner's check page: enters a code as typed (lower case, spaces) and sees whose it is. */
async function checkCode(page: Page, locale: 'ru' | 'uz', typed: string, holder: string, title: string): Promise<void> {
  const w = WORDS[locale];
  await page.goto(`/${locale}/profile/bonuses/check`);
  await page.getByRole('textbox', { name: w.code }).fill(typed);
  await page.getByRole('button', { name: w.check, exact: true }).click();
  const result = page.getByTestId('check-result');
  await expect(result.getByTestId('check-holder')).toContainText(holder);
  await expect(result.getByTestId('check-offer')).toHaveText(title);
  await expect(result.getByTestId('check-state')).toHaveText(w.issued);
}

test('a partner publishes a bonus, a moderator approves it, a volunteer redeems it for a code that the partner marks used once @desktop', async ({
  page,
  context,
  request,
  baseURL,
  browser,
}) => {
  test.setTimeout(240_000);
  const locale = 'ru';
  const w = WORDS[locale];
  const tag = tagOf();
  const title = `Кофе для волонтёра ${tag}`;
  const [partner, volunteer, moderator] = await Promise.all([
    partnerByApi(request, `Kofe ${tag}`),
    volunteerWithPoints(request, tag),
    createModerator(request, tag),
  ]);

  // 1. The partner finds «Бонусы» on the profile and publishes an offer through the form (Russian).
  const owner = await signedInPageLike(browser, page, request, baseURL!, partner);
  const p = owner.page;
  await p.goto('/ru/profile');
  await p.getByTestId('profile-links').getByRole('link', { name: 'Бонусы для волонтёров' }).click();
  await expect(p).toHaveURL(/\/ru\/profile\/bonuses$/);
  await expect(p.getByTestId('empty-list')).toBeVisible();
  await p.getByTestId('create-bonus-empty').click();
  const form = p.getByTestId('bonus-form');
  await form.getByTestId('submit-bonus').click();
  await expect(form.getByRole('textbox', { name: 'Название (русский)' })).toBeFocused();
  await expect(form.getByRole('textbox', { name: 'Название (русский)' })).toHaveAccessibleDescription(
    '«Название»: заполните на русском или узбекском языке',
  );
  await form.getByRole('textbox', { name: 'Название (русский)' }).fill(title);
  await form.getByRole('textbox', { name: 'Описание (русский)' }).fill('Большой капучино в любой нашей кофейне.');
  await form.getByRole('textbox', { name: 'Условия получения (русский)' }).fill('Покажите код на кассе.');
  await form.getByRole('spinbutton', { name: 'Цена в баллах' }).fill('30');
  await form.getByRole('checkbox', { name: 'Без ограничений' }).uncheck();
  await form.getByRole('spinbutton', { name: 'Количество' }).fill('5');
  await form.getByRole('combobox', { name: 'Регион' }).selectOption('1');
  await p.locator('#bonus-image').setInputFiles({ name: 'coffee.png', mimeType: 'image/png', buffer: png(7) });
  await expect(p.getByRole('img', { name: 'Выбранное изображение' })).toBeVisible();
  await form.getByTestId('submit-bonus').click();
  await expect(p).toHaveURL(/\/ru\/profile\/bonuses$/);
  await expect(p.getByTestId('list-message')).toContainText(`Бонус «${title}» отправлен на модерацию`);
  const row = p.getByTestId('bonus-row').filter({ hasText: title });
  await expect(row.getByTestId('moderation-state')).toHaveAttribute('data-state', 'moderation');

  // 2. A moderator approves it in the back office.
  await approveInBackOffice(browser, request, baseURL!, moderator, '/admin/bonuses', title);

  // 3. The volunteer (40 points) redeems it on the bonuse page and sees the code and its QR; the balance drops to 10.
  await signInWithCookie(request, context, baseURL!, volunteer.email, volunteer.password);
  await page.goto(`/${locale}/profile/volon/bonuse`);
  await expect(page.getByTestId('points-balance')).toContainText('40');
  await expect(page.getByRole('button', { name: w.affordable })).toHaveAttribute('aria-pressed', 'true');
  const card = page.getByTestId('bonus-card').filter({ hasText: title });
  await card.getByRole('button', { name: title, exact: true }).click();
  const dialog = page.getByTestId('bonus-dialog');
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  await expect(dialog).toContainText('Покажите код на кассе.');
  // The confirmation closes with Escape and nothing is spent; then it is confirmed.
  await dialog.getByRole('button', { name: w.redeem }).click();
  await expect(page.getByTestId('bonus-confirm')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('bonus-confirm')).toBeHidden();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: w.redeem }).click();
  await page.getByTestId('bonus-confirm-yes').click();
  const code = (await dialog.getByTestId('redemption-code').textContent())!;
  expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await expect(dialog.getByTestId('redemption-qr')).toBeVisible();
  await expect(dialog.getByTestId('bonus-balance-after')).toHaveText(w.balanceAfter);
  await dialog.getByRole('button', { name: w.close }).click();
  await expect(page.getByTestId('points-balance')).toContainText('10');

  // Not enough points now: not among «mine», and its page says why instead of offering the exchange.
  await expect(page.getByTestId('bonus-card').filter({ hasText: title })).toHaveCount(0);
  await page.getByRole('button', { name: w.all }).click();
  await page.getByTestId('bonus-card').filter({ hasText: title }).getByRole('button', { name: title, exact: true }).click();
  await expect(dialog.getByTestId('bonus-unavailable')).toHaveText(w.notEnough);
  await expect(dialog.getByRole('button', { name: w.redeem })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // 4. The code is on myboon, its QR shown on demand, big enough to scan.
  await page.getByRole('link', { name: w.myLink }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/profile/volon/myboon$`));
  const mine = page.getByTestId('redemption').filter({ hasText: title });
  await expect(mine.getByTestId('redemption-code')).toHaveText(code);
  await expect(mine.getByTestId('redemption-state')).toHaveText(w.issued);
  await expect(mine.getByTestId('redemption-qr')).toHaveCount(0);
  await mine.getByRole('button', { name: w.showQr }).click();
  const qrBox = await mine.getByTestId('redemption-qr').boundingBox();
  expect(qrBox!.width).toBeGreaterThanOrEqual(200);

  // 5. The partner enters the code as the volunteer says it (lower case, spaces) on two screens; the first marks it used, the second is told it already is.
  const typed = code.replace(/-/g, ' ').toLowerCase();
  const second = await owner.context.newPage();
  allowApiError(second, 'POST /api/my/bonuses/redemptions/*/use', 409, 'a code used on another screen is refused: the point here');
  await checkCode(p, locale, typed, 'Dilnoza', title);
  await checkCode(second, locale, code, 'Dilnoza', title);
  await p.getByRole('button', { name: w.use }).click();
  await expect(p.getByTestId('check-message')).toContainText(w.usedNow);
  await expect(p.getByTestId('check-state')).toContainText(w.used);
  await expect(p.getByRole('button', { name: w.use })).toHaveCount(0);
  await second.getByRole('button', { name: w.use }).click();
  await expect(second.getByTestId('check-message')).toContainText(w.alreadyUsed);
  await p.goto('/ru/profile/bonuses');
  await expect(p.getByTestId('bonus-row').filter({ hasText: title }).getByTestId('bonus-counts')).toHaveText(
    'Выдано кодов: 1, использовано: 1',
  );
  await owner.context.close();

  // The volunteer sees it used.
  await page.reload();
  await expect(page.getByTestId('redemption').filter({ hasText: title }).getByTestId('redemption-state')).toContainText(w.used);
});

test('on a phone, in Uzbek, a volunteer redeems an approved bonus and sees its code and QR on the screen @phone', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const w = WORDS.uz;
  const tag = tagOf();
  const title = `Ko'ngilliga qahva ${tag}`;
  const [volunteer] = await Promise.all([volunteerWithPoints(request, tag), approvedBonusByApi(request, tag, title)]);
  await signInWithCookie(request, context, baseURL!, volunteer.email, volunteer.password);
  await page.goto('/uz/profile/volon/bonuse');
  await expect(page.getByTestId('points-balance')).toContainText('40');
  await page.getByTestId('bonus-card').filter({ hasText: title }).getByRole('button', { name: title, exact: true }).click();
  const dialog = page.getByTestId('bonus-dialog');
  await dialog.getByRole('button', { name: w.redeem }).click();
  await page.getByTestId('bonus-confirm-yes').click();
  await expect(dialog.getByTestId('redemption-code')).toHaveText(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await expect(dialog.getByTestId('bonus-balance-after')).toHaveText(w.balanceAfter);
  // The QR code is shown whole on the 375 px screen, big enough to scan.
  const qr = (await dialog.getByTestId('redemption-qr').boundingBox())!;
  expect(qr.width).toBeGreaterThanOrEqual(200);
  expect(qr.x).toBeGreaterThanOrEqual(0);
  expect(qr.x + qr.width).toBeLessThanOrEqual(375);
});

test('on a phone the offer dialog dims the sticky header too, and Escape closes it and gives focus back (uz, ru) @phone', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const tag = tagOf();
  const title = `Ko'ngilliga choy ${tag}`;
  const volunteer = await createActiveAccount(request, { type: 'volon', name: `Dialog ${tag}` });
  await approvedBonusByApi(request, tag, title);
  await signInWithCookie(request, context, baseURL!, volunteer.email, volunteer.password);
  for (const [locale, name] of [
    ['uz', title],
    ['ru', `Кофе для волонтёра ${tag}`],
  ] as const) {
    await page.goto(`/${locale}/profile/volon/bonuse`);
    // No points yet: the offer is among all bonuses, not those within reach.
    await page.getByRole('button', { name: WORDS[locale].all }).click();
    const opener = page.getByTestId('bonus-card').filter({ hasText: name }).getByRole('button', { name, exact: true });
    // The card is far down: the header is the sticky one, fixed to the top.
    await opener.scrollIntoViewIfNeeded();
    await expect(page.getByTestId('site-header')).toHaveAttribute('data-sticky', 'true');
    // The sticky header slides in: measure it once it is whole on screen.
    await expect.poll(async () => (await page.getByTestId('site-header').boundingBox())?.y).toBe(0);
    const header = (await page.getByTestId('site-header').boundingBox())!;
    // How bright the header looks on screen (the mean of its pixels, 0–255).
    const headerBrightness = async () => {
      const shot = await page.screenshot({ clip: header, animations: 'disabled' });
      const { channels } = await sharp(shot).removeAlpha().stats();
      return channels.reduce((sum, c) => sum + c.mean, 0) / channels.length;
    };
    const bright = await headerBrightness();
    await opener.click();
    const dialog = page.getByTestId('bonus-dialog');
    await expect(dialog.getByRole('heading', { name })).toBeVisible();
    // The header is seen dimmed, like the rest of the page behind the dialog.
    await expect.poll(headerBrightness).toBeLessThan(bright * 0.75);
    // What a tap on the header's middle reaches: the dialog's dimmed layer, not the header.
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('dialog, header')?.tagName ?? 'none',
      [header.x + header.width / 2, header.y + header.height / 2],
    );
    expect(hit).toBe('DIALOG');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  }
});
