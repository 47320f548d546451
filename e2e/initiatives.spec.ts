import type { APIRequestContext } from '@playwright/test';
import {
  ADMIN,
  apiLogin,
  approvedEventByApi,
  approvedGroupByApi,
  backOfficePage,
  createActiveAccount,
  createModerator,
  expect,
  signedInPageLike,
  signInWithCookie,
  test,
  userIdOf,
} from './support';

/**
 * The initiative groups' story, end to end, at desktop width: a volunteer registers an initiative group; the
 * avatar menu still says "become an organisation" while it waits; a moderator approves it in the
 * back office; the menu then names the group and opens its dashboard; the leader invites a friend,
 * who accepts; the group's project gets participants whose hours the leader verifies; and the
 * leader signs three members up to an event shift as a team. The last test opens the dashboard
 * from the menu at 375 px.
 */
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>, status = 200): Promise<unknown> {
  expect(response.status(), await response.text()).toBe(status);
  return response.json();
}

test('a volunteer registers a group, a moderator approves it, and the leader grows it and runs its activities @desktop', async ({
  page,
  context,
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const groupName = `Зелёная махалля ${tag}`;
  const [lola, botir, kamol, nodira] = await Promise.all(
    ['Lola', 'Botir', 'Kamol', 'Nodira'].map((first) => createActiveAccount(request, { type: 'volon', name: `${first}${tag} Test` })),
  );
  const [lolaToken, botirToken, kamolToken, nodiraToken] = (await Promise.all(
    [lola!, botir!, kamol!, nodira!].map((a) => apiLogin(request, a.email, a.password)),
  )) as [string, string, string, string];
  // Lola and Botir are friends.
  await ok(await request.post('/api/my/friends', { headers: bearer(lolaToken), data: { userId: userIdOf(botirToken) } }), 201);
  await ok(await request.post(`/api/my/friends/${userIdOf(lolaToken)}/accept`, { headers: bearer(botirToken) }));

  // 1. The avatar menu offers "become an organisation"; Lola registers her group.
  await signInWithCookie(request, context, baseURL!, lola!.email, lola!.password);
  await page.goto('/ru');
  await page.locator('.avatar-menu__toggle').click();
  await page.getByTestId('avatar-menu').getByRole('link', { name: 'Стать организацией' }).click();
  await expect(page).toHaveURL(/\/ru\/initiative\/sign-up$/);
  const form = page.getByTestId('group-form');
  await form.getByLabel('Название (на русском)').fill(groupName);
  await form.getByLabel('Описание (на русском)').fill('Соседи убирают дворы и сажают деревья по субботам.');
  await form.getByRole('button', { name: 'Отправить на модерацию' }).click();
  await expect(page.getByTestId('group-created')).toContainText('Группа отправлена на модерацию');

  // While it waits for moderation the menu still says "become an organisation".
  await page.goto('/ru');
  await page.locator('.avatar-menu__toggle').click();
  await expect(page.getByTestId('avatar-menu').getByRole('link', { name: 'Стать организацией' })).toHaveAttribute(
    'href',
    '/ru/initiative/sign-up',
  );
  const mine = (await ok(await request.get('/api/my/initiatives', { headers: bearer(lolaToken) }))) as { data: { id: number }[] };
  const groupId = mine.data[0]!.id;

  // 2. A moderator approves it from the back office's queue.
  const mod = await backOfficePage(browser, request, baseURL!, await createModerator(request, tag));
  await mod.goto(`/admin/initiatives/${groupId}/show`);
  await expect(mod.getByTestId('initiative-name')).toContainText(groupName);
  await mod.getByTestId('moderation-approve').click();
  await expect(mod.getByTestId('initiative-name').getByTestId('initiative-status')).toHaveText('Активна (1)');
  await mod.context().close();

  // 3. On the Uzbek site the menu now names the group and opens its dashboard.
  await page.goto('/uz');
  await page.locator('.avatar-menu__toggle').click();
  await page.getByTestId('avatar-menu').getByRole('link', { name: groupName }).click();
  await expect(page).toHaveURL(new RegExp(`/uz/profile/initiative\\?group=${groupId}$`));
  await expect(page.getByTestId('group-status')).toHaveText('Faol');

  // 4. Lola invites her friend Botir from the dashboard; Botir accepts on the Uzbek site.
  await page.goto(`/ru/profile/initiative?group=${groupId}`);
  const invite = page.getByTestId('group-invite');
  const friendRow = invite
    .getByTestId('invite-friends')
    .locator('li')
    .filter({ hasText: `Botir${tag}` });
  await friendRow.getByRole('button', { name: 'Пригласить' }).click();
  await expect(page.getByTestId('group-invitations')).toContainText(`Botir${tag}`);
  const botirSide = await signedInPageLike(browser, page, request, baseURL!, botir!);
  await botirSide.page.goto('/uz/initiative/profile');
  const invitation = botirSide.page.getByTestId('my-invitations').locator('li').filter({ hasText: groupName });
  await invitation.getByRole('button', { name: 'Qabul qilish' }).click();
  await expect(botirSide.page.getByTestId('my-group').filter({ hasText: groupName })).toHaveAttribute('data-role', 'member');
  await botirSide.context.close();

  // Two more volunteers join through the group's link (API).
  const group = (await ok(await request.get(`/api/my/initiatives/${groupId}`, { headers: bearer(lolaToken) }))) as { inviteCode: string };
  for (const token of [kamolToken, nodiraToken]) {
    await ok(await request.post(`/api/initiatives/${groupId}/join`, { headers: bearer(token), data: { invite: group.inviteCode } }), 201);
  }

  // 5. The group's project (approved), joined by Botir and Kamol; Lola accepts and verifies their hours in the group's sub-area.
  const projectTitle = `Сад у школы ${tag}`;
  const project = (await ok(
    await request.post(`/api/my/projects?group=${groupId}`, {
      headers: bearer(lolaToken),
      data: {
        titleRu: projectTitle,
        titleUz: `Maktab bog'i ${tag}`,
        descriptionRu: 'Сажаем деревья во дворе школы.',
        directionIds: [1],
        regionId: 1,
        isNationwide: false,
        startsAt: day(-1),
        endsAt: day(30),
        places: 10,
      },
    }),
    201,
  )) as { id: number };
  await ok(await request.post(`/api/my/projects/${project.id}/submit`, { headers: bearer(lolaToken) }));
  const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
  await ok(await request.post(`/api/admin/projects/${project.id}/approve`, { headers: bearer(admin) }));
  for (const token of [botirToken, kamolToken]) {
    await ok(await request.post(`/api/activities/project/${project.id}/apply`, { headers: bearer(token), data: {} }), 201);
  }
  await page.goto(`/ru/profile/initiative/projects?group=${groupId}`);
  await page.locator('#project-manage-choice').selectOption({ label: projectTitle });
  for (const [name, hours] of [
    [`Botir${tag}`, '3'],
    [`Kamol${tag}`, '2'],
  ] as const) {
    const row = () => page.getByTestId('participant-row').filter({ hasText: name });
    await row().getByTestId('participant-accept').click();
    await expect(row()).toHaveAttribute('data-state', 'accepted');
    await row().getByLabel('Часы').fill(hours);
    await row().getByTestId('participant-verify').click();
    await expect(row()).toHaveAttribute('data-state', 'completed');
  }
  await page.screenshot({ path: testInfo.outputPath('group-project-hours.png'), fullPage: true });
  const page1 = (await ok(await request.get(`/api/initiatives/${groupId}`))) as { verifiedHours: number; memberCount: number };
  expect(page1).toMatchObject({ verifiedHours: 5, memberCount: 4 });

  // 6. The leader signs three members up to an organization's event shift as a team.
  const org = await createActiveAccount(request, { type: 'organization', name: `Fond ${tag}` });
  const event = await approvedEventByApi(
    request,
    await apiLogin(request, org.email, org.password),
    { titleRu: `Субботник ${tag}`, titleUz: `Hashar ${tag}`, descriptionRu: 'Уборка парка.', addressRu: 'Ташкент, парк' },
    day(5),
  );
  const sessionId = event.sessions[0]!.id;
  await page.goto(`/ru/events/view/${event.id}`);
  const session = page.locator(`[data-testid="session"][data-session-id="${sessionId}"]`);
  await session.getByTestId('team-signup').click();
  const dialog = page.getByTestId('team-dialog');
  await dialog.locator(`#team-places-${sessionId}`).fill('3');
  for (const first of ['Botir', 'Kamol', 'Nodira']) await dialog.getByLabel(new RegExp(`^${first}${tag}`)).check();
  await dialog.getByTestId('team-signup-submit').click();
  await expect(dialog.getByTestId('team-signup-result')).toContainText(groupName);
  const detail = (await ok(await request.get(`/api/events/${event.id}`))) as { sessions: { id: number; freePlaces: number }[] };
  expect(detail.sessions.find((s) => s.id === sessionId)!.freePlaces).toBe(7);
  await page.goto(`/ru/profile/initiative/events?group=${groupId}`);
  const card = page.getByTestId('team-card').filter({ hasText: tag });
  await expect(card.getByTestId('team-members').locator('li')).toHaveCount(3);
  await page.screenshot({ path: testInfo.outputPath('group-team.png'), fullPage: true });
});

test("on a phone, in Uzbek, the leader's avatar menu names the approved group and opens its dashboard @phone", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const groupName = `Зелёная махалля ${tag}`;
  const lola = await createActiveAccount(request, { type: 'volon', name: `Lola${tag} Test` });
  const lolaToken = await signInWithCookie(request, context, baseURL!, lola.email, lola.password);
  const group = await approvedGroupByApi(request, lolaToken, { nameRu: groupName, descriptionRu: 'Соседи убирают дворы по субботам.' });
  await page.goto('/uz');
  await page.locator('.avatar-menu__toggle').click();
  await page.getByTestId('avatar-menu').getByRole('link', { name: groupName }).click();
  await expect(page).toHaveURL(new RegExp(`/uz/profile/initiative\\?group=${group.id}$`));
  await expect(page.getByTestId('group-status')).toHaveText('Faol');
  // The dashboard fits the 375 px screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});
