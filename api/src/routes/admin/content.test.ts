import request from 'supertest';
import { useTestApp } from '../../test/app';
import { adminTeam, listParams } from '../../test/admin';

const SAMPLES = {
  banners: {
    kind: 'main',
    titleRu: 'Акция',
    titleUz: 'Aksiya',
    imageUrl: '/uploads/banner/a.png',
    link: 'https://hashar.uz/ru/events',
    startsAt: '2026-01-01T00:00:00.000Z',
    endsAt: '2026-02-01T00:00:00.000Z',
  },
  tours: {
    titleRu: 'Добро пожаловать',
    titleUz: 'Xush kelibsiz',
    textRu: 'Текст',
    textUz: 'Matn',
    imageUrl: '/uploads/banner/t.png',
    startsAt: '2026-01-01T05:00:00.000Z',
    endsAt: null,
  },
  partners: { name: 'UNICEF', logoUrl: '/uploads/partnerLogo/u.svg', link: 'https://unicef.org' },
} as const;
type Resource = keyof typeof SAMPLES;

describe('banners, tours and partners under /api/admin', () => {
  const ctx = useTestApp();
  let team: Awaited<ReturnType<typeof adminTeam>>;
  beforeAll(async () => {
    team = await adminTeam(ctx);
  });
  const admin = () => {
    const auth = { Authorization: team.admin.auth };
    return {
      get: (url: string, query: Record<string, string> = {}) => request(ctx.app).get(url).query(query).set(auth),
      post: (url: string, body: object) => request(ctx.app).post(url).set(auth).send(body),
      put: (url: string, body: object) => request(ctx.app).put(url).set(auth).send(body),
      delete: (url: string) => request(ctx.app).delete(url).set(auth),
    };
  };

  it.each(Object.keys(SAMPLES) as Resource[])('%s: full CRUD through the contract, admin only', async (resource) => {
    const base = `/api/admin/${resource}`;
    const created = await admin().post(base, SAMPLES[resource]).expect(201);
    expect(created.body).toMatchObject({ ...SAMPLES[resource], sortOrder: 0, isActive: true });
    const id = created.body.id as number;
    const list = await admin()
      .get(base, listParams(['sortOrder', 'ASC'], [0, 9], { isActive: true }))
      .expect(200);
    expect(list.body).toEqual([created.body]);
    expect(list.headers['content-range']).toBe(`${resource} 0-0/1`);
    expect((await admin().get(base, listParams(undefined, undefined, { id: [id] }))).body).toEqual([created.body]);
    expect((await admin().get(`${base}/${id}`).expect(200)).body).toEqual(created.body);
    const updated = await admin()
      .put(`${base}/${id}`, { ...created.body, sortOrder: 3, link: '' })
      .expect(200);
    expect(updated.body).toMatchObject({ id, sortOrder: 3 });
    if ('link' in SAMPLES[resource]) expect(updated.body.link).toBeNull();
    await admin()
      .get(base, listParams(['createdAt', 'ASC']))
      .expect(400);
    for (const who of [team.moderator, team.volunteer]) {
      await request(ctx.app).get(base).set('Authorization', who.auth).expect(403);
      await request(ctx.app).post(base).set('Authorization', who.auth).send(SAMPLES[resource]).expect(403);
    }
    await request(ctx.app).get(`${base}/${id}`).expect(401);
    await admin().delete(`${base}/${id}`).expect(200);
    await admin().get(`${base}/${id}`).expect(404);
  });

  it('validates banners: kind, required titles and image, link form, period order (ru and uz)', async () => {
    const ru = await admin()
      .post('/api/admin/banners', { kind: 'popup', link: 'javascript:alert(1)', imageUrl: '//evil.example/x.png' })
      .expect(400);
    expect(ru.body.fields).toEqual({
      kind: 'Выберите значение из списка',
      titleRu: 'Данное поле обязательно для заполнения',
      titleUz: 'Данное поле обязательно для заполнения',
      imageUrl: 'Укажите ссылку, начинающуюся с http://, https:// или /',
      link: 'Укажите ссылку, начинающуюся с http://, https:// или /',
    });
    const period = { ...SAMPLES.banners, startsAt: '2026-03-01T00:00:00Z', endsAt: '2026-02-01T00:00:00Z' };
    const order = await request(ctx.app)
      .post('/api/admin/banners')
      .set('Authorization', team.admin.auth)
      .set('Accept-Language', 'uz')
      .send(period)
      .expect(400);
    expect(order.body.fields).toEqual({ endsAt: "Tugash sanasi boshlanish sanasidan oldin bo'lishi mumkin emas" });
    const bad = await admin()
      .post('/api/admin/banners', { ...SAMPLES.banners, startsAt: 'someday' })
      .expect(400);
    expect(bad.body.fields).toEqual({ startsAt: 'Укажите корректную дату' });
    // The period is checked against the stored record too.
    const banner = await admin()
      .post('/api/admin/banners', { ...SAMPLES.banners, kind: 'advertising' })
      .expect(201);
    await admin().put(`/api/admin/banners/${banner.body.id}`, { endsAt: '2025-12-31T00:00:00Z' }).expect(400);
    await admin().put(`/api/admin/banners/${banner.body.id}`, { startsAt: null, endsAt: '2025-12-31T00:00:00Z' }).expect(200);
    const ads = await admin()
      .get('/api/admin/banners', listParams(['kind', 'ASC'], [0, 9], { kind: 'advertising' }))
      .expect(200);
    expect(ads.body.map((b: { id: number }) => b.id)).toEqual([banner.body.id]);
  });

  it('tours have a display period: dates checked, in order, open at either end (ru and uz)', async () => {
    const bad = await admin()
      .post('/api/admin/tours', { ...SAMPLES.tours, startsAt: 'someday' })
      .expect(400);
    expect(bad.body.fields).toEqual({ startsAt: 'Укажите корректную дату' });
    const order = await request(ctx.app)
      .post('/api/admin/tours')
      .set('Authorization', team.admin.auth)
      .set('Accept-Language', 'uz')
      .send({ ...SAMPLES.tours, startsAt: '2026-03-01T00:00:00Z', endsAt: '2026-02-01T00:00:00Z' })
      .expect(400);
    expect(order.body.fields).toEqual({ endsAt: "Tugash sanasi boshlanish sanasidan oldin bo'lishi mumkin emas" });
    const tour = await admin()
      .post('/api/admin/tours', { ...SAMPLES.tours, endsAt: '2026-02-01T00:00:00Z' })
      .expect(201);
    expect(tour.body).toMatchObject({ startsAt: '2026-01-01T05:00:00.000Z', endsAt: '2026-02-01T00:00:00.000Z' });
    // The period is checked against the stored record too.
    const ru = await admin().put(`/api/admin/tours/${tour.body.id}`, { endsAt: '2025-12-31T00:00:00Z' }).expect(400);
    expect(ru.body.fields).toEqual({ endsAt: 'Дата окончания не может быть раньше даты начала' });
    const open = await admin().put(`/api/admin/tours/${tour.body.id}`, { startsAt: null, endsAt: '2025-12-31T00:00:00Z' }).expect(200);
    expect(open.body).toMatchObject({ startsAt: null, endsAt: '2025-12-31T00:00:00.000Z' });
    const sorted = await admin()
      .get('/api/admin/tours', listParams(['endsAt', 'ASC'], [0, 9], { id: [tour.body.id] }))
      .expect(200);
    expect(sorted.body.map((t: { id: number }) => t.id)).toEqual([tour.body.id]);
  });

  it('GET /api/partners lists active partners in order, for everyone', async () => {
    const b = await admin().post('/api/admin/partners', { name: 'Beta', logoUrl: '/uploads/partnerLogo/b.png', sortOrder: 2 }).expect(201);
    const a = await admin()
      .post('/api/admin/partners', { name: 'Alpha', logoUrl: 'https://cdn.example/a.png', link: '/ru/about', sortOrder: 1 })
      .expect(201);
    await admin().post('/api/admin/partners', { name: 'Hidden', logoUrl: '/x.png', isActive: false }).expect(201);
    const res = await request(ctx.app).get('/api/partners').expect(200);
    expect(res.body).toEqual({
      data: [
        { id: a.body.id, name: 'Alpha', logoUrl: 'https://cdn.example/a.png', link: '/ru/about' },
        { id: b.body.id, name: 'Beta', logoUrl: '/uploads/partnerLogo/b.png', link: null },
      ],
    });
    const missing = await admin().post('/api/admin/partners', { name: 'No logo' }).set('Accept-Language', 'uz').expect(400);
    expect(missing.body.fields).toEqual({ logoUrl: "to'ldirilishi shart" });
  });
});
