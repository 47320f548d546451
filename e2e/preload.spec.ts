import { apiLogin, approvedEventByApi, createActiveAccount, expect, tagOf, test } from './support';

test('an event page comes with its code and its data preloaded, and reads the event once', async ({ page, request }) => {
  const tag = tagOf();
  const org = await createActiveAccount(request, { type: 'organization', name: `Fond Preload ${tag}` });
  const token = await apiLogin(request, org.email, org.password);
  const startsAt = new Date(Date.now() + 3 * 86_400_000);
  startsAt.setUTCHours(5, 0, 0, 0);
  const title = `Субботник ${tag}`;
  const text = { titleRu: title, titleUz: `Hashar ${tag}`, descriptionRu: 'Уборка двора.', addressRu: 'Ташкент, двор' };
  const event = await approvedEventByApi(request, token, text, startsAt.toISOString());

  const reads: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `/api/events/${event.id}`) reads.push(r.url());
  });
  const response = await page.goto(`/ru/events/view/${event.id}`);
  const html = await response!.text();
  expect(html).toContain(`<link rel="preload" as="fetch" crossorigin href="/api/events/${event.id}">`);
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/ActivityPage-[\w-]+\.js">/);
  await expect(page.getByTestId('activity-title')).toHaveText(title);
  // The page's own call took the preloaded answer: one request, not two.
  expect(reads).toHaveLength(1);
});
