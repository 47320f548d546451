import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import {
  allowApiError,
  apiLogin,
  approvedGroupByApi,
  createActiveAccount,
  expect,
  signInWithCookie,
  signedInPageLike,
  test,
  tagOf,
} from './support';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The last region of the reference list. */
async function someRegion(request: APIRequestContext): Promise<{ id: number; nameRu: string }> {
  const { data } = (await (await request.get('/api/cities')).json()) as { data: { id: number; nameRu: string }[] };
  return data[data.length - 1]!;
}

/** A volunteer registers a group through the API and the admin approves it: an active group, its leader and id. */
async function activeGroup(request: APIRequestContext, tag: string) {
  const leader = await createActiveAccount(request, { type: 'volon', name: `Leader ${tag}` });
  const token = await apiLogin(request, leader.email, leader.password);
  const region = await someRegion(request);
  const { id } = await approvedGroupByApi(request, token, {
    nameRu: `Зелёный двор ${tag}`,
    nameUz: `Yashil hovli ${tag}`,
    descriptionRu: 'Сажаем деревья во дворах',
    descriptionUz: 'Hovlilarda daraxt ekamiz',
    goalsRu: 'Сто деревьев за год',
    regionId: region.id,
    directionIds: [1],
    phone: '+998901112233',
    links: ['https://t.me/green_yard'],
    foundedOn: '2024-03-15',
  });
  return { leader, id, region, nameRu: `Зелёный двор ${tag}`, nameUz: `Yashil hovli ${tag}` };
}

/** Below 812 px the list's filters fold behind a button. */
async function unfold(page: Page, label: string): Promise<void> {
  if ((page.viewportSize()?.width ?? 1280) < 812) await page.getByRole('button', { name: label, exact: true }).click();
}

/** Nothing is wider than the screen (the 375 px layout). */
async function fitsTheScreen(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('initiative groups pages', () => {
  test('the directory finds an active group by region and text; its public page reads in Russian and Uzbek', async ({ page, request }) => {
    const tag = tagOf();
    const group = await activeGroup(request, tag);

    await page.goto('/ru/initiative');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Инициативные группы');
    await unfold(page, 'Фильтры');
    await page.locator('#groups-region').selectOption(String(group.region.id));
    await expect(page).toHaveURL(new RegExp(`region=${group.region.id}`));
    await page.locator('#groups-q').fill(`двор ${tag}`);
    await page.getByTestId('groups-list').getByRole('button', { name: 'Найти' }).click();
    const card = page.getByTestId('group-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(group.nameRu);
    await expect(card.getByTestId('group-members')).toHaveText('1 участник');
    await expect(page.getByTestId('list-count')).toHaveText('Найдена 1 группа');
    await fitsTheScreen(page);

    await page.locator('#groups-q').fill(`нет такой ${tag}`);
    await page.getByTestId('groups-list').getByRole('button', { name: 'Найти' }).click();
    await expect(page.getByTestId('empty')).toContainText('Ничего не нашлось');
    await page.goBack();
    await page.getByTestId('group-card').getByRole('link', { name: group.nameRu }).click();

    await expect(page).toHaveURL(new RegExp(`/ru/initiative/view/${group.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(group.nameRu);
    await expect(page.getByText('Сажаем деревья во дворах')).toBeVisible();
    await expect(page.getByText('Сто деревьев за год')).toBeVisible();
    await expect(page.getByTestId('group-contacts')).toContainText('https://t.me/green_yard');
    await expect(page.getByTestId('group-member')).toHaveCount(1);
    await expect(page.getByTestId('group-member').first()).toContainText('Лидер');
    await expect(page.getByTestId('join-block')).toHaveAttribute('data-action', 'login');
    await expect(page.getByRole('link', { name: 'Войдите, чтобы вступить в группу' })).toHaveAttribute(
      'href',
      `/ru/login?next=${encodeURIComponent(`/ru/initiative/view/${group.id}`)}`,
    );
    await fitsTheScreen(page);

    await page.goto(`/uz/initiative/view/${group.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(group.nameUz);
    await expect(page.getByText('Hovlilarda daraxt ekamiz')).toBeVisible();
    // The Uzbek goals are empty: the Russian ones show.
    await expect(page.getByText('Сто деревьев за год')).toBeVisible();
    await expect(page.getByText('tashkil etilgan: 15-mart 2024')).toBeVisible();
    await expect(page.getByRole('link', { name: "Guruhga qo'shilish uchun kiring" })).toBeVisible();
    await fitsTheScreen(page);

    allowApiError(page, 'GET /api/initiatives/*', 404, 'an unknown group is the point here');
    await page.goto('/ru/initiative/view/999999999');
    await expect(page.getByTestId('group-not-found')).toContainText('Группа не найдена');
  });

  test('a volunteer asks to join, the leader accepts on the dashboard, the volunteer is a member @phone', async ({
    page,
    context,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const tag = tagOf();
    const group = await activeGroup(request, tag);
    const volunteer = await createActiveAccount(request, { type: 'volon', name: `Joiner ${tag}` });
    await signInWithCookie(request, context, baseURL!, volunteer.email, volunteer.password);

    await page.goto(`/ru/initiative/view/${group.id}`);
    const join = page.getByTestId('join-block');
    await expect(join).toHaveAttribute('data-action', 'ask');
    await join.getByLabel('Сообщение лидеру (необязательно)').fill('Хочу сажать деревья');
    await join.getByRole('button', { name: 'Попросить вступить' }).click();
    await expect(join.getByText('Заявка отправлена. Лидер группы рассмотрит её.')).toBeVisible();
    await expect(join).toHaveAttribute('data-action', 'pending');

    await page.goto('/ru/initiative/profile');
    await expect(page.getByTestId('my-requests')).toContainText(group.nameRu);

    const leader = await signedInPageLike(browser, page, request, baseURL!, group.leader);
    await leader.page.goto('/ru/profile/initiative');
    const dashboard = leader.page.getByTestId('group-dashboard');
    await expect(dashboard).toHaveAttribute('data-group', String(group.id));
    await expect(dashboard.getByTestId('group-status')).toHaveText('Активна');
    const requests = dashboard.getByTestId('group-requests');
    await expect(requests).toContainText('Joiner');
    await expect(requests).toContainText('Хочу сажать деревья');
    await requests.getByRole('button', { name: 'Принять' }).click();
    await expect(dashboard.getByTestId('no-group-requests')).toBeVisible();
    await expect(dashboard.getByTestId('group-counts')).toContainText('Участники2');
    await fitsTheScreen(leader.page);

    await leader.page.goto(`/ru/profile/initiative/edit?group=${group.id}`);
    await expect(leader.page.getByTestId('group-members-list').getByTestId('friend-row')).toHaveCount(2);
    await leader.context.close();

    await page.goto(`/ru/initiative/view/${group.id}`);
    await expect(page.getByTestId('join-block')).toHaveAttribute('data-action', 'leave');
    await expect(page.getByTestId('group-member')).toHaveCount(2);
    await page.goto('/ru/initiative/profile');
    await expect(page.getByTestId('my-group')).toHaveAttribute('data-role', 'member');
  });

  test('a volunteer registers a group with the form (field errors by the field), sees it on moderation and adds a logo; others are told why they cannot @phone', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const tag = tagOf();
    const volunteer = await createActiveAccount(request, { type: 'volon', name: `Founder ${tag}` });
    await signInWithCookie(request, context, baseURL!, volunteer.email, volunteer.password);

    allowApiError(page, 'POST /api/my/initiatives', 400, 'the server refuses a link without http(s): the point here');
    await page.goto('/ru/initiative/sign-up');
    const form = page.getByTestId('group-form');
    await form.getByLabel('Название (на русском)').fill(`Добрые соседи ${tag}`);
    await form.getByLabel('Описание (на русском)').fill('Помогаем пожилым соседям');
    await form.getByLabel('Ссылка 1 (сайт или соцсеть)').fill('t.me/good');
    await form.getByRole('button', { name: 'Отправить на модерацию' }).click();
    await expect(form.getByText('Укажите ссылку, начинающуюся с http:// или https://')).toBeVisible();
    await expect(form.getByLabel('Ссылка 1 (сайт или соцсеть)')).toBeFocused();
    await form.getByLabel('Ссылка 1 (сайт или соцсеть)').fill('https://t.me/good');
    await form.getByRole('button', { name: 'Добавить ссылку' }).click();
    await form.getByLabel('Ссылка 2 (сайт или соцсеть)').fill('https://instagram.com/good');
    await form.getByRole('button', { name: 'Отправить на модерацию' }).click();
    const done = page.getByTestId('group-created');
    await expect(done).toContainText('Группа отправлена на модерацию');
    await fitsTheScreen(page);

    await done.getByRole('link', { name: 'Кабинет группы' }).click();
    await expect(page.getByTestId('group-status')).toHaveText('На модерации');
    await page.getByRole('link', { name: 'Данные группы' }).click();
    await expect(page.getByLabel('Название (на русском)')).toHaveValue(`Добрые соседи ${tag}`);
    await expect(page.getByLabel('Ссылка 2 (сайт или соцсеть)')).toHaveValue('https://instagram.com/good');
    const square = await sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 30, g: 140, b: 90 } } })
      .png()
      .toBuffer();
    await page.locator('#avatar-file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: square });
    await page.getByRole('button', { name: 'Загрузить логотип' }).click();
    await expect(page.getByText('Логотип обновлён')).toBeVisible();
    await expect(page.locator('.initiative-logo img')).toBeVisible();
    await fitsTheScreen(page);

    const org = await createActiveAccount(request, { type: 'organization', name: `Org ${tag}` });
    await signInWithCookie(request, context, baseURL!, org.email, org.password);
    await page.goto('/uz/initiative/sign-up');
    await expect(page.getByTestId('volunteers-only')).toContainText("faqat ko'ngilli yarata oladi");
  });

  test('renaming an approved group sends it back to moderation and off its public page', async ({ page, context, request, baseURL }) => {
    const tag = tagOf();
    const group = await activeGroup(request, tag);
    await signInWithCookie(request, context, baseURL!, group.leader.email, group.leader.password);

    await page.goto(`/ru/profile/infoinitiative?group=${group.id}`);
    await expect(page.getByTestId('group-approved-note')).toContainText('снова уйдёт на модерацию');
    await page.getByLabel('Название (на русском)').fill(`Новое имя ${tag}`);
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await expect(page.getByText('Данные группы сохранены и отправлены на модерацию')).toBeVisible();
    await expect(page.getByTestId('group-status')).toHaveText('На модерации');
    await expect(page.getByTestId('group-approved-note')).toHaveCount(0);

    await context.clearCookies();
    allowApiError(page, `GET /api/initiatives/${group.id}`, 404, 'a group waiting for moderation is not public');
    await page.goto(`/ru/initiative/view/${group.id}`);
    await expect(page.getByTestId('group-not-found')).toBeVisible();
    await expect(page.getByText(`Новое имя ${tag}`)).toHaveCount(0);
  });

  test("the group's invitation link joins a volunteer at once", async ({ page, context, request, baseURL }) => {
    const tag = tagOf();
    const group = await activeGroup(request, tag);
    const leaderToken = await apiLogin(request, group.leader.email, group.leader.password);
    const { inviteCode } = (await (await request.get(`/api/my/initiatives/${group.id}`, { headers: auth(leaderToken) })).json()) as {
      inviteCode: string;
    };
    const volunteer = await createActiveAccount(request, { type: 'volon', name: `Invited ${tag}` });
    await signInWithCookie(request, context, baseURL!, volunteer.email, volunteer.password);

    await page.goto(`/uz/initiative/view/${group.id}?invite=${inviteCode}`);
    const join = page.getByTestId('join-block');
    await expect(join).toHaveAttribute('data-action', 'joinByInvite');
    await join.getByRole('button', { name: "Taklif bo'yicha qo'shilish" }).click();
    await expect(join.getByText("Siz guruhga qo'shildingiz.")).toBeVisible();
    await expect(join).toHaveAttribute('data-action', 'leave');
    await expect(page).not.toHaveURL(/invite=/);
    await expect(page.getByTestId('group-member')).toHaveCount(2);
  });

  test('the leader appoints a co-leader, hands over leadership and then leaves the group @phone', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const tag = tagOf();
    const group = await activeGroup(request, tag);
    const leaderToken = await apiLogin(request, group.leader.email, group.leader.password);
    const my = (await (await request.get(`/api/my/initiatives/${group.id}`, { headers: auth(leaderToken) })).json()) as {
      inviteCode: string;
    };
    const volunteer = await createActiveAccount(request, { type: 'volon', name: `Helper ${tag}` });
    const volunteerToken = await apiLogin(request, volunteer.email, volunteer.password);
    const joined = await request.post(`/api/initiatives/${group.id}/join`, {
      headers: auth(volunteerToken),
      data: { invite: my.inviteCode },
    });
    expect(joined.status(), await joined.text()).toBe(201);
    const { userId } = (await joined.json()) as { userId: number };
    await signInWithCookie(request, context, baseURL!, group.leader.email, group.leader.password);

    await page.goto(`/ru/profile/initiative/edit?group=${group.id}`);
    const list = page.getByTestId('group-members-list');
    const helper = list.locator(`[data-user-id="${userId}"]`);
    await expect(helper).toContainText('Участник');
    await helper.getByRole('button', { name: 'Назначить со-лидером' }).click();
    await expect(helper).toContainText('Со-лидер');
    await page.getByTestId(`member-handOver-${userId}`).click();
    await expect(page.getByText(`Передать лидерство участнику Helper`)).toBeVisible();
    await page.getByTestId(`member-handOver-${userId}-yes`).click();
    await expect(helper).toContainText('Лидер');
    await expect(list.getByTestId('friend-row').first()).toHaveAttribute('data-user-id', String(userId));
    await fitsTheScreen(page);

    await page.getByRole('button', { name: 'Выйти из группы' }).click();
    await page.getByRole('button', { name: 'Да' }).click();
    await expect(page.getByTestId('group-left')).toHaveText('Вы вышли из группы.');
    await expect(page.getByTestId('no-group')).toBeVisible();
  });

  test('the leader invites a volunteer found by email; the volunteer accepts on their groups page @desktop', async ({
    page,
    context,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const tag = tagOf();
    const group = await activeGroup(request, tag);
    const volunteer = await createActiveAccount(request, { type: 'volon', name: `Guest ${tag}` });

    const leader = await signedInPageLike(browser, page, request, baseURL!, group.leader);
    await leader.page.goto(`/ru/profile/initiative?group=${group.id}`);
    const invite = leader.page.getByTestId('group-invite');
    await expect(invite.getByTestId('referral-link')).toContainText(`/ru/initiative/view/${group.id}?invite=`);
    await expect(invite.getByTestId('no-friends')).toBeVisible();
    await invite.getByLabel('Имя или email волонтёра').fill(volunteer.email);
    await invite.getByRole('button', { name: 'Найти', exact: true }).click();
    await invite.getByTestId('invite-found').getByRole('button', { name: 'Пригласить' }).click();
    await expect(invite.getByTestId('invite-found')).toContainText('Приглашение отправлено');
    await expect(leader.page.getByTestId('group-invitations')).toContainText('Guest');
    await leader.context.close();

    await signInWithCookie(request, context, baseURL!, volunteer.email, volunteer.password);
    await page.goto('/uz/initiative/profile');
    await expect(page.getByTestId('no-group')).toBeVisible();
    const invitations = page.getByTestId('my-invitations');
    await expect(invitations).toContainText(group.nameUz);
    await invitations.getByRole('button', { name: 'Qabul qilish' }).click();
    await expect(page.getByTestId('my-group')).toHaveAttribute('data-role', 'member');
    await expect(page.getByTestId('my-invitations')).toHaveCount(0);
    await fitsTheScreen(page);
  });
});
