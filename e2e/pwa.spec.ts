import { apiLogin, approvedEventByApi, createActiveAccount, daysAhead, expect, tagOf, test } from './support';

/** The public site is installable and shows the last-seen event pages offline with a notice. */
test('an event page seen online opens offline from the cache with the offline notice, in ru and uz @desktop', async ({
  page,
  context,
  request,
}) => {
  const tag = tagOf();
  const org = await createActiveAccount(request, { type: 'organization', name: `Saxovat ${tag}` });
  const text = {
    titleRu: `Субботник в парке ${tag}`,
    titleUz: `Bogʻda shanbalik ${tag}`,
    descriptionRu: 'Убираем парк.',
    addressRu: 'Чиланзар',
  };
  const event = await approvedEventByApi(request, await apiLogin(request, org.email, org.password), text, daysAhead(3));

  // The home page announces the manifest and installs the service worker.
  await page.goto('/ru');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  // Seen online (through the service worker) in both languages.
  for (const [locale, title] of [
    ['ru', text.titleRu],
    ['uz', text.titleUz],
  ] as const) {
    await page.goto(`/${locale}/events/view/${event.id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('offline-notice')).toHaveCount(0);
  }

  // The service worker stores its copy after it answers: go offline once the Uzbek copy is kept.
  await expect
    .poll(() =>
      page.evaluate(async (id) => {
        const cache = await caches.open('hashar-api-v1');
        return (await cache.keys()).some((key) => key.url.includes(`/api/events/${id}?sw-lang=uz`));
      }, event.id),
    )
    .toBe(true);
  await context.setOffline(true);
  await page.reload();
  // The page itself came from the service worker's cache, not the network.
  await expect(page.locator('html[data-offline-copy]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: text.titleUz })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Internet aloqasi yoʻq — saqlangan nusxa koʻrsatilmoqda' })).toBeVisible();

  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/ru/events/view/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: text.titleRu })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Нет соединения с интернетом — показана сохранённая версия' })).toBeVisible();
  await context.setOffline(false);
});
