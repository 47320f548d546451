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
  sessionHeldByApi,
  signInWithCookie,
  test,
  userIdOf,
  tagOf,
} from './support';

/** A volunteer registers a group through the API (POST /api/my/initiatives): it waits for moderation. */
async function groupOnModeration(request: APIRequestContext, name: string): Promise<number> {
  const leader = await createActiveAccount(request, { type: 'volon', name: `Лидер ${tagOf()}` });
  const token = await apiLogin(request, leader.email, leader.password);
  const res = await request.post('/api/my/initiatives', {
    headers: { Authorization: `Bearer ${token}` },
    data: { nameRu: name, descriptionRu: 'Убираем дворы и сажаем деревья по выходным.' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Whether the public site shows the group (only an active one). */
const publicStatus = async (request: APIRequestContext, id: number) => (await request.get(`/api/initiatives/${id}`)).status();

test.describe('the back office: initiative groups', () => {
  test('a moderator approves a group from the queue; an admin suspends it with a reason and restores it @desktop', async ({
    browser,
    request,
    baseURL,
  }) => {
    const name = `Чистый двор ${tagOf()}`;
    const id = await groupOnModeration(request, name);
    expect(await publicStatus(request, id)).toBe(404);

    // The moderator opens the queue from the menu: it is filtered to what waits for moderation.
    const moderator = await createModerator(request, tagOf());
    const mod = await backOfficePage(browser, request, baseURL!, moderator);
    await mod.goto('/admin/');
    await mod.getByTestId('menu-initiatives').click();
    await expect(mod).toHaveURL(/\/admin\/initiatives/);
    await expect(mod.locator('input[name="moderation"]')).toHaveValue('moderation');
    await mod.locator('input[name="q"]').fill(name);
    // The search lands in the address once typing settles; open the row only then.
    await expect.poll(() => decodeURIComponent(mod.url())).toContain(`"q":"${name}"`);
    const row = mod.getByTestId('initiatives-grid').getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('initiative-status')).toHaveText('На модерации (0)');
    await row.getByText(name).click();

    await expect(mod.getByTestId('initiative-name')).toContainText(name);
    await expect(mod.getByTestId('initiative-public-page')).toHaveAttribute('href', `/ru/initiative/view/${id}`);
    // Moderators decide; only admins suspend.
    await expect(mod.getByTestId('initiative-suspend')).toHaveCount(0);
    await mod.getByTestId('moderation-approve').click();
    await expect(mod.getByTestId('initiative-name').getByTestId('initiative-status')).toHaveText('Активна (1)');
    await expect(mod.getByTestId('moderation-approve')).toHaveCount(0);
    await expect(mod.getByTestId('initiative-suspend')).toHaveCount(0);
    await expect.poll(() => publicStatus(request, id)).toBe(200);
    await mod.context().close();

    // The admin suspends it with a reason: it leaves the public site; restored, it is back.
    const admin = await backOfficePage(browser, request, baseURL!, ADMIN);
    await admin.goto(`/admin/initiatives/${id}/show`);
    const status = admin.getByTestId('initiative-name').getByTestId('initiative-status');
    await expect(status).toHaveText('Активна (1)');
    await admin.getByTestId('initiative-suspend').click();
    await expect(admin.getByRole('dialog')).toContainText('Приостановить группу');
    await admin.getByTestId('reject-confirm').click();
    await expect(admin.getByRole('dialog')).toContainText('Обязательно для заполнения');
    await admin.getByTestId('reject-reason').fill('Жалобы участников: проверяем');
    await admin.getByTestId('reject-confirm').click();
    await expect(status).toHaveText('Приостановлена (-2)');
    await expect(admin.getByTestId('initiative-suspend-reason')).toContainText('Жалобы участников: проверяем');
    await expect.poll(() => publicStatus(request, id)).toBe(404);

    await admin.getByTestId('initiative-restore').click();
    await expect(status).toHaveText('Активна (1)');
    await expect(admin.getByTestId('initiative-restore')).toHaveCount(0);
    await expect.poll(() => publicStatus(request, id)).toBe(200);
    // The list filters by the numeric status.
    await admin.goto(`/admin/initiatives?filter=${encodeURIComponent(JSON.stringify({ status: '1', q: name }))}`);
    await expect(admin.getByRole('combobox', { name: 'Статус' })).toHaveText('Активна');
    const active = admin.getByTestId('initiatives-grid').getByRole('row').filter({ hasText: name });
    await expect(active.getByTestId('initiative-status')).toHaveText('Активна (1)');
    await expect(active.getByTestId('date-publishedAt')).not.toHaveText('—');
    await admin.context().close();
  });

  test('a moderator rejects a group with a reason, which its page then shows @desktop', async ({ browser, request, baseURL }) => {
    const name = `Отклоняемая ${tagOf()}`;
    const id = await groupOnModeration(request, name);
    const moderator = await createModerator(request, tagOf());
    const mod = await backOfficePage(browser, request, baseURL!, moderator);
    await mod.goto(`/admin/initiatives/${id}/show`);
    await mod.getByTestId('moderation-reject').click();
    await expect(mod.getByRole('dialog')).toContainText('Отклонить группу');
    await mod.getByTestId('reject-reason').fill('Опишите цели группы подробнее');
    await mod.getByTestId('reject-confirm').click();
    await expect(mod.getByTestId('initiative-name').getByTestId('initiative-status')).toHaveText('Отклонена (-1)');
    await expect(mod.getByTestId('initiative-reject-reason')).toContainText('Опишите цели группы подробнее');
    await mod.context().close();
  });

  test("the organizer's CRM shows a group's team sign-up as one row: accepted whole, its members' hours verified one by one @desktop", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const tag = tagOf();
    const org = await createActiveAccount(request, { type: 'organization', name: `Орг ${tag}` });
    const orgToken = await apiLogin(request, org.email, org.password);
    const startsAt = new Date(Date.now() + 5 * 86_400_000).toISOString();
    const event = await approvedEventByApi(
      request,
      orgToken,
      { titleRu: `Субботник ${tag}`, titleUz: `Hashar ${tag}`, descriptionRu: 'Уборка парка', addressRu: 'Парк' },
      startsAt,
    );
    // An active group of two signs three places up, naming both members.
    const leader = await createActiveAccount(request, { type: 'volon', name: `Лидер ${tag}` });
    const leaderToken = await apiLogin(request, leader.email, leader.password);
    const member = await createActiveAccount(request, { type: 'volon', name: `Участник ${tag}` });
    const memberToken = await apiLogin(request, member.email, member.password);
    const group = await approvedGroupByApi(request, leaderToken, { nameRu: `Зелёные ${tag}`, descriptionRu: 'Сажаем деревья.' }, [
      memberToken,
    ]);
    const team = await request.post(`/api/sessions/${event.sessions[0]!.id}/team`, {
      headers: bearer(leaderToken),
      data: { groupId: group.id, places: 3, memberIds: [userIdOf(leaderToken), userIdOf(memberToken)] },
    });
    expect(team.status(), await team.text()).toBe(201);

    await page.setViewportSize({ width: 1280, height: 900 });
    await context.addCookies([{ name: 'jwt-token', value: orgToken, url: baseURL! }]);
    await page.goto(`/admin/crm/events/${event.id}/show`);
    const rows = page.getByTestId('applicants');
    await expect(rows.getByTestId('team-label')).toContainText(`Зелёные ${tag}`);
    await expect(rows.getByTestId('team-label')).toContainText('Команда · 3 места');
    // The members open with a button a keyboard reaches.
    await rows.getByTestId('team-toggle').focus();
    await page.keyboard.press('Enter');
    await expect(rows.getByTestId('team-toggle')).toHaveAttribute('aria-expanded', 'true');
    const members = rows.getByTestId('team-member');
    await expect(members).toHaveCount(2);
    await expect(members.filter({ hasText: `Участник ${tag}` })).toContainText('Заявка подана');
    // Nothing per member before the team is accepted; accepting the team accepts them.
    await expect(members.getByRole('button')).toHaveCount(0);
    await rows.getByTestId('application-accept').click();
    const one = members.filter({ hasText: `Участник ${tag}` });
    await expect(one).toContainText('Принята');
    // Attendance and hours once the shift has taken place (common/hours.ts).
    await expect(one.getByTestId('application-attended')).toHaveCount(0);
    await sessionHeldByApi(request, event.sessions[0]!.id);
    await page.reload();
    // The members' list keeps its open state across the reload (or opens again with a click).
    await expect(rows.getByTestId('team-toggle')).toBeVisible();
    if ((await rows.getByTestId('team-toggle').getAttribute('aria-expanded')) !== 'true') await rows.getByTestId('team-toggle').click();
    await one.getByTestId('application-attended').click();
    await one.getByTestId('application-verify').click();
    await page.getByTestId('verify-hours-input').fill('3');
    await page.getByTestId('verify-confirm').click();
    await expect(one).toContainText('Часы подтверждены');
    await expect(one.getByRole('cell').nth(2)).toHaveText('3');
    // The other member still waits for their own hours.
    await expect(members.filter({ hasText: `Лидер ${tag}` }).getByTestId('application-attended')).toBeVisible();
  });

  test('at 375 px the queue is a list of groups that fits the screen @phone', async ({ page, context, request, baseURL }) => {
    const name = `Телефонная ${tagOf()}`;
    await groupOnModeration(request, name);
    const moderator = await createModerator(request, tagOf());
    await signInWithCookie(request, context, baseURL!, moderator.email, moderator.password);
    await page.goto(`/admin/initiatives?filter=${encodeURIComponent(JSON.stringify({ moderation: 'moderation', q: name }))}`);
    await expect(page.getByTestId('initiatives-simple-list').getByText(name)).toBeVisible();
    await expect(page.getByTestId('initiatives-simple-list')).toContainText('На модерации');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
