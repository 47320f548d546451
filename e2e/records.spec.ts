import { allowApiError, ADMIN, createActiveAccount, expect, test } from './support';

test.describe('pages of records that do not exist', () => {
  for (const [path, text, call] of [
    ['/ru/events/view/99999999', 'Упссс, такой страницы не существует...', 'GET /api/events/*'],
    ['/uz/visits/view/99999999', 'Voy, bunday sahifa mavjud emas...', 'GET /api/visits/*'],
    ['/ru/events/view-group/99999999', 'Упссс, такой страницы не существует...', 'GET /api/event-groups/*'],
  ] as const) {
    test(`${path} answers 404 with the not-found page`, async ({ page }) => {
      allowApiError(page, call, 404, 'a record that does not exist is the point here');
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
      expect(response?.headers()['permissions-policy']).toContain('microphone=()');
      expect(response?.headers()['permissions-policy']).toContain('camera=(self)');
    });
  }
});

test.describe('a published visit offer', () => {
  test('shows its text, place and shifts in the page language, on Tashkent time', async ({ page, request }) => {
    const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
    const login = async (email: string, password: string) => {
      const res = await request.post('/api/user/login', { data: { username: email, password } });
      expect(res.status(), await res.text()).toBe(200);
      return ((await res.json()) as { token: { accessToken: string } }).token.accessToken;
    };
    const tag = Math.random().toString(36).slice(2, 7);
    const org = await createActiveAccount(request, { type: 'organization', name: `Mehr uyi ${tag}` });
    const orgToken = await login(org.email, org.password);
    const admin = await login(ADMIN.email, ADMIN.password);
    const start = new Date(Date.now() + 4 * 86_400_000);
    start.setUTCHours(5, 0, 0, 0);
    const end = new Date(start.getTime() + 3 * 3_600_000);
    const created = await request.post('/api/my/visits', {
      headers: bearer(orgToken),
      data: {
        titleRu: `Прогулки с собаками ${tag}`,
        titleUz: `Itlar bilan sayr ${tag}`,
        descriptionRu: 'Выгуливаем собак приюта по субботам.',
        descriptionUz: 'Har shanba boshpana itlarini sayr qildiramiz.',
        directionIds: [1],
        regionId: 1,
        addressRu: 'Приют «Лапа», Юнусабад',
        addressUz: '«Lapa» boshpanasi, Yunusobod',
        sessions: [{ titleRu: 'Утро', titleUz: 'Ertalab', startsAt: start.toISOString(), endsAt: end.toISOString(), capacity: 6 }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect((await request.post(`/api/my/visits/${id}/submit`, { headers: bearer(orgToken) })).status()).toBe(200);
    expect((await request.post(`/api/admin/visits/${id}/approve`, { headers: bearer(admin) })).status()).toBe(200);

    const uz = await page.goto(`/uz/visits/view/${id}`);
    expect(uz?.status()).toBe(200);
    const view = page.getByTestId('visit-view');
    await expect(view.getByRole('heading', { level: 1 })).toHaveText(`Itlar bilan sayr ${tag}`);
    await expect(view).toContainText('«Lapa» boshpanasi, Yunusobod');
    await expect(view).toContainText(/\d{1,2}-(yanvar|fevral|mart|aprel|may|iyun|iyul|avgust|sentabr|oktabr|noyabr|dekabr) \d{4}, 10:00/);
    await expect(view).toContainText('Ertalab');

    await page.goto(`/ru/visits/view/${id}`);
    await expect(view.getByRole('heading', { level: 1 })).toHaveText(`Прогулки с собаками ${tag}`);
    await expect(view).toContainText('Приют «Лапа», Юнусабад');
    await expect(view).toContainText('10:00');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
