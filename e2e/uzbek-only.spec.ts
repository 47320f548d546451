import {
  ADMIN,
  apiLogin,
  approveInBackOffice,
  bearer,
  createActiveAccount,
  createModerator,
  daysAhead,
  expect,
  signInWithCookie,
  test,
} from './support';

/** An Uzbek-speaking organizer publishes in Uzbek only; Russian readers see the Uzbek text. */

const approve = async (request: Parameters<typeof apiLogin>[0], path: string) => {
  const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
  const res = await request.post(path, { headers: bearer(admin) });
  expect(res.status(), await res.text()).toBe(200);
};

test('an organizer on /uz creates an event in Uzbek only and /ru shows it with the Uzbek title @phone', async ({
  browser,
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = Math.random().toString(36).slice(2, 8);
  const title = `Mahallada daraxt ekish ${tag}`;
  const org = await createActiveAccount(request, { type: 'organization', name: `Yashil ${tag}` });
  const token = await signInWithCookie(request, context, baseURL!, org.email, org.password);

  await page.goto('/uz/profile/events/create');
  const form = page.getByTestId('event-form');
  // Neither language: the form names the field and asks for Russian or Uzbek.
  await form.getByTestId('submit-activity').click();
  await expect(form).toContainText("«Nomi»: rus yoki o'zbek tilida to'ldiring");

  await form.locator('#event-titleUz').fill(title);
  await form.locator('#event-descriptionUz').fill('Maktab hovlisiga qirqta daraxt ekamiz.');
  await form.getByLabel('Ekologiya va tabiat').check();
  await form.locator('#event-startsAt').fill(daysAhead(3));
  await form.locator('#event-endsAt').fill(daysAhead(3).replace('T12:00', 'T16:00'));
  const session = form.getByTestId('session-row').first();
  await session.locator('input[type="datetime-local"]').nth(0).fill(daysAhead(3));
  await session.locator('input[type="datetime-local"]').nth(1).fill(daysAhead(3).replace('T12:00', 'T16:00'));
  await session.getByLabel(/^O'rinlar/).fill('5');
  await form.getByTestId('submit-activity').click();
  await page.waitForURL(/\/uz\/profile\/events(\?.*)?$/);

  const mine = (await (await request.get('/api/my/events', { headers: bearer(token) })).json()) as {
    data: { id: number; title: string }[];
  };
  const id = mine.data.find((e) => e.title === title)!.id;
  // The moderator's queue (Russian back office) shows the row by its Uzbek title, not a blank cell.
  const moderator = await createModerator(request, tag);
  const queue = `/admin/events?filter=${encodeURIComponent(JSON.stringify({ moderation: 'moderation', q: tag }))}`;
  await approveInBackOffice(browser, request, baseURL!, moderator, queue, title);

  await page.goto(`/ru/events/view/${id}`);
  await expect(page.getByTestId('activity-title')).toHaveText(title);
  // The Russian list finds it by its Uzbek words (other tests' events fill the first page).
  await page.goto(`/ru/events?q=${tag}`);
  await expect(page.getByTestId('event-card').filter({ hasText: title })).toBeVisible();
});

test('a volunteer on /uz registers a group in Uzbek only; /ru shows its Uzbek name and its letter @phone', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const tag = Math.random().toString(36).slice(2, 8);
  const name = `Ziyo ${tag}`;
  const leader = await createActiveAccount(request, { type: 'volon', name: `Lola ${tag}` });
  const token = await signInWithCookie(request, context, baseURL!, leader.email, leader.password);

  await page.goto('/uz/initiative/sign-up');
  const form = page.getByTestId('group-form');
  await form.getByLabel("Nomi (o'zbek tilida)").fill(name);
  await form.getByLabel("Tavsif (o'zbek tilida)").fill('Har shanba hovlilarni tozalaymiz va daraxt ekamiz.');
  await form.getByRole('button', { name: 'Moderatsiyaga yuborish' }).click();
  await expect(page.getByTestId('group-created')).toContainText('Guruh moderatsiyaga yuborildi');

  const mine = (await (await request.get('/api/my/initiatives', { headers: bearer(token) })).json()) as { data: { id: number }[] };
  const id = mine.data[0]!.id;
  await approve(request, `/api/admin/initiatives/${id}/approve`);

  await page.goto(`/ru/initiative/view/${id}`);
  const group = page.getByTestId('group-page');
  await expect(group.locator('h1')).toHaveText(name);
  await expect(group.locator('.org-logo--letter')).toHaveText('Z');
});
