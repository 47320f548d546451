import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { allowApiError, apiLogin, createActiveAccount, expect, ONE_PAGE_PDF, signInWithCookie, test, tagOf } from './support';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 140, b: 90 } } })
    .png()
    .toBuffer();

/** The last region of the reference list (an id and its Russian name). */
async function someRegion(request: APIRequestContext): Promise<{ id: number; nameRu: string }> {
  const { data } = (await (await request.get('/api/cities')).json()) as { data: { id: number; nameRu: string }[] };
  return data[data.length - 1]!;
}

/** Below 812 px the list's filters fold behind a button. */
async function unfold(page: Page, label: string): Promise<void> {
  if ((page.viewportSize()?.width ?? 1280) < 812) await page.getByRole('button', { name: label, exact: true }).click();
}

test.describe('organizations', () => {
  test('an organization fills its profile with photos and documents, appears in the directory by region and text, its page shows public files only @desktop', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000); // many steps: a form, four uploads, two lists and a page
    const tag = tagOf();
    const name = `Фонд Ромашка ${tag}`;
    const region = await someRegion(request);
    const org = await createActiveAccount(request, { type: 'organization', name: `Org ${tag}` });
    await signInWithCookie(request, context, baseURL!, org.email, org.password);

    allowApiError(page, 'PUT /api/my/organization', 400, 'a 5-digit tax number is refused with the server message');
    await page.goto('/ru/profile/infoorg');
    const form = page.getByTestId('org-form');
    await form.getByLabel('Полное наименование').fill(name);
    await form.getByLabel('ИНН').fill('12345');
    await form.getByLabel('Об организации (на русском)').fill('Помогаем приютам для животных');
    await form.locator('#org-regionId').selectOption(String(region.id));
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await expect(form.getByText('ИНН должен состоять из 9 цифр')).toBeVisible();
    await form.getByLabel('ИНН').fill('123456789');
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await expect(form.getByText('Профиль сохранён')).toBeVisible();

    const photos = page.getByTestId('org-photos-section');
    await photos.locator('#org-photos-file').setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: await png(1001, 1000) });
    await expect(photos.getByText('Изображение 1001×1000 пикселей: уменьшите его до 1000×1000')).toBeVisible();
    await photos.locator('#org-photos-file').setInputFiles({ name: 'yard.png', mimeType: 'image/png', buffer: await png(800, 600) });
    await expect(photos.getByTestId('org-photos-list').locator('img')).toHaveCount(1);

    const docs = page.getByTestId('org-documents-section');
    await docs
      .locator('#org-documents-file')
      .setInputFiles({ name: `ustav-${tag}.pdf`, mimeType: 'application/pdf', buffer: ONE_PAGE_PDF });
    await expect(docs.getByRole('link', { name: `ustav-${tag}.pdf` })).toBeVisible();
    await docs.getByLabel('Показывать на публичной странице').first().uncheck();
    await docs
      .locator('#org-documents-file')
      .setInputFiles({ name: `secret-${tag}.pdf`, mimeType: 'application/pdf', buffer: ONE_PAGE_PDF });
    await expect(docs.getByRole('link', { name: `secret-${tag}.pdf` })).toBeVisible();

    await page.goto('/ru');
    await expect(page.locator('header a[href="/ru/orgs"]').first()).toBeAttached();
    await page.goto('/ru/orgs');
    await unfold(page, 'Фильтры');
    await page.locator('#orgs-region').selectOption(String(region.id));
    await expect(page).toHaveURL(new RegExp(`region=${region.id}`));
    await page.locator('#orgs-q').fill(`ромашка ${tag}`);
    await page.getByTestId('orgs-list').getByRole('button', { name: 'Найти' }).click();
    const card = page.getByTestId('org-card').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(page.getByTestId('org-card')).toHaveCount(1);
    await card.getByRole('link', { name }).click();

    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    await expect(page.getByTestId('org-photos').locator('img')).toHaveCount(1);
    await expect(page.getByTestId('org-documents')).toContainText(`ustav-${tag}.pdf`);
    await expect(page.getByTestId('org-page')).not.toContainText(`secret-${tag}`);
    await expect(page.getByText('123456789')).toBeVisible();
  });

  test('the Uzbek page and directory: Uzbek texts, about falling back to Russian', async ({ page, request }) => {
    const tag = tagOf();
    const org = await createActiveAccount(request, { type: 'organization', name: `Org ${tag}` });
    const token = await apiLogin(request, org.email, org.password);
    const saved = await request.put('/api/my/organization', {
      headers: { Authorization: `Bearer ${token}` },
      data: { name: `Bogʻbon ${tag}`, aboutRu: 'Сажаем сады' },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const { id } = (await saved.json()) as { id: number };
    await page.goto(`/uz/orgs?q=${tag}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tashkilotlar');
    await page.getByTestId('org-card').getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/uz/orgs/view/${id}$`));
    await expect(page.getByRole('heading', { name: 'Tashkilot haqida' })).toBeVisible();
    await expect(page.getByText('Сажаем сады')).toBeVisible();
    allowApiError(page, 'GET /api/orgs/*', 404, 'an unknown organization is the point here');
    await page.goto('/uz/orgs/view/99999999');
    await expect(page.getByTestId('org-not-found')).toContainText('Tashkilot topilmadi');
  });
});
