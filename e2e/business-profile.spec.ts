import { apiLogin, bearer, createActiveAccount, expect, png, signInWithCookie, tagOf, test } from './support';

/** A business account's profile says what it can do and where its partner application stands. */
test('a business account finds its way to partnership from the profile, and its notice quotes the name once (ru, uz) @phone', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const business = await createActiveAccount(request, { type: 'bussines', name: `Romashka ${tagOf()}` });
  await signInWithCookie(request, context, baseURL!, business.email, business.password);
  await page.goto('/ru/profile');
  const card = page.getByTestId('profile-business');
  await expect(card.getByTestId('profile-business-state')).toHaveText('Заявки на партнёрство ещё нет.');
  await card.getByRole('link', { name: 'Стать партнёром' }).click();
  await expect(page).toHaveURL(/\/ru\/profile\/changerole$/);

  const token = await apiLogin(request, business.email, business.password);
  const logo = await request.post('/api/my/uploads/partner-logo', {
    headers: bearer(token),
    multipart: { file: { name: 'logo.png', mimeType: 'image/png', buffer: png(5) } },
  });
  expect(logo.status(), await logo.text()).toBe(201);
  const applied = await request.post('/api/my/partner-application', {
    headers: bearer(token),
    data: {
      companyName: 'ООО «Ромашка»',
      taxNumber: '123456789',
      contactName: 'Алишер Каримов',
      phone: '+998 90 123-45-67',
      website: null,
      logoUrl: ((await logo.json()) as { url: string }).url,
      offer: 'Скидки волонтёрам',
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);

  await page.goto('/uz/profile');
  await expect(page.getByTestId('profile-business-state')).toHaveText("Hamkorlik arizasi administrator tomonidan ko'rib chiqilmoqda.");
  await page.goto('/ru/profile/changerole');
  const pending = page.getByTestId('changerole-pending');
  await expect(pending).toContainText('Заявка компании ООО «Ромашка» отправлена');
  await expect(pending).not.toContainText('««');
  await expect(pending).not.toContainText('»»');
  await expect(pending).not.toContainText('г..');
});
