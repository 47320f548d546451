import type { APIRequestContext } from '@playwright/test';
import { allowApiError, ADMIN, apiLogin, createActiveAccount, expect, signInWithCookie, test, userIdOf, tagOf } from './support';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
/** The last region of the reference list (an id and its Russian name). */
async function someRegion(request: APIRequestContext): Promise<{ id: number; nameRu: string }> {
  const { data } = (await (await request.get('/api/cities')).json()) as { data: { id: number; nameRu: string }[] };
  return data[data.length - 1]!;
}

/** An approved event made through the API (organization → moderation → admin). */
async function approvedEvent(request: APIRequestContext, tag: string, n: number): Promise<void> {
  const org = await createActiveAccount(request, { type: 'organization', name: `Org ${tag} ${n}` });
  const auth = bearer(await apiLogin(request, org.email, org.password));
  const day = new Date(Date.now() + (n + 2) * 86_400_000).toISOString().slice(0, 10);
  const [startsAt, endsAt] = [`${day}T05:00:00.000Z`, `${day}T09:00:00.000Z`];
  const created = await request.post('/api/my/events', {
    headers: auth,
    data: {
      titleRu: `Прокрутка ${tag} ${n}`,
      titleUz: `Aylantirish ${tag} ${n}`,
      descriptionRu: 'Демонстрация пагинации.',
      directionIds: [1],
      isOnline: true,
      startsAt,
      endsAt,
      sessions: [{ titleRu: 'Смена', titleUz: 'Smena', startsAt, endsAt, capacity: 5 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await request.post(`/api/my/events/${id}/submit`, { headers: auth })).status()).toBeLessThan(300);
  const admin = bearer(await apiLogin(request, ADMIN.email, ADMIN.password));
  expect((await request.post(`/api/admin/events/${id}/approve`, { headers: admin })).status()).toBeLessThan(300);
}

test.describe('volunteers directory', () => {
  test('a volunteer turns on listing, finds themself by region and skill and opens their page @desktop', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const tag = tagOf();
    const skill = `каллиграфия${tag}`;
    const region = await someRegion(request);
    const me = await createActiveAccount(request, { type: 'volon', name: 'Шахноза Тестова', regionId: region.id });
    const token = await signInWithCookie(request, context, baseURL!, me.email, me.password);
    const profile = await request.put('/api/my/volunteer-profile', {
      headers: bearer(token),
      data: {
        firstName: 'Шахноза',
        lastName: 'Тестова',
        noMiddleName: true,
        regionId: region.id,
        skills: [skill, 'фотография'],
        about: 'Помогаю приютам.',
      },
    });
    expect(profile.status(), await profile.text()).toBe(200);

    await page.goto('/ru/volons/peraccount');
    await expect(page.getByRole('heading', { name: 'Как меня видят другие' })).toBeVisible();
    await expect(page.getByTestId('volon-not-listed')).toBeVisible();
    await page.getByLabel('Показывать меня в каталоге волонтёров').check();
    await expect(page.getByText('Сохранено')).toBeVisible();
    await expect(page.getByTestId('volon-not-listed')).toHaveCount(0);
    await page.reload();
    await expect(page.getByLabel('Показывать меня в каталоге волонтёров')).toBeChecked();

    await page.goto('/ru/volons');
    await expect(page.getByRole('heading', { name: 'Волонтёры', level: 1 })).toBeVisible();
    if ((page.viewportSize()?.width ?? 1280) < 812) await page.getByRole('button', { name: 'Фильтры' }).click();
    await page.locator('#volons-region').selectOption(String(region.id));
    await expect(page).toHaveURL(new RegExp(`region=${region.id}`));
    await page.getByLabel('Навыки (через запятую)').fill(skill);
    await page.getByTestId('volons-list').getByRole('button', { name: 'Найти' }).click();
    await expect(page).toHaveURL(/skills=/);
    const card = page.getByTestId('volon-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Шахноза Т.');
    await expect(page.getByTestId('list-count')).toHaveText('Найден 1 волонтёр');
    await card.getByRole('link', { name: 'Шахноза Т.' }).click();
    await expect(page).toHaveURL(new RegExp(`/ru/volons/view/${userIdOf(token)}$`));
    await expect(page.getByTestId('volon-name')).toHaveText('Шахноза Т.');
    await expect(page.getByText(skill)).toBeVisible();
    await expect(page.getByText('Помогаю приютам.')).toBeVisible();
    // The page never shows the e-mail or the full last name (the header is the signed-in user's own).
    await expect(page.getByTestId('volon-profile')).not.toContainText(me.email);
    await expect(page.getByTestId('volon-profile')).not.toContainText('Тестова');
  });

  test("an unlisted volunteer's page is not found for others", async ({ page, request }) => {
    const hidden = await createActiveAccount(request, { type: 'volon', name: 'Скрытый Волонтёр' });
    const id = userIdOf(await apiLogin(request, hidden.email, hidden.password));
    allowApiError(page, 'GET /api/volons/*', 404, 'a hidden volunteer is not found: the point of this test');
    const res = await page.goto(`/ru/volons/view/${id}`);
    expect(res?.status()).toBe(404);
    await expect(page.getByTestId('volon-not-found')).toContainText('Волонтёр не найден или скрыл свой профиль.');
    await expect(page.getByTestId('volon-profile')).toHaveCount(0);
  });

  test('the directory reads in Uzbek', async ({ page }) => {
    await page.goto('/uz/volons');
    await expect(page.getByRole('heading', { name: "Ko'ngillilar", level: 1 })).toBeVisible();
    await expect(page.getByTestId('list-count')).toContainText("ta ko'ngilli topildi");
    await expect(page.getByLabel('Saralash')).toHaveValue('hours');
  });
});

test.describe('developer pages', () => {
  test('allicon shows the 17 direction icons and 30 backgrounds, in Russian and Uzbek', async ({ page }) => {
    await page.goto('/ru/allicon');
    await expect(page.getByRole('heading', { name: 'Иконки направлений и фоны' })).toBeVisible();
    await expect(page.getByTestId('direction-icon')).toHaveCount(17);
    await expect(page.getByTestId('background-swatches').locator('li')).toHaveCount(30);
    await page.goto('/uz/allicon');
    await expect(page.getByRole('heading', { name: "Yo'nalish belgilari va fonlar" })).toBeVisible();
    await expect(page.getByTestId('direction-icon')).toHaveCount(17);
  });

  test('animatescroll scrolls to a section', async ({ page }) => {
    await page.goto('/ru/animatescroll');
    await page.getByRole('button', { name: 'К разделу 4' }).click();
    await expect(page.getByRole('heading', { name: 'Раздел 4' })).toBeInViewport();
    await expect(page.locator('#scroll-section-4')).toBeFocused();
  });

  test('the pagination demo loads the next page of events when the end scrolls into view', async ({ page, request }) => {
    const tag = tagOf();
    for (const n of [1, 2, 3]) await approvedEvent(request, tag, n);
    // Narrowed to this test's three events: the end comes after three pages whatever else the database holds.
    await page.goto(`/ru/animatescroll/paginetion?perPage=1&q=${tag}`);
    await expect(page.getByTestId('scroll-pagination').getByRole('heading', { level: 1 })).toHaveText('Пагинация прокруткой');
    const cards = page.getByTestId('event-card');
    await expect(cards.first()).toBeVisible();
    for (let i = 0; i < 3; i++) await page.locator('.dev-pages__end').scrollIntoViewIfNeeded();
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(2);
    await expect(page.getByTestId('pagination-count')).toContainText(/Загружено [23] из 3/);
    // Scrolled to the end: every event is there and the end is said.
    await expect(async () => {
      await page.locator('.dev-pages__end').scrollIntoViewIfNeeded();
      await expect(page.getByTestId('pagination-end')).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await page.goto('/uz/animatescroll/paginetion?perPage=1');
    await expect(page.getByRole('heading', { name: 'Aylantirish bilan sahifalash', level: 1 })).toBeVisible();
  });
});
