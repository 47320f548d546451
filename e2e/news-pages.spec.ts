import type { APIRequestContext, Page } from '@playwright/test';
import { allowApiError, ADMIN, apiLogin, bearer, createActiveAccount, expect, signInWithCookie, test, tagOf } from './support';

/** Whether the page is wider than the screen (a horizontal scroll at 375 px). */
async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** On a phone the lists' filters fold behind a button: unfold them there (`label`: the button's text in the page's language). */
async function unfold(page: Page, label: string): Promise<void> {
  if ((page.viewportSize()?.width ?? 1280) < 812) await page.getByRole('button', { name: label, exact: true }).click();
}

/** A section and a public news item in it, written through the back-office API by the admin. */
async function publishedNews(request: APIRequestContext, word: string) {
  const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
  const section = await request.post('/api/admin/news-sections', {
    headers: bearer(admin),
    data: { slug: `e2e-${word}`, nameRu: `Рубрика ${word}`, nameUz: `Rukn ${word}`, sortOrder: 1, isActive: true },
  });
  expect(section.status(), await section.text()).toBe(201);
  const { id: sectionId, slug: sectionSlug } = (await section.json()) as { id: number; slug: string };
  const created = await request.post('/api/admin/news', {
    headers: bearer(admin),
    data: {
      sectionId,
      titleRu: `Субботник в парке ${word}`,
      titleUz: `Bog'da hashar ${word}`,
      leadRu: 'Волонтёры убрали парк за одно утро.',
      leadUz: "Ko'ngillilar bog'ni bir ertalabda tozalashdi.",
      bodyRu: `<h2>Как это было</h2><p>Текст новости ${word}</p><ul><li>сто мешков</li></ul><script>window.__xss = 1</script><img src="x" onerror="window.__xss = 2">`,
      bodyUz: `<p>Yangilik matni ${word}</p>`,
      tags: [`тег${word}`],
      tagsUz: [`teg${word}`],
      publishedAt: new Date(Date.now() - 60_000).toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const item = (await created.json()) as { id: number; slug: string; titleRu: string; titleUz: string };
  return { ...item, sectionSlug };
}

test.describe('news pages', () => {
  test('the list, a section, an item (sanitised body, tags, share links, OG tags), news/view/{id} and the Uzbek pages', async ({
    page,
    request,
  }) => {
    const word = tagOf();
    const news = await publishedNews(request, word);
    const itemPath = `/ru/news/${news.sectionSlug}/${news.slug}`;

    await page.goto('/ru/news');
    await expect(page.getByRole('heading', { level: 1, name: 'Новости' })).toBeVisible();
    await page.getByLabel('Текст', { exact: true }).fill(word);
    await page.getByTestId('news-filters').getByRole('button', { name: 'Найти' }).click();
    await expect(page).toHaveURL(new RegExp(`/ru/news\\?q=${word}$`));
    await expect(page.getByTestId('list-count')).toHaveText('Найдена 1 новость');
    await expect(page.getByTestId('news-card')).toHaveCount(1);
    await expectNoHorizontalScroll(page);

    // The section's page through its link in the sections.
    await page
      .getByTestId('news-sections')
      .getByRole('link', { name: `Рубрика ${word}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/ru/news/${news.sectionSlug}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Рубрика ${word}` })).toBeVisible();
    const card = page.getByTestId('news-card').filter({ hasText: news.titleRu });
    await expect(card).toBeVisible();

    // The item: its body as sanitised on the server, no script left, tags link to the filtered list.
    await card.getByRole('link', { name: news.titleRu }).click();
    await expect(page).toHaveURL(new RegExp(`${itemPath}$`));
    await expect(page.getByRole('heading', { level: 1, name: news.titleRu })).toBeVisible();
    await expect(page).toHaveTitle(news.titleRu);
    const body = page.getByTestId('news-item-body');
    await expect(body).toContainText(`Текст новости ${word}`);
    await expect(body.getByRole('heading', { level: 2, name: 'Как это было' })).toBeVisible();
    await expect(body.locator('script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await expect(page.locator('.share').getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
    await expect(page.locator('.share').getByRole('link', { name: 'Telegram' })).toHaveAttribute(
      'href',
      /^https:\/\/t\.me\/share\/url\?url=/,
    );
    await expectNoHorizontalScroll(page);
    await page.getByRole('link', { name: `#тег${word}` }).click();
    await expect(page).toHaveURL(/\/ru\/news\?tag=/);
    await expect(page.getByTestId('news-card')).toHaveCount(1);

    // The served HTML carries the item's Open Graph title.
    const html = await (await page.request.get(itemPath)).text();
    expect(html).toMatch(new RegExp(`<meta[^>]+property="og:title"[^>]+content="${news.titleRu}"`));

    // news/view/{id} lands on the canonical address (a full load: the server's 301; inside the app: the page's own redirect).
    await page.goto(`/ru/news/view/${news.id}`);
    await expect(page).toHaveURL(new RegExp(`${itemPath}$`));
    await expect(page.getByTestId('news-item-body')).toBeVisible();

    // Unknown section and item: the not-found states.
    allowApiError(page, 'GET /api/news', 404, 'an unknown section is the point here');
    allowApiError(page, 'GET /api/news/*/*', 404, 'an unknown item is the point here');
    await page.goto(`/ru/news/no-such-${word}`);
    await expect(page.getByTestId('news-section-not-found')).toContainText('Такой рубрики нет');
    await page.goto(`/ru/news/${news.sectionSlug}/no-such-${word}`);
    await expect(page.getByTestId('news-item-not-found')).toBeVisible();

    // Uzbek.
    await page.goto(`/uz/news/${news.sectionSlug}`);
    await expect(page.getByRole('heading', { level: 1, name: `Rukn ${word}` })).toBeVisible();
    await expect(page.getByTestId('news-sections').getByRole('link', { name: 'Barcha yangiliklar' })).toBeVisible();
    await page.getByTestId('news-card').getByRole('link', { name: news.titleUz }).click();
    await expect(page.getByTestId('news-item-body')).toContainText(`Yangilik matni ${word}`);
    await expect(page.getByRole('link', { name: '← Barcha yangiliklar' })).toBeVisible();
    // Reference names in Uzbek: the section beside the date, the tag (which filters by its Uzbek name).
    await expect(page.getByTestId('news-item-section')).toHaveText(`Rukn ${word}`);
    await expect(page.getByRole('link', { name: `#тег${word}` })).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await page.getByRole('link', { name: `#teg${word}` }).click();
    await expect(page).toHaveURL(/\/uz\/news\?tag=/);
    await expect(page.getByTestId('news-card')).toHaveCount(1);
    await expect(page.getByTestId('news-card')).not.toContainText(`тег${word}`);
  });

  test('the header links the news', async ({ page, isMobile }) => {
    await page.goto('/ru');
    if (isMobile) await page.getByRole('button', { name: 'Открыть меню' }).click();
    await page.getByRole('link', { name: 'Новости', exact: true }).first().click();
    await expect(page).toHaveURL(/\/ru\/news$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Новости' })).toBeVisible();
  });
});

test.describe('publications', () => {
  test('an approved notice shows on /post with its filters and on its page with the notice, contacts and share links', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const word = tagOf();
    const author = await createActiveAccount(request, { type: 'volon', name: `Автор ${word}` });
    const token = await signInWithCookie(request, context, baseURL!, author.email, author.password);
    const title = `Пропал кот ${word}`;
    const created = await request.post('/api/my/posts', {
      headers: bearer(token),
      data: {
        kind: 'missing_pet',
        titleRu: title,
        titleUz: `Mushuk yo'qoldi ${word}`,
        bodyRu: `<p>Рыжий кот ${word}, откликается на Барсик.</p>`,
        regionId: 1,
        tags: ['кот'],
        subject: 'Рыжий кот Барсик',
        lastSeenPlace: 'Ташкент, Юнусабад',
        lastSeenAt: new Date(Date.now() - 86_400_000).toISOString(),
        contacts: 'Звоните +998 90 123-45-67 или пишите barsik@example.uz',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { data: post } = (await created.json()) as { data: { id: number } };
    const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
    const approved = await request.post(`/api/admin/publications/${post.id}/approve`, { headers: bearer(admin) });
    expect(approved.status(), await approved.text()).toBe(200);

    await page.goto('/ru/post');
    await expect(page.getByRole('heading', { level: 1, name: 'Публикации' })).toBeVisible();
    await unfold(page, 'Фильтры');
    await page.locator('#posts-kind').selectOption('missing_pet');
    await expect(page).toHaveURL(/kind=missing_pet/);
    await page.locator('#posts-region').selectOption('1');
    await expect(page).toHaveURL(/region=1/);
    await page.getByLabel('Текст', { exact: true }).fill(word);
    await page.getByTestId('posts-filters').getByRole('button', { name: 'Найти' }).click();
    await expect(page.getByTestId('list-count')).toHaveText('Найдена 1 публикация');
    const card = page.getByTestId('publication-card').filter({ hasText: title });
    await expect(card).toContainText('Пропало животное');
    await expectNoHorizontalScroll(page);

    await card.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/ru/post/${post.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('post-body')).toContainText('откликается на Барсик');
    const notice = page.getByTestId('notice-block');
    await expect(notice).toContainText('Рыжий кот Барсик');
    await expect(notice).toContainText('Ташкент, Юнусабад');
    await expect(page.getByTestId('notice-state')).toHaveText('Ищут');
    await expect(notice.getByRole('link', { name: '+998 90 123-45-67' })).toHaveAttribute('href', 'tel:+998901234567');
    await expect(notice.getByRole('link', { name: 'barsik@example.uz' })).toHaveAttribute('href', 'mailto:barsik@example.uz');
    for (const [name, href] of [
      ['Telegram', /^https:\/\/t\.me\/share\/url\?url=/],
      ['WhatsApp', /^https:\/\/wa\.me\/\?text=/],
      ['Facebook', /^https:\/\/www\.facebook\.com\/sharer/],
    ] as const) {
      await expect(page.locator('.share').getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('button', { name: 'Скопировать ссылку' })).toBeVisible();
    // The author may edit it.
    await expect(page.getByTestId('post-edit')).toHaveAttribute('href', `/ru/profile/publish/edit/${post.id}`);
    await expectNoHorizontalScroll(page);

    // The served HTML carries its Open Graph title; Uzbek texts on /uz.
    const html = await (await page.request.get(`/ru/post/${post.id}`)).text();
    expect(html).toContain('og:title');
    await page.goto(`/uz/post/${post.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Mushuk yo'qoldi ${word}` })).toBeVisible();
    await expect(page.getByRole('link', { name: '← Barcha nashrlar' })).toBeVisible();
    await expect(page.getByTestId('notice-block')).toContainText("Qidiruv e'loni");
  });

  test('a volunteer’s feed explains itself when empty and shows the latest news', async ({ page, context, request, baseURL }) => {
    const volunteer = await createActiveAccount(request, { type: 'volon', name: 'Читатель ленты' });
    await signInWithCookie(request, context, baseURL!, volunteer.email, volunteer.password);
    // Reached from the profile's links.
    await page.goto('/ru/profile');
    await page.getByRole('link', { name: 'Лента: новости моих организаций и групп' }).click();
    await expect(page).toHaveURL(/\/ru\/profile\/volon\/news$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Лента' })).toBeVisible();
    const empty = page.getByTestId('feed-empty');
    await expect(empty).toContainText('в которые вы вступили');
    await expect(empty.getByRole('link', { name: 'Найти организацию' })).toHaveAttribute('href', '/ru/orgs');
    await expect(empty.getByRole('link', { name: 'Инициативные группы' })).toHaveAttribute('href', '/ru/initiative');
    await expect(page.getByTestId('feed-latest').getByRole('link', { name: 'Все новости' })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});
