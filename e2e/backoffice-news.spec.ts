import type { APIRequestContext, Page } from '@playwright/test';
import {
  allowApiError,
  ADMIN,
  apiLogin,
  backOfficePage,
  bearer,
  createActiveAccount,
  createModerator,
  expect,
  png,
  test,
  userIdOf,
  tagOf,
} from './support';

/** A datetime-local value on Tashkent's clock (UTC+5, no summer time) `minutes` from now. */
const tashkentInput = (minutes: number) => new Date(Date.now() + minutes * 60_000 + 5 * 3_600_000).toISOString().slice(0, 16);

/** Picks an option of a react-admin select by its label. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A volunteer's publication sent to moderation through the API (POST /api/my/posts). */
async function postByApi(request: APIRequestContext, token: string, data: Record<string, unknown>): Promise<number> {
  const res = await request.post('/api/my/posts', { headers: bearer(token), data });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

test.describe('the back office: news, publications and news editors @desktop', () => {
  test('an admin adds a section and writes a news item with a cover and a formatted body; published and scheduled chips', async ({
    browser,
    request,
    baseURL,
  }) => {
    test.slow(); // a section, a whole item with an upload, an edit and a refused delete, on a shared machine
    const tag = tagOf();
    const admin = await backOfficePage(browser, request, baseURL!, ADMIN);

    // A section from the menu: «Рубрики новостей» → create.
    await admin.goto('/admin/');
    await admin.getByTestId('menu-news-sections').click();
    await admin.getByRole('link', { name: 'Создать' }).click();
    await admin.locator('input[name="slug"]').fill('View');
    await admin.locator('input[name="nameRu"]').fill(`Рубрика ${tag}`);
    await admin.locator('input[name="nameUz"]').fill(`Bo'lim ${tag}`);
    await admin.locator('form button[type="submit"]').click();
    await expect(admin.getByText('Только латинские буквы в нижнем регистре и цифры, слова через дефис')).toBeVisible();
    await admin.locator('input[name="slug"]').fill('view');
    await admin.locator('form button[type="submit"]').click();
    await expect(admin.getByText(/^Этот адрес занят страницами новостей \(view, rss, /)).toBeVisible();
    const sectionSlug = `e2e-${tag}`;
    await admin.locator('input[name="slug"]').fill(sectionSlug);
    await admin.locator('form button[type="submit"]').click();
    await expect(admin).toHaveURL(/\/admin\/news-sections$/);
    await expect(admin.getByRole('row').filter({ hasText: sectionSlug })).toHaveCount(1);

    // The news item: section, titles, no slug (made from the title), lead, a formatted body, a cover, a tag, a past moment.
    await admin.getByTestId('menu-news').click();
    await admin.getByRole('link', { name: 'Создать' }).click();
    await choose(admin, 'Рубрика', `Рубрика ${tag}`);
    const title = `Субботник в парке ${tag}`;
    await admin.locator('input[name="titleRu"]').fill(title);
    await admin.locator('input[name="titleUz"]').fill(`Bog'da hashar ${tag}`);
    await expect(admin.getByText('Пусто — адрес составится из заголовка')).toBeVisible();
    await admin.locator('textarea[name="leadRu"]').fill('Волонтёры убрали парк за одно утро.');
    const body = admin.locator('.ProseMirror').first();
    await body.click();
    await admin.getByTestId('editor-heading2').first().click();
    await admin.keyboard.type('Итоги');
    await admin.keyboard.press('Enter');
    await admin.keyboard.type('Собрали ');
    await admin.getByTestId('editor-bold').first().click();
    await admin.keyboard.type('сорок мешков');
    await admin.getByTestId('editor-bold').first().click();
    await admin.keyboard.type(' мусора.');
    await expect(body.locator('h2')).toHaveText('Итоги');
    await expect(body.locator('strong')).toHaveText('сорок мешков');
    // A picture from the computer, uploaded and put at the cursor.
    await admin.getByTestId('editor-image-file').first().setInputFiles({ name: 'inline.png', mimeType: 'image/png', buffer: png() });
    await expect(body.locator('img[src^="/uploads/"]')).toHaveCount(1);
    await admin.getByTestId('upload-cover').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png() });
    await expect(admin.getByTestId('image-preview')).toBeVisible();
    const tags = admin.getByLabel('Теги', { exact: true });
    await tags.fill('экология');
    await tags.press('Enter');
    // Its Uzbek name, shown to readers on /uz.
    const tagsUz = admin.getByLabel('Теги (узб.)');
    await tagsUz.fill('ekologiya');
    await tagsUz.press('Enter');
    await expect(admin.getByText('Пусто — черновик; в будущем — запланировано')).toBeVisible();
    await admin.locator('input[name="publishedAt"]').fill(tashkentInput(-60));
    await admin.locator('form button[type="submit"]').click();

    await expect(admin).toHaveURL(/\/admin\/news(\?.*)?$/);
    await admin.locator('input[name="q"]').fill(tag);
    // The search lands in the address once typing settles; open the row only then.
    await expect.poll(() => decodeURIComponent(admin.url())).toContain(`"q":"${tag}"`);
    const row = admin.getByTestId('news-grid').getByRole('row').filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('news-state')).toHaveText('Опубликовано');
    await expect(row).toContainText(`Рубрика ${tag}`);

    // What the API stored: the slug from the title, the sanitised body with its formatting, the uploaded cover.
    const token = await apiLogin(request, ADMIN.email, ADMIN.password);
    const filter = encodeURIComponent(JSON.stringify({ q: tag }));
    const [item] = (await (await request.get(`/api/admin/news?filter=${filter}`, { headers: bearer(token) })).json()) as {
      id: number;
      slug: string;
      bodyRu: string;
      cover: string;
      tags: string[];
      tagsUz: string[];
    }[];
    expect(item!.slug).toMatch(/^subbotnik-v-parke/);
    expect(item!.bodyRu).toContain('<h2>Итоги</h2>');
    expect(item!.bodyRu).toContain('<strong>сорок мешков</strong>');
    expect(item!.bodyRu).toMatch(/<img src="\/uploads\/newsCover\/[\w-]+\.png"/);
    expect(item!.cover).toMatch(/\/uploads\//);
    expect(item!.tags).toEqual(['экология']);
    expect(item!.tagsUz).toEqual(['ekologiya']);

    // Its edit page links to the public page; moved a minute ahead it is scheduled.
    await row.getByText(title).click();
    await expect(admin).toHaveURL(new RegExp(`/admin/news/${item!.id}$`));
    await expect(admin.getByTestId('news-view-on-site')).toHaveAttribute('href', `/ru/news/${sectionSlug}/${item!.slug}`);
    await admin.locator('input[name="publishedAt"]').fill(tashkentInput(60));
    await admin.locator('form button[type="submit"]').click();
    await expect(admin).toHaveURL(/\/admin\/news(\?.*)?$/);
    await expect(admin.getByTestId('news-grid').getByRole('row').filter({ hasText: title }).getByTestId('news-state')).toHaveText(
      'Запланировано',
    );
    expect((await request.get(`/api/news/${sectionSlug}/${item!.slug}`)).status()).toBe(404);

    // A section with news cannot be deleted: the API's message is shown.
    const sections = (await (
      await request.get(`/api/admin/news-sections?filter=${encodeURIComponent(JSON.stringify({ q: sectionSlug }))}`, {
        headers: bearer(token),
      })
    ).json()) as { id: number }[];
    await admin.goto(`/admin/news-sections/${sections[0]!.id}`);
    allowApiError(admin, 'DELETE /api/admin/news-sections/*', 409, 'a section with news cannot be deleted: the point here');
    await admin.getByRole('button', { name: 'Удалить' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Подтвердить' }).click();
    await expect(admin.getByText(/^В разделе есть новости, удалить его нельзя/)).toBeVisible();
    await expect(admin).toHaveURL(new RegExp(`/admin/news-sections/${sections[0]!.id}$`));
    await admin.context().close();
  });

  test('a moderator opens «Публикации», rejects a story with a reason, approves a notice and marks it found', async ({
    browser,
    request,
    baseURL,
  }) => {
    const tag = tagOf();
    const author = await createActiveAccount(request, { type: 'volon', name: `Автор ${tag}` });
    const authorToken = await apiLogin(request, author.email, author.password);
    const story = `История ${tag}`;
    const notice = `Пропал пёс ${tag}`;
    await postByApi(request, authorToken, {
      kind: 'story',
      titleRu: story,
      bodyRu: '<p>Как мы <strong>помогли</strong> приюту.</p><script>alert(1)</script>',
      regionId: 1,
    });
    const noticeId = await postByApi(request, authorToken, {
      kind: 'missing_pet',
      titleRu: notice,
      bodyRu: '<p>Белый пёс, откликается на Шарик.</p>',
      regionId: 1,
      subject: 'Белый пёс Шарик',
      lastSeenPlace: 'Ташкент, Чиланзар',
      lastSeenAt: new Date(Date.now() - 3_600_000).toISOString(),
      contacts: '+998 90 000-00-00',
    });

    const moderator = await createModerator(request, tag);
    const mod = await backOfficePage(browser, request, baseURL!, moderator);
    await mod.goto('/admin/');
    await mod.getByTestId('menu-publications').click();
    await expect(mod.getByRole('combobox', { name: 'Модерация' })).toHaveText('На модерации');
    await mod.locator('input[name="q"]').fill(tag);
    await expect.poll(() => decodeURIComponent(mod.url())).toContain(`"q":"${tag}"`);
    const grid = mod.getByTestId('publications-grid');
    await expect(grid.getByRole('row').filter({ hasText: tag })).toHaveCount(2);
    await expect(grid.getByRole('row').filter({ hasText: notice })).toContainText('Пропал питомец');

    // The story: its sanitised body, then rejected with a reason.
    await grid.getByText(story).click();
    await expect(mod.getByTestId('publication-title')).toHaveText(story);
    await expect(mod.getByTestId('publication-body-ru').locator('strong')).toHaveText('помогли');
    await expect(mod.getByTestId('publication-body-ru').locator('script')).toHaveCount(0);
    await mod.getByTestId('moderation-reject').click();
    await mod.getByTestId('reject-reason').fill('Добавьте фотографии и подробности');
    await mod.getByTestId('reject-confirm').click();
    await expect(mod.getByTestId('moderation-state')).toHaveText('Отклонено');
    await expect(mod.getByTestId('publication-reject-reason')).toContainText('Добавьте фотографии и подробности');

    // The notice: its fields, approved, then found.
    await mod.goto(`/admin/publications/${noticeId}/show`);
    await expect(mod.getByTestId('publication-notice')).toContainText('Белый пёс Шарик');
    await expect(mod.getByTestId('publication-notice')).toContainText('Ташкент, Чиланзар');
    await expect(mod.getByTestId('notice-state')).toHaveText('Ищут');
    await mod.getByTestId('moderation-approve').click();
    await expect(mod.getByTestId('moderation-state')).toHaveText('Одобрено');
    await expect(mod.getByTestId('publication-public-page')).toHaveAttribute('href', `/ru/post/${noticeId}`);
    await mod.getByTestId('notice-found').click();
    await mod.getByRole('dialog').getByRole('button', { name: 'Подтвердить' }).click();
    await expect(mod.getByTestId('notice-state')).toHaveText('Найден');
    await expect(mod.getByTestId('notice-found')).toHaveCount(0);
    const publicNotice = (await (await request.get(`/api/posts/${noticeId}`)).json()) as { data: { notice: { state: string } } };
    expect(publicNotice.data.notice.state).toBe('found');
    await mod.context().close();
  });

  test('an admin makes a volunteer a news editor: the volunteer opens the news but not the users (ru, then uz)', async ({
    browser,
    request,
    baseURL,
  }) => {
    const tag = tagOf();
    const volunteer = await createActiveAccount(request, { type: 'volon', name: `Редактор ${tag}` });
    const id = userIdOf(await apiLogin(request, volunteer.email, volunteer.password));

    // Before: sent to their profile on the site.
    const before = await backOfficePage(browser, request, baseURL!, volunteer);
    // the back office once asked for it before saying "no access": the back office asks for the users list before saying "no access".
    allowApiError(before, 'GET /api/admin/users', 403, 'the back office once asked for it before saying "no access"');
    await before.goto('/admin/');
    await expect(before).toHaveURL(/\/ru\/profile$/);
    await before.context().close();

    const admin = await backOfficePage(browser, request, baseURL!, ADMIN);
    await admin.goto(`/admin/users/${id}`);
    await admin.getByLabel('Редактор новостей').check();
    await admin.locator('form button[type="submit"]').click();
    await expect(admin).toHaveURL(new RegExp(`/admin/users/${id}/show`));
    await expect(admin.getByText('Редактор новостей')).toBeVisible();
    await admin.context().close();

    const editor = await backOfficePage(browser, request, baseURL!, volunteer);
    // the back office once asked for it before saying "no access".
    allowApiError(editor, 'GET /api/admin/users', 403, 'the back office once asked for it before saying "no access"');
    await editor.goto('/admin/');
    await expect(editor).toHaveURL(/\/admin\/news/);
    await expect(editor.getByTestId('menu-news')).toBeVisible();
    await expect(editor.getByTestId('menu-news-sections')).toBeVisible();
    await expect(editor.getByTestId('menu-users')).toHaveCount(0);
    await expect(editor.getByTestId('menu-publications')).toHaveCount(0);
    await expect(editor.getByRole('link', { name: 'Создать' })).toBeVisible();
    await editor.goto('/admin/users');
    await expect(editor.getByRole('row')).toHaveCount(0);

    // In Uzbek.
    await editor.goto('/admin/news');
    await editor.getByRole('button', { name: /Русский/ }).click();
    await editor.getByRole('menuitem', { name: "O'zbekcha" }).click();
    await expect(editor.getByTestId('menu-news')).toHaveText('Yangiliklar');
    await expect(editor.getByTestId('menu-news-sections')).toHaveText("Yangiliklar bo'limlari");
    await editor.context().close();
  });
});
