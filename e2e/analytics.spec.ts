import fs from 'node:fs';
import { ADMIN, apiLogin, backOfficePage, bearer, createActiveAccount, createModerator, expect, tagOf, test } from './support';

/** The figures of the view recomputed now (the job's every-ten-minutes run is too slow for a test). */
async function refreshNow(request: import('@playwright/test').APIRequestContext): Promise<void> {
  // Loopback only, like the development mailbox (the test fixture gives every request a random client address).
  // Another test's refresh at the same moment makes this one a no-op (`refreshed: false`): ask until one is ours.
  await expect
    .poll(async () => {
      const res = await request.post('/api/dev/analytics/refresh', { headers: { 'X-Forwarded-For': '127.0.0.1' } });
      expect(res.status(), await res.text()).toBe(200);
      return ((await res.json()) as { refreshed: boolean }).refreshed;
    })
    .toBe(true);
}

/**
 * A course completed by a volunteer of Tashkent (region 1): an organization's course of one lesson
 * and no quiz, approved by a moderator, read to its end through the API.
 */
async function courseCompletedInTashkent(
  request: import('@playwright/test').APIRequestContext,
): Promise<{ email: string; password: string }> {
  const tag = tagOf();
  const post = async (url: string, token: string, data?: Record<string, unknown>) => {
    const res = await request.post(url, { headers: bearer(token), ...(data ? { data } : {}) });
    expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
    return (await res.json()) as { data?: { id: number; slug: string } };
  };
  const org = await createActiveAccount(request, { type: 'organization', name: `Курсы аналитики ${tag}` });
  const orgToken = await apiLogin(request, org.email, org.password);
  const course = (
    await post('/api/my/courses', orgToken, {
      titleRu: `Курс для аналитики ${tag}`,
      summaryRu: 'Один урок без теста.',
      level: 'beginner',
      estimatedMinutes: 10,
      passMark: null,
    })
  ).data!;
  await post(`/api/my/courses/${course.id}/lessons`, orgToken, { titleRu: 'Единственный урок' });
  await post(`/api/my/courses/${course.id}/submit`, orgToken);
  const moderator = await createModerator(request, tag);
  await post(`/api/admin/courses/${course.id}/approve`, await apiLogin(request, moderator.email, moderator.password));
  const learner = await createActiveAccount(request, { type: 'volon', name: `Ученик ${tag}`, regionId: 1 });
  const learnerToken = await apiLogin(request, learner.email, learner.password);
  await post(`/api/academy/${course.slug}/enrol`, learnerToken);
  await post(`/api/academy/${course.slug}/lessons/1/read`, learnerToken);
  return org;
}

const total = async (page: import('@playwright/test').Page, metric: string) =>
  Number(
    (await page.getByTestId('analytics-totals').locator(`[data-metric="${metric}"] .analytics-totals__value`).innerText()).replace(
      /\D/g,
      '',
    ),
  );

test.describe('public analytics (burger/analytics)', () => {
  test('the map and the table show the 14 regions, focus tells a region, filters change the URL and the figures, CSV downloads @desktop', async ({
    page,
    request,
  }) => {
    test.slow();
    // A volunteer registered in Tashkent now and a course completed there, counted after a refresh.
    await createActiveAccount(request, { type: 'volon', name: 'Аналитика Тест', regionId: 1 });
    await courseCompletedInTashkent(request);
    await refreshNow(request);
    await page.goto('/ru/burger/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Аналитика' })).toBeVisible();
    await expect(page.getByText('скоро', { exact: true })).toHaveCount(0);
    const map = page.getByTestId('analytics-map');
    await expect(map.locator('[data-region]')).toHaveCount(14);
    const table = page.getByTestId('analytics-table');
    await expect(table.locator('tbody tr')).toHaveCount(14);
    await expect(table.locator('tbody th').first()).toHaveText('г. Ташкент');
    await expect(page.getByTestId('analytics-updated')).toContainText('Обновлено');
    expect(await total(page, 'volunteers')).toBeGreaterThanOrEqual(1);
    expect(await total(page, 'coursesCompleted')).toBeGreaterThanOrEqual(1);
    await expect(page.getByTestId('analytics-totals').locator('[data-metric="coursesCompleted"]')).toContainText(/пройденн(ый|ых) курс/);

    // Courses completed on the map, the bars and the months: the URL keeps the choice.
    await page.getByRole('button', { name: 'Пройденные курсы', exact: true }).click();
    await expect(page).toHaveURL(/metric=coursesCompleted/);
    await expect(page.getByRole('button', { name: 'Пройденные курсы', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('analytics-months')).toHaveAttribute('aria-label', /^Пройденные курсы по месяцам/);
    await expect(page.getByTestId('analytics-directions')).toContainText(/пройденн(ый|ых) курс/);

    // Keyboard: from the metric switch, Tab reaches the first region; its figures appear.
    await page.getByRole('button', { name: 'Пройденные курсы', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(map.locator('[data-region="karakalpakstan"]')).toBeFocused();
    await expect(page.getByTestId('analytics-region-details')).toContainText('Республика Каракалпакстан');
    await expect(page.getByTestId('analytics-region-details')).toContainText(/\d+ волонт[её]р/);
    await map.locator('[data-region="tashkent-city"]').focus();
    await expect(page.getByTestId('analytics-region-details')).toContainText('г. Ташкент');
    await expect(page.getByTestId('analytics-region-details')).toContainText(/[1-9]\d* пройденн(ый|ых) курс/);

    // The table, visible on demand.
    await page.getByRole('button', { name: 'Показать таблицей' }).click();
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Волонтёры' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Пройденные курсы' })).toBeVisible();
    expect(
      Number((await table.locator('tr[data-region="tashkent-city"] td').last().innerText()).replace(/\D/g, '')),
    ).toBeGreaterThanOrEqual(1);

    // A period before the platform: the URL says so and the figures drop to zero.
    await page.getByLabel('Начало периода (месяц)').fill('2020-01');
    await expect(page).toHaveURL(/from=2020-01/);
    await page.getByLabel('Конец периода (месяц)').fill('2020-12');
    await expect(page).toHaveURL(/from=2020-01&to=2020-12/);
    await expect.poll(() => total(page, 'volunteers')).toBe(0);
    await expect(page.getByTestId('empty')).toContainText('данных пока нет');
    // A period ending before it starts is refused in place.
    await page.getByLabel('Конец периода (месяц)').fill('2019-06');
    await expect(page.getByText('Начало периода не может быть позже его конца')).toBeVisible();
    await expect(page).toHaveURL(/to=2020-12/);

    // Back to the last 12 months, one direction: the note on people appears, the URL has it.
    await page.getByRole('button', { name: 'Последние 12 месяцев' }).click();
    await expect(page).not.toHaveURL(/from=/);
    await expect.poll(() => total(page, 'volunteers')).toBeGreaterThanOrEqual(1);
    await page.getByLabel('Направление', { exact: true }).selectOption({ label: 'Животные' });
    await expect(page).toHaveURL(/direction=animals/);
    await expect(page.getByText('Волонтёры и организации учтены по направлениям')).toBeVisible();

    // CSV of what is shown: a header row in Russian, a line per region, direction and month.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('analytics-csv').click()]);
    expect(download.suggestedFilename()).toMatch(/^hashar-analytics-\d{4}-\d\d-\d{4}-\d\d\.csv$/);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    const lines = csv.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      '\uFEFF"Раздел";"Название";"Волонтёры";"Подтверждённые часы";"Мероприятия";"Проекты";"Организации";"Пройденные курсы"',
    );
    expect(lines).toHaveLength(1 + 14 + 17 + 12);
    expect(csv).toContain('"Регион";"г. Ташкент";');
  });

  test('in Uzbek, on a phone too: the map fits, the table scrolls inside the page', async ({ page }) => {
    await page.goto('/uz/burger/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Analitika' })).toBeVisible();
    const map = page.getByTestId('analytics-map');
    await expect(map.locator('[data-region]')).toHaveCount(14);
    const viewport = page.viewportSize()!;
    const box = (await map.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    await page.getByRole('button', { name: 'Jadval koʻrinishida' }).click();
    await expect(page.getByTestId('analytics-table').locator('tbody th').first()).toHaveText('Toshkent shahri');
    // The page itself never scrolls sideways (the table does, inside its box).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await map.locator('[data-region="samarkand"]').focus();
    await expect(page.getByTestId('analytics-region-details')).toContainText(/Samarqand viloyati: \d+ ko'ngilli/);
    await expect(page.getByTestId('analytics-region-details')).toContainText(/\d+ tamomlangan kurs/);
    await expect(page.getByTestId('analytics-totals').locator('[data-metric="coursesCompleted"]')).toContainText('tamomlangan kurs');
    await page.getByRole('button', { name: 'Tamomlangan kurslar', exact: true }).click();
    await expect(page).toHaveURL(/\/uz\/burger\/analytics\?metric=coursesCompleted/);
    await expect(page.getByTestId('analytics-months')).toHaveAttribute('aria-label', /^Tamomlangan kurslar oylar boʻyicha/);
    await expect(page.getByRole('link', { name: 'CSV yuklab olish' })).toHaveAttribute('href', /locale=uz/);
    await expect(page.getByTestId('analytics-months')).toBeVisible();
  });

  test('by district inside a region: the URL keeps the region, a table of its districts (no district last), CSV lines, uz @both', async ({
    page,
    request,
  }) => {
    // A volunteer of Tashkent with no district: counted in the last line.
    await createActiveAccount(request, { type: 'volon', name: 'Без района Тест', regionId: 1 });
    await refreshNow(request);
    await page.goto('/ru/burger/analytics');
    await expect(page.getByTestId('analytics-districts')).toHaveCount(0);
    await page.getByLabel('По районам региона').selectOption({ label: 'г. Ташкент' });
    await expect(page).toHaveURL(/region=1/);
    await expect(page.getByRole('heading', { level: 2, name: 'По районам: г. Ташкент' })).toBeVisible();
    const districts = page.getByTestId('analytics-districts');
    await expect(districts.locator('tbody th').first()).toHaveText('Бектемирский район');
    await expect(districts.locator('tbody th').last()).toHaveText('Без района');
    expect(await districts.locator('tbody tr').count()).toBeGreaterThanOrEqual(13);
    await expect(districts.getByRole('columnheader', { name: 'Пройденные курсы' })).toBeAttached();
    expect(Number((await districts.locator('tr[data-district="none"] td').first().innerText()).replace(/\D/g, ''))).toBeGreaterThanOrEqual(
      1,
    );
    // The page itself never scrolls sideways (the table does, inside its box).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

    // The CSV of what is shown has the district lines after the regions.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('analytics-csv').click()]);
    const lines = fs
      .readFileSync((await download.path())!, 'utf8')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[15]).toMatch(/^"Район";"Бектемирский район";/);
    expect(lines.some((line) => line.startsWith('"Район";"Без района";'))).toBe(true);

    // In Uzbek, from the address; no region, no table.
    await page.goto('/uz/burger/analytics?region=1');
    await expect(page.getByRole('heading', { level: 2, name: 'Tumanlar boʻyicha: Toshkent shahri' })).toBeVisible();
    await expect(page.getByTestId('analytics-districts').locator('tbody th').last()).toHaveText('Tumansiz');
    await page.getByLabel('Hudud tumanlari boʻyicha').selectOption('');
    await expect(page).not.toHaveURL(/region=/);
    await expect(page.getByTestId('analytics-districts')).toHaveCount(0);
  });

  test("the organization's CRM charts count its course's completions @desktop", async ({ browser, request, baseURL }) => {
    const org = await courseCompletedInTashkent(request);
    const office = await backOfficePage(browser, request, baseURL!, org);
    await office.goto('/admin/crm');
    const courses = office.getByTestId('crm-analytics-coursesCompleted');
    await expect(courses).toHaveText('Пройденные курсы: 1');
    await courses.click();
    await expect(office.getByText('Пройденные курсы — завершения курсов вашей организации.')).toBeVisible();
    await expect(office.getByTestId('crm-analytics-months')).toHaveAttribute('aria-label', /^Пройденные курсы по месяцам: всего 1/);
    await office.context().close();
  });

  test('the back office dashboard shows the home page’s figures, one definition @desktop', async ({ browser, request, baseURL }) => {
    await refreshNow(request);
    const admin = await backOfficePage(browser, request, baseURL!, ADMIN);
    await admin.goto('/admin');
    await expect(admin.getByRole('heading', { name: 'Показатели платформы (как на сайте)' })).toBeVisible();
    await expect(admin.getByTestId('public-figures-coursesCompleted')).toContainText('Пройденные курсы');
    // The other worker's tests refresh the view too: compare a dashboard and a home page read together.
    await expect(async () => {
      await admin.reload();
      const home = (await (await request.get('/api/home')).json()) as { figures: Record<string, number> };
      for (const metric of ['volunteers', 'events', 'organizations']) {
        await expect(admin.getByTestId(`public-figures-${metric}`)).toContainText(String(home.figures[metric]), { timeout: 5_000 });
      }
    }).toPass({ timeout: 45_000 });
    await admin.context().close();
  });
});
