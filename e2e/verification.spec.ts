import type { APIRequestContext } from '@playwright/test';
import {
  allowApiError,
  apiLogin,
  backOfficePage,
  createActiveAccount,
  createModerator,
  expect,
  ONE_PAGE_PDF,
  signInWithCookie,
  test,
  userIdOf,
  tagOf,
} from './support';

/** A volunteer whose profile holds what verification needs, filled through the API (profile PUT and the passport upload). */
async function filledVolunteer(request: APIRequestContext, lastName: string) {
  const account = await createActiveAccount(request, { type: 'volon', name: `${lastName} Вера` });
  const token = await apiLogin(request, account.email, account.password);
  const headers = { Authorization: `Bearer ${token}` };
  const current = (await (await request.get('/api/my/volunteer-profile', { headers })).json()) as Record<string, unknown>;
  const types = (await (await request.get('/api/reference/volunteer-types')).json().catch(() => null)) as {
    data?: { id: number }[];
  } | null;
  const saved = await request.put('/api/my/volunteer-profile', {
    headers,
    data: {
      ...current,
      firstName: 'Вера',
      lastName,
      noMiddleName: true,
      middleName: null,
      birthDate: '1998-03-14',
      passportSeries: 'AA1234567',
      taxNumber: '123456789',
      volunteerTypeId: current['volunteerTypeId'] ?? types?.data?.[0]?.id ?? null,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const passport = await request.post('/api/my/volunteer-profile/passport', {
    headers,
    multipart: { file: { name: 'passport.pdf', mimeType: 'application/pdf', buffer: ONE_PAGE_PDF } },
  });
  expect(passport.status(), await passport.text()).toBeLessThan(300);
  return { ...account, token };
}

test.describe('verification: the volunteer asks, a moderator decides in the back office', () => {
  test('sent from the profile page, approved in the back office: the header shows the verified badge @desktop', async ({
    page,
    context,
    request,
    baseURL,
    browser,
  }) => {
    const lastName = `Проверкина${tagOf()}`;
    const volunteer = await filledVolunteer(request, lastName);
    await signInWithCookie(request, context, baseURL!, volunteer.email, volunteer.password);
    await page.goto('/ru/profile/infovolon');
    const panel = page.getByTestId('verification-panel');
    await expect(panel.getByTestId('verification-state')).toHaveText('Не проверен');
    await panel.getByRole('button', { name: 'Отправить на проверку' }).click();
    await expect(panel.getByTestId('verification-state')).toHaveText('На проверке');
    await expect(page.locator('.avatar-menu__verified')).toHaveCount(0);

    const moderator = await createModerator(request, tagOf());
    const mod = await backOfficePage(browser, request, baseURL!, moderator);
    await mod.goto('/admin/verifications');
    await mod.getByText(`Вера ${lastName}`).click();
    await expect(mod.getByTestId('profile-passportSeries')).toHaveText('AA1234567');
    await expect(mod.getByTestId('private-file')).toBeVisible();
    await mod.getByTestId('verification-approve').click();
    await expect(mod.getByTestId('verification-status')).toHaveText('Подтверждён');
    await mod.context().close();

    await page.reload();
    await expect(page.getByTestId('verification-panel').getByTestId('verification-state')).toHaveText('Проверен');
    await expect(page.locator('.avatar-menu__verified').getByTestId('verified-badge')).toBeVisible();
    // Listed in the directory, the volunteer's public page shows the badge to everyone.
    const listed = await request.put('/api/my/visibility', {
      headers: { Authorization: `Bearer ${volunteer.token}` },
      data: { isListed: true, showActivities: true, showPoints: true },
    });
    expect(listed.status()).toBe(200);
    const userId = userIdOf(volunteer.token);
    await page.goto(`/ru/volons/view/${userId}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Вера');
    await expect(page.locator('main').getByTestId('verified-badge')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('in Uzbek: what is missing is named; a rejection shows its reason @phone', async ({ page, context, request, baseURL, browser }) => {
    const empty = await createActiveAccount(request, { type: 'volon', name: `Bo'sh ${tagOf()}` });
    await signInWithCookie(request, context, baseURL!, empty.email, empty.password);
    allowApiError(page, 'POST /api/my/verification', 400, 'an incomplete profile is refused with what is missing: the point here');
    await page.goto('/uz/profile/infovolon');
    const panel = page.getByTestId('verification-panel');
    await expect(panel.getByTestId('verification-state')).toHaveText('Tekshirilmagan');
    await panel.getByRole('button', { name: 'Tekshiruvga yuborish' }).click();
    await expect(panel.getByTestId('verification-error')).toContainText("Tekshiruvga yuborish uchun to'ldiring:");
    await expect(panel.getByTestId('verification-error')).toContainText('pasport nusxasi');

    const lastName = `Radova${tagOf()}`;
    const volunteer = await filledVolunteer(request, lastName);
    const sent = await request.post('/api/my/verification', { headers: { Authorization: `Bearer ${volunteer.token}` } });
    expect(sent.status()).toBe(201);
    const moderator = await createModerator(request, tagOf());
    const mod = await backOfficePage(browser, request, baseURL!, moderator);
    await mod.goto('/admin/verifications');
    await mod.getByText(`Вера ${lastName}`).click();
    await mod.getByTestId('verification-reject').click();
    await mod.getByTestId('reject-reason').fill('Паспорт не читается');
    await mod.getByTestId('reject-confirm').click();
    await expect(mod.getByTestId('verification-status')).toHaveText('Отклонён');
    await mod.context().close();

    await context.clearCookies();
    await signInWithCookie(request, context, baseURL!, volunteer.email, volunteer.password);
    await page.goto('/uz/profile/infovolon');
    await expect(panel.getByTestId('verification-state')).toHaveText("Tekshiruvdan o'tmadi");
    await expect(panel.getByTestId('verification-reason')).toHaveText('Sabab: Паспорт не читается');
    await expect(panel.getByRole('button', { name: 'Tekshiruvga yuborish' })).toBeVisible();
  });
});
