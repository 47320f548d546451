import type { APIRequestContext } from '@playwright/test';
import {
  apiLogin,
  approvedEventByApi,
  approvedGroupByApi,
  createActiveAccount,
  daysAhead,
  expect,
  signedInPageLike,
  test,
} from './support';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** An initiative group led by `leaderToken`, approved by the admin, joined by `memberTokens` through its invite link (API). */
async function activeGroup(request: APIRequestContext, leaderToken: string, name: string, memberTokens: string[]): Promise<number> {
  const data = { nameRu: name, descriptionRu: 'Соседи помогают соседям: уборка дворов и помощь пожилым.', regionId: 1, directionIds: [1] };
  return (await approvedGroupByApi(request, leaderToken, data, memberTokens)).id;
}

const TEXTS = {
  ru: { area: 'Инициативная группа', places: '3 места', saved: 'Состав команды сохранён', pending: 'записана' },
  uz: { area: 'tashabbus guruhi', places: "3 ta o'rin", saved: 'Jamoa tarkibi saqlandi', pending: 'yozildi' },
} as const;

// Each language once: Russian at desktop width, Uzbek on the 375 px phone.
for (const locale of ['ru', 'uz'] as const) {
  test(`${locale}: a group leader creates a project in the group's sub-area and signs the group up to a shift for 3 places, naming members ${locale === 'ru' ? '@desktop' : '@phone'}`, async ({
    page,
    browser,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(180_000);
    const tag = `ia${Math.random().toString(36).slice(2, 8)}`;
    const groupName = `Маҳалла ${tag}`;
    const titleRu = `Чистый двор ${tag}`;
    const text = TEXTS[locale];

    const leader = await createActiveAccount(request, { type: 'volon', name: `Leader ${tag}` });
    const members = await Promise.all(
      ['Dilnoza', 'Jasur', 'Kamola'].map((first) => createActiveAccount(request, { type: 'volon', name: `${first}${tag} Test` })),
    );
    const org = await createActiveAccount(request, { type: 'organization', name: `Fond ${tag}` });
    const memberTokens = await Promise.all(members.map((m) => apiLogin(request, m.email, m.password)));
    const leaderToken = await apiLogin(request, leader.email, leader.password);
    const groupId = await activeGroup(request, leaderToken, groupName, memberTokens);
    const startsAt = new Date(Date.now() + 5 * 86_400_000).toISOString();
    const event = await approvedEventByApi(
      request,
      await apiLogin(request, org.email, org.password),
      { titleRu: `Субботник ${tag}`, titleUz: `Hashar ${tag}`, descriptionRu: 'Уборка парка.', addressRu: 'Ташкент, парк' },
      startsAt,
    );
    const sessionId = event.sessions[0]!.id;
    const roster = (await (await request.get(`/api/my/initiatives/${groupId}/members`, { headers: bearer(leaderToken) })).json()) as {
      data: { userId: number; name: string; role: string }[];
    };
    const named = roster.data.filter((m) => m.role === 'member');
    expect(named).toHaveLength(3);
    // The first name (unique here): the team's list names members in full, the group's list with the last name's initial.
    const first = (i: number) => named[i]!.name.split(' ')[0]!;

    const { page: lp, context } = await signedInPageLike(browser, page, request, baseURL!, leader);

    // 1. The sub-area's projects tab: the group's header and tabs; create a project as the group and send it to moderation.
    await lp.goto(`/${locale}/profile/initiative/projects`);
    await expect(lp.getByTestId('initiative-area-group')).toContainText(text.area);
    await expect(lp.getByTestId('initiative-area-group')).toContainText(groupName);
    await expect(lp.getByTestId('initiative-tab-project')).toHaveAttribute('aria-current', 'page');
    await lp.getByTestId('create-activity').click();
    await expect(lp).toHaveURL(new RegExp(`/${locale}/profile/initiative/projects/create\\?group=${groupId}$`));
    const form = lp.getByTestId('project-form');
    await form.locator('#project-titleRu').fill(titleRu);
    await form.locator('#project-titleUz').fill(`Toza hovli ${tag}`);
    await form.locator('#project-descriptionRu').fill('Уборка двора и посадка деревьев силами группы.');
    await form.locator('#project-directionIds input[type="checkbox"]').first().check();
    await form.locator('#project-regionId').selectOption({ index: 1 });
    await form.locator('#project-startsAt').fill(daysAhead(3));
    await form.locator('#project-endsAt').fill(daysAhead(40));
    await form.locator('#project-places').fill('15');
    await form.getByTestId('submit-activity').click();
    await expect(lp).toHaveURL(new RegExp(`/${locale}/profile/initiative/projects\\?group=${groupId}$`));
    const row = lp.getByTestId('activity-row').filter({ hasText: tag });
    await expect(row.getByTestId('moderation-state')).toHaveAttribute('data-state', 'moderation');
    // The edit link stays in the sub-area.
    await expect(row.getByRole('link', { name: /Редактировать|Tahrirlash/ })).toHaveAttribute(
      'href',
      new RegExp(`/${locale}/profile/initiative/projects/edit/\\d+\\?group=${groupId}$`),
    );
    // The group owns it: the group's list has it, the leader's own list does not.
    const groupList = (await (await request.get(`/api/my/projects?group=${groupId}`, { headers: bearer(leaderToken) })).json()) as {
      data: { title: string }[];
    };
    expect(groupList.data.map((p) => p.title)).toContain(titleRu);
    const ownList = (await (await request.get('/api/my/projects', { headers: bearer(leaderToken) })).json()) as {
      data: { title: string }[];
    };
    expect(ownList.data.map((p) => p.title)).not.toContain(titleRu);
    await lp.screenshot({ path: testInfo.outputPath(`initiative-projects-${locale}.png`), fullPage: true });

    // 2. The event's page: sign the team up for 3 places, naming one member now.
    await lp.goto(`/${locale}/events/view/${event.id}`);
    const session = lp.locator(`[data-testid="session"][data-session-id="${sessionId}"]`);
    await session.getByTestId('team-signup').click();
    const dialog = lp.getByTestId('team-dialog');
    await expect(dialog).toBeVisible();
    await dialog.locator(`#team-places-${sessionId}`).fill('3');
    await dialog.getByLabel(named[0]!.name).check();
    await lp.screenshot({ path: testInfo.outputPath(`team-dialog-${locale}.png`) });
    await dialog.getByTestId('team-signup-submit').click();
    await expect(dialog.getByTestId('team-signup-result')).toContainText(groupName);
    await expect(dialog.getByTestId('team-signup-result')).toContainText(text.pending);
    await dialog.getByRole('link').click();

    // 3. The group's team sign-ups: the card with its places and members; the leader names a second member.
    await expect(lp).toHaveURL(new RegExp(`/${locale}/profile/initiative/events\\?group=${groupId}$`));
    const card = lp.getByTestId('team-card').filter({ hasText: tag });
    await expect(card).toHaveAttribute('data-state', 'pending');
    await expect(card.getByTestId('team-places')).toContainText(text.places);
    await expect(card.getByTestId('team-members')).toContainText(first(0));
    await card.getByTestId('team-name').click();
    const picker = card.getByTestId('team-name-members');
    await picker.getByLabel(named[1]!.name).check();
    await picker.getByTestId('team-save-members').click();
    await expect(lp.getByTestId('team-message')).toContainText(text.saved);
    await expect(card.getByTestId('team-members').locator('li')).toHaveCount(2);
    await expect(card.getByTestId('team-members')).toContainText(first(1));

    // 4. The third member takes the free place themselves (a member sees the team sign-ups only, without the managers' buttons).
    const { page: mp, context: memberContext } = await signedInPageLike(browser, page, request, baseURL!, members[2]!);
    await mp.goto(`/${locale}/profile/initiative/events`);
    await expect(mp.getByTestId('initiative-tab-project')).toHaveCount(0);
    const memberCard = mp.getByTestId('team-card').filter({ hasText: tag });
    await expect(memberCard.getByTestId('team-name')).toHaveCount(0);
    await expect(memberCard.getByTestId('team-withdraw')).toHaveCount(0);
    await memberCard.getByTestId('team-join').click();
    await expect(memberCard.getByTestId('team-members')).toContainText(first(2));
    await expect(memberCard.getByTestId('team-join')).toHaveCount(0);
    await memberContext.close();
    await lp.reload();
    await expect(card.getByTestId('team-members').locator('li')).toHaveCount(3);
    await lp.screenshot({ path: testInfo.outputPath(`initiative-events-${locale}.png`), fullPage: true });

    // Capacity counts the team's places (10 → 7).
    const detail = (await (await request.get(`/api/events/${event.id}`)).json()) as { sessions: { id: number; freePlaces: number }[] };
    expect(detail.sessions.find((s) => s.id === sessionId)!.freePlaces).toBe(7);
    await context.close();
  });
}

test('a volunteer without an active group sees why and the way to the groups', async ({ page, browser, request, baseURL }) => {
  const volunteer = await createActiveAccount(request, { type: 'volon', name: 'Nogroup Test' });
  const { page: vp, context } = await signedInPageLike(browser, page, request, baseURL!, volunteer);
  await vp.goto('/uz/profile/initiative/tasks');
  await expect(vp.getByTestId('initiative-area-none')).toBeVisible();
  await expect(vp.getByTestId('initiative-area-none').getByRole('link')).toHaveAttribute('href', '/uz/profile/initiative');
  await context.close();
});

test("a group leader offers visits in the group's sub-area: a visit offer with a shift, sent to moderation and owned by the group @desktop", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = `iv${Math.random().toString(36).slice(2, 8)}`;
  const leader = await createActiveAccount(request, { type: 'volon', name: `Leader ${tag}` });
  const leaderToken = await apiLogin(request, leader.email, leader.password);
  const groupId = await activeGroup(request, leaderToken, `Приют ${tag}`, []);
  const { page: lp, context } = await signedInPageLike(browser, page, request, baseURL!, leader);
  const at = (hour: number) => `${daysAhead(4).slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;

  await lp.goto('/ru/profile/initiative/myvisit');
  await expect(lp.getByTestId('initiative-tab-visit')).toHaveAttribute('aria-current', 'page');
  await lp.getByTestId('create-activity').click();
  await expect(lp).toHaveURL(new RegExp(`/ru/profile/initiative/myvisit/create\\?group=${groupId}$`));
  const form = lp.getByTestId('visit-form');
  await form.locator('#visit-titleRu').fill(`Выгул собак ${tag}`);
  await form.locator('#visit-descriptionRu').fill('Каждую субботу гуляем с собаками из приюта.');
  await form.locator('#visit-directionIds input[type="checkbox"]').first().check();
  await form.locator('#visit-regionId').selectOption({ index: 1 });
  const shift = form.getByTestId('session-row').first();
  await shift.locator('input[type="datetime-local"]').nth(0).fill(at(10));
  await shift.locator('input[type="datetime-local"]').nth(1).fill(at(13));
  await shift.getByLabel(/^Мест/).fill('6');
  await form.getByTestId('submit-activity').click();
  await expect(lp).toHaveURL(new RegExp(`/ru/profile/initiative/myvisit\\?group=${groupId}$`));
  await expect(lp.getByTestId('activity-row').filter({ hasText: tag }).getByTestId('moderation-state')).toHaveAttribute(
    'data-state',
    'moderation',
  );
  const owned = (await (await request.get(`/api/my/visits?group=${groupId}`, { headers: bearer(leaderToken) })).json()) as {
    data: { title: string }[];
  };
  expect(owned.data.map((v) => v.title)).toContain(`Выгул собак ${tag}`);
  await context.close();
});
