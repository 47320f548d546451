import type { APIRequestContext } from '@playwright/test';
import { ADMIN, apiLogin, backOfficePage, createActiveAccount, createModerator, expect, signInWithCookie, test } from './support';

const tagOf = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

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

/** Whether the public site shows the group (only an active one). */
const publicStatus = async (request: APIRequestContext, id: number) => (await request.get(`/api/initiatives/${id}`)).status();

test.describe('the back office: initiative groups', () => {
  test('a moderator approves a group from the queue; an admin suspends it with a reason and restores it', async ({
    browser,
    request,
    baseURL,
    isMobile,
  }) => {
    test.skip(isMobile, 'the flow runs at desktop width; the phone list is checked below');
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
    await admin.context().close();
  });

  test('a moderator rejects a group with a reason, which its page then shows', async ({ browser, request, baseURL, isMobile }) => {
    test.skip(isMobile, 'the flow runs at desktop width');
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

  test('at 375 px the queue is a list of groups that fits the screen', async ({ page, context, request, baseURL, isMobile }) => {
    test.skip(!isMobile, 'the phone check');
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
