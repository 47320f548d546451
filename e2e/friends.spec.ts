import type { APIRequestContext } from '@playwright/test';
import {
  apiLogin,
  approvedEventByApi,
  createActiveAccount,
  expect,
  mailedLink,
  PASSWORD,
  sessionHeldByApi,
  signInWithCookie,
  test,
  uniqueEmail,
} from './support';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** `hours` after 05:00 UTC three days ahead. */
function utcFive(hours = 0): string {
  const day = new Date(Date.now() + 3 * 86_400_000);
  day.setUTCHours(5, 0, 0, 0);
  return new Date(day.getTime() + hours * 3_600_000).toISOString();
}

/** An organization (signed in through the API) with an approved event of one 4-hour shift. */
async function organizationWithEvent(request: APIRequestContext, tag: string) {
  const org = await createActiveAccount(request, { type: 'organization', name: `Do'stlik ${tag}` });
  const token = await apiLogin(request, org.email, org.password);
  const titleRu = `Субботник друзей ${tag}`;
  const event = await approvedEventByApi(
    request,
    token,
    {
      titleRu,
      titleUz: `Do'stlar shanbaligi ${tag}`,
      descriptionRu: 'Убираем двор вместе с друзьями и соседями.',
      addressRu: 'Чиланзар, двор 5',
    },
    utcFive(),
  );
  return { token, eventId: event.id, sessionId: event.sessions[0]!.id, titleRu };
}

test('a friend request is sent and accepted through the pages, and a friend is invited to an event @phone', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const tag = Math.random().toString(36).slice(2, 7);
  const anna = await createActiveAccount(request, { type: 'volon', name: `Anna Do'st ${tag}` });
  const botir = await createActiveAccount(request, { type: 'volon', name: `Botir Do'st ${tag}` });
  const { eventId, titleRu } = await organizationWithEvent(request, tag);

  // Anna finds Botir by his exact e-mail (never shown) and asks him to be friends.
  await signInWithCookie(request, context, baseURL!, anna.email, anna.password);
  await page.goto('/ru/profile/volon/myfriends');
  await expect(page.getByTestId('empty-accepted')).toBeVisible();
  await page.getByTestId('friends-tab-find').click();
  await page.getByLabel('Имя или email').fill(botir.email);
  await page.getByTestId('friends-find-submit').click();
  const found = page.getByTestId('friends-found').getByTestId('friend-row');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText(`Botir Do'st ${tag}`);
  await expect(found).not.toContainText('@');
  await found.getByTestId('friend-add').click();
  await expect(found.getByTestId('friend-sent')).toBeVisible();
  await page.getByTestId('friends-tab-requests').click();
  await expect(page.getByTestId('friends-outgoing')).toContainText(`Botir Do'st ${tag}`);

  // Botir accepts it on the Uzbek page.
  await context.clearCookies();
  await signInWithCookie(request, context, baseURL!, botir.email, botir.password);
  await page.goto('/uz/profile/volon/myfriends');
  await page.getByTestId('friends-tab-requests').click();
  const incoming = page.getByTestId('friends-incoming').getByTestId('friend-row');
  await expect(incoming).toContainText(`Anna Do'st ${tag}`);
  await incoming.getByTestId('friend-accept').click();
  await expect(page.getByTestId('empty-incoming')).toHaveText("Yangi so'rovlar yo'q");
  await page.getByTestId('friends-tab-friends').click();
  await expect(page.getByTestId('friends-accepted')).toContainText(`Anna Do'st ${tag}`);

  // Botir invites Anna from the event's page; she is told in-app with the event's link.
  await page.goto(`/ru/events/view/${eventId}`);
  await page.getByTestId('invite-friends').click();
  const dialog = page.getByTestId('invite-dialog');
  await dialog.getByLabel(`Anna Do'st ${tag}`).check();
  await dialog.getByTestId('invite-send').click();
  await expect(dialog.getByTestId('invite-message')).toHaveText('Приглашения отправлены: 1');
  const annaToken = await apiLogin(request, anna.email, anna.password);
  const notices = (await (await request.get('/api/notifications', { headers: bearer(annaToken) })).json()) as { data: { title: string }[] };
  expect(notices.data[0]!.title).toContain(titleRu);

  // Anna sees Botir among her friends; removing asks first.
  await context.clearCookies();
  await signInWithCookie(request, context, baseURL!, anna.email, anna.password);
  await page.goto('/ru/profile/volon/myfriends');
  const friend = page.getByTestId('friends-accepted').getByTestId('friend-row');
  await expect(friend).toContainText(`Botir Do'st ${tag}`);
  await friend.getByTestId('friend-remove').click();
  await expect(friend.getByText('Удалить из друзей?')).toBeVisible();
  await friend.getByTestId('friend-remove-yes').click();
  await expect(page.getByTestId('empty-accepted')).toBeVisible();

  // Botir lists himself in the directory; on his public page Anna's friend button asks again.
  const botirToken = await apiLogin(request, botir.email, botir.password);
  const listed = await request.put('/api/my/visibility', {
    headers: bearer(botirToken),
    data: { isListed: true, showActivities: true, showPoints: true },
  });
  expect(listed.status(), await listed.text()).toBe(200);
  const search = await request.get(`/api/my/friends/find?q=${encodeURIComponent(botir.email)}`, { headers: bearer(annaToken) });
  const botirId = ((await search.json()) as { data: { id: number }[] }).data[0]!.id;
  await page.goto(`/ru/volons/view/${botirId}`);
  await page.getByTestId('volon-profile').getByTestId('friend-add').click();
  await expect(page.getByTestId('volon-profile').getByTestId('friend-sent')).toBeVisible();
});

test('a friend signs up through the referral link; their first verified hours give the referrer 50 points @desktop', async ({
  page,
  context,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const tag = Math.random().toString(36).slice(2, 7);
  const referrer = await createActiveAccount(request, { type: 'volon', name: `Referrer ${tag}` });
  const referrerToken = await signInWithCookie(request, context, baseURL!, referrer.email, referrer.password);
  const balance = async () =>
    ((await (await request.get('/api/my/points', { headers: bearer(referrerToken) })).json()) as { balance: number }).balance;
  const before = await balance();

  // The referrer's page (Uzbek): the link, its QR code, nobody yet.
  await page.goto('/uz/profile/volon/link');
  const link = (await page.getByTestId('referral-link').textContent())!;
  expect(link).toMatch(/\/uz\/sign-up\?ref=[A-Z0-9]+$/);
  await expect(page.getByTestId('referral-qr')).toBeVisible();
  await expect(page.getByTestId('referral-signed-up')).toHaveText('0');

  // The friend opens the link in a browser of their own and signs up; the code is already filled in.
  const friendContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined, baseURL });
  const friendPage = await friendContext.newPage();
  const email = uniqueEmail('ref');
  const url = new URL(link);
  await friendPage.goto(`${url.pathname}${url.search}`);
  await expect(friendPage.locator('#signup-referral')).toHaveValue(url.searchParams.get('ref')!);
  await friendPage.locator('#signup-email').fill(email);
  await friendPage.locator('#signup-password').fill(PASSWORD);
  await friendPage.locator('#signup-repeat').fill(PASSWORD);
  await friendPage.locator('#signup-name').fill(`Dilnoza Friend ${tag}`);
  await friendPage.locator('#signup-region').selectOption({ index: 1 });
  await friendPage.locator('#signup-consent').check();
  await expect(friendPage.getByTestId('captcha')).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  await friendPage.locator('form button[type="submit"]').click();
  await expect(friendPage.getByTestId('sign-up-done')).toContainText(email);
  await friendPage.goto(await mailedLink(request, email, 'confirmation'));
  await expect(friendPage.getByTestId('confirmation-done')).toBeVisible();
  await friendContext.close();

  // The friend takes part in an event; the organization accepts and verifies 4 hours (API, as the CRM does).
  const org = await organizationWithEvent(request, tag);
  const friendToken = await apiLogin(request, email, PASSWORD);
  const applied = await request.post(`/api/sessions/${org.sessionId}/apply`, { headers: bearer(friendToken), data: {} });
  expect(applied.status(), await applied.text()).toBe(201);
  const applicationId = ((await applied.json()) as { id: number }).id;
  const accepted = await request.post('/api/crm/applications/bulk', {
    headers: bearer(org.token),
    data: { ids: [applicationId], action: 'accept' },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await sessionHeldByApi(request, org.sessionId);
  const verified = await request.post(`/api/crm/applications/${applicationId}/verify`, { headers: bearer(org.token), data: { hours: 4 } });
  expect(verified.status(), await verified.text()).toBe(200);

  await page.reload();
  await expect(page.getByTestId('referral-signed-up')).toHaveText('1');
  await expect(page.getByTestId('referral-completed')).toHaveText('1');
  await expect(page.getByTestId('referral-points')).toHaveText('50 ball');
  await expect(page.getByTestId('referral-people')).toContainText(`Dilnoza Friend ${tag}`);
  expect(await balance()).toBe(before + 50);
  await page.goto('/ru/profile/volon/bonuse');
  await expect(page.getByTestId('points-balance')).toHaveText(`${before + 50} баллов`);
});
