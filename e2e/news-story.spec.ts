import type { APIRequestContext } from '@playwright/test';
import { ADMIN, apiLogin, bearer, createActiveAccount, createModerator, expect, png, test, tagOf } from './support';

/**
 * The news story across its parts: a news item scheduled in the back office appears in its
 * section at its moment, with its tags for link previews and in the feed; a missing-pet notice,
 * once approved, is on the home page and /post until its author marks it found.
 */
async function created(res: Awaited<ReturnType<APIRequestContext['post']>>): Promise<{ id: number; slug?: string }> {
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { id?: number; slug?: string; data?: { id: number } };
  return body.data ?? (body as { id: number; slug?: string });
}

test('a news item scheduled with a cover appears in its section at its moment, with its preview tags and in the feed (ru, uz) @desktop', async ({
  page,
  request,
}) => {
  const tag = tagOf();
  const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
  const section = `story-${tag}`;
  await created(
    await request.post('/api/admin/news-sections', {
      headers: bearer(admin),
      data: { slug: section, nameRu: `Анонсы ${tag}`, nameUz: `E'lonlar ${tag}` },
    }),
  );
  const sectionId = ((await (await request.get('/api/news/sections')).json()) as { data: { id: number; slug: string }[] }).data.find(
    (s) => s.slug === section,
  )!.id;
  const upload = await request.post('/api/admin/uploads', {
    headers: bearer(admin),
    multipart: { kind: 'newsCover', file: { name: 'cover.png', mimeType: 'image/png', buffer: png() } },
  });
  const { url: cover } = (await upload.json()) as { url: string };
  expect(upload.status()).toBe(201);

  const title = `Большой субботник ${tag}`;
  const titleUz = `Katta hashar ${tag}`;
  const moment = Date.now() + 25_000;
  const item = await created(
    await request.post('/api/admin/news', {
      headers: bearer(admin),
      data: {
        sectionId,
        titleRu: title,
        titleUz,
        leadRu: 'Приходите всей семьёй.',
        leadUz: 'Butun oilangiz bilan keling.',
        bodyRu: '<p>Начало в <strong>9:00</strong>.</p><img src="x" onerror="alert(1)">',
        cover,
        tags: ['анонс'],
        publishedAt: new Date(moment).toISOString(),
      },
    }),
  );
  const address = `/news/${section}/${item.slug}`;

  // Before its moment: not in its section, its page is not found.
  await page.goto(`/ru/news/${section}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Анонсы ${tag}`);
  await expect(page.getByText(title)).toHaveCount(0);
  expect((await request.get(`/ru${address}`)).status()).toBe(404);

  // At its moment it appears.
  await expect.poll(async () => (await request.get(`/api/news/${section}/${item.slug}`)).status(), { timeout: 60_000 }).toBe(200);
  await page.reload();
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/ru${address}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('.rich-text strong')).toHaveText('9:00');
  await expect(page.locator('.rich-text img')).toHaveCount(0);
  // Its cover is drawn from one of the upload's WebP copies, the one the page's width needs.
  const coverImage = page.locator('img.content-page__cover');
  await expect(coverImage).toHaveAttribute(
    'srcset',
    `${cover}?w=320 320w, ${cover}?w=640 640w, ${cover}?w=960 960w, ${cover}?w=1280 1280w`,
  );
  await expect
    .poll(() => coverImage.evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? img.currentSrc : '')))
    .toMatch(/\?w=(960|1280)$/);

  // The served page carries its own title and Open Graph tags for link previews.
  const html = await (await request.get(`/ru${address}`)).text();
  expect(html).toContain(`<title>${title}</title>`);
  expect(html).toContain(`<meta property="og:title" content="${title}">`);
  expect(html).toContain('<meta property="og:type" content="article">');
  expect(html).toContain('<meta property="og:description" content="Приходите всей семьёй.">');

  // In Uzbek: the section, the item and the feed in Uzbek.
  await page.goto(`/uz/news/${section}`);
  await expect(page.getByRole('link', { name: titleUz })).toBeVisible();
  expect(await (await request.get(`/uz${address}`)).text()).toContain(`<meta property="og:title" content="${titleUz}">`);
  const rss = await (await request.get('/uz/news/rss.xml')).text();
  expect(rss).toContain(titleUz);
  expect(rss).not.toContain(title);
});

test('an approved missing-pet notice is on the home page and /post until its author marks it found', async ({ page, request }) => {
  const tag = tagOf();
  const author = await createActiveAccount(request, { type: 'volon', name: `Автор ${tag}` });
  const token = await apiLogin(request, author.email, author.password);
  const photo = await request.post('/api/my/uploads/publication-photo', {
    headers: bearer(token),
    multipart: { file: { name: 'dog.png', mimeType: 'image/png', buffer: png() } },
  });
  expect(photo.status(), await photo.text()).toBe(201);
  const { url } = (await photo.json()) as { url: string };
  const title = `Пропал пёс ${tag}`;
  const { id } = await created(
    await request.post('/api/my/posts', {
      headers: bearer(token),
      data: {
        kind: 'missing_pet',
        titleRu: title,
        bodyRu: '<p>Белый пёс в красном ошейнике.</p>',
        photos: [{ url, alt: 'Белый пёс' }],
        regionId: 1,
        subject: 'Белый пёс',
        lastSeenPlace: 'Ташкент, Юнусабад',
        lastSeenAt: new Date(Date.now() - 7_200_000).toISOString(),
        contacts: '+998 90 111-22-33',
      },
    }),
  );
  // On moderation it is nowhere public.
  expect((await request.get(`/api/posts/${id}`)).status()).toBe(404);
  const moderator = await createModerator(request, tag);
  const approved = await request.post(`/api/admin/publications/${id}/approve`, {
    headers: bearer(await apiLogin(request, moderator.email, moderator.password)),
  });
  expect(approved.status(), await approved.text()).toBe(200);

  await page.goto('/ru');
  await expect(page.getByTestId('home-notices').getByRole('link', { name: title })).toBeVisible();
  // Every page's footer leads to the publications.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Публикации и поиск пропавших' })).toHaveAttribute(
    'href',
    '/ru/post',
  );
  await page.goto(`/ru/post?q=${tag}`);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/ru/post/${id}$`));
  await expect(page.getByRole('img', { name: 'Белый пёс' }).first()).toBeVisible();

  // Found: off the home page's notices, still readable with its state.
  const found = await request.post(`/api/my/posts/${id}/state`, { headers: bearer(token), data: { state: 'found' } });
  expect(found.status(), await found.text()).toBe(200);
  // The home answer may be kept by the browser for a minute (by design); this reader looks again at once.
  // (Routing a request turns the browser's HTTP cache off for the page.)
  await page.route('**/api/home**', (route) => route.continue());
  await page.goto('/ru');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  await page.goto(`/ru/post/${id}`);
  await expect(page.getByText('Найден', { exact: true }).first()).toBeVisible();
});
