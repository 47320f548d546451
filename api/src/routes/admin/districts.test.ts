import request from 'supertest';
import { useTestApp } from '../../test/app';
import { adminTeam, listParams } from '../../test/admin';

describe('districts under /api/admin', () => {
  const ctx = useTestApp();
  let team: Awaited<ReturnType<typeof adminTeam>>;
  let tashkent: number;
  beforeAll(async () => {
    team = await adminTeam(ctx);
    const [[row]] = (await ctx.db.sequelize.query(`SELECT id FROM regions WHERE key = 'tashkent-city'`)) as [{ id: number }[], unknown];
    tashkent = row!.id;
  });
  const as = (auth: string) => ({
    get: (url: string, query: Record<string, string> = {}) => request(ctx.app).get(url).query(query).set('Authorization', auth),
    post: (url: string, body: object) => request(ctx.app).post(url).set('Authorization', auth).send(body),
    put: (url: string, body: object) => request(ctx.app).put(url).set('Authorization', auth).send(body),
    delete: (url: string) => request(ctx.app).delete(url).set('Authorization', auth),
  });
  const district = () => ({
    regionId: tashkent,
    key: 'tashkent-city.new-city',
    nameRu: ' Новый район ',
    nameUz: 'Yangi tuman',
    aliases: ['Зарница', ' Zarnitsa ', 'Zarnitsa'],
    lat: '41.30001',
    lng: 69.2,
  });

  it("lists a region's districts, creates, edits and deletes one, all audited; the public list follows", async () => {
    const admin = as(team.admin.auth);
    const page = await admin.get('/api/admin/districts', listParams(['sortOrder', 'ASC'], [0, 99], { regionId: tashkent })).expect(200);
    expect(page.body).toHaveLength(12);
    expect(page.body[1]).toMatchObject({ key: 'tashkent-city.chilanzar', aliases: ['Чиланзар', 'Chilonzor', 'Chilanzar'], lat: 41.2756 });
    expect(page.headers['content-range']).toBe('districts 0-11/12');

    const created = await admin.post('/api/admin/districts', { ...district(), sortOrder: 500 }).expect(201);
    expect(created.body).toMatchObject({
      regionId: tashkent,
      key: 'tashkent-city.new-city',
      nameRu: 'Новый район',
      aliases: ['Зарница', 'Zarnitsa'],
      lat: 41.30001,
      lng: 69.2,
      isActive: true,
    });
    const id = created.body.id as number;
    expect((await admin.get(`/api/admin/districts/${id}`).expect(200)).body).toEqual(created.body);
    const found = await request(ctx.app).get('/api/districts').query({ q: 'zarnitsa' }).expect(200);
    expect(found.body.data).toEqual([expect.objectContaining({ id, nameUz: 'Yangi tuman' })]);

    const updated = await admin.put(`/api/admin/districts/${id}`, { nameUz: 'Yangilangan', lat: null, aliases: [] }).expect(200);
    expect(updated.body).toMatchObject({ id, nameUz: 'Yangilangan', lat: null, lng: 69.2, aliases: [] });
    await request(ctx.app).get('/api/districts').query({ q: 'Зарница' }).expect(200, { data: [] });

    expect((await admin.delete(`/api/admin/districts/${id}`).expect(200)).body).toMatchObject({ id, nameUz: 'Yangilangan' });
    await admin.get(`/api/admin/districts/${id}`).expect(404);
    await admin.put(`/api/admin/districts/${id}`, { nameUz: 'x' }).expect(404);
    await admin.delete(`/api/admin/districts/${id}`).expect(404);
    const [audits] = await ctx.db.sequelize.query(
      `SELECT action FROM audit_log WHERE resource = 'districts' AND record_id = $1 ORDER BY id`,
      { bind: [id] },
    );
    expect(audits).toEqual([{ action: 'create' }, { action: 'update' }, { action: 'delete' }]);
  });

  it('validates in Russian and in Uzbek: names, key, region, centre inside Uzbekistan', async () => {
    const admin = as(team.admin.auth);
    const ru = await admin
      .post('/api/admin/districts', { regionId: 999999, key: 'Bad Key', nameRu: ' ', lat: 50, lng: 'east', aliases: 'x' })
      .expect(400);
    expect(ru.body.fields).toEqual({
      regionId: 'Выберите значение из списка',
      key: 'Код: ключ региона, точка и латинское название района, например tashkent-city.chilanzar',
      nameRu: 'Данное поле обязательно для заполнения',
      nameUz: 'Данное поле обязательно для заполнения',
      aliases: 'Не более 20 пунктов, каждый не длиннее 100 символов',
      lat: 'Введите число больше 37.1 и не больше 45.6',
      lng: 'Введите число больше 55.9 и не больше 73.2',
    });
    const uz = await request(ctx.app)
      .post('/api/admin/districts?locale=uz')
      .set('Authorization', team.admin.auth)
      .send({ ...district(), key: 'andijan.new-city' })
      .expect(400);
    expect(uz.body.fields).toEqual({ key: 'Kod: viloyat kaliti, nuqta va tumanning lotincha nomi, masalan tashkent-city.chilanzar' });
    const taken = await admin.post('/api/admin/districts', { ...district(), key: 'tashkent-city.chilanzar' }).expect(400);
    expect(taken.body.fields).toEqual({ key: 'Такое значение уже используется' });
  });

  it('keeps a region with districts from being deleted (409)', async () => {
    const res = await as(team.admin.auth).delete(`/api/admin/regions/${tashkent}`).expect(409);
    expect(res.body.msg).toContain('районы');
  });

  it('401 without a token, 403 for a moderator and a volunteer', async () => {
    await request(ctx.app).get('/api/admin/districts').expect(401);
    await request(ctx.app).post('/api/admin/districts').send(district()).expect(401);
    for (const who of [team.moderator, team.volunteer]) {
      const user = as(who.auth);
      await user.get('/api/admin/districts').expect(403);
      await user.get('/api/admin/districts/1').expect(403);
      await user.post('/api/admin/districts', district()).expect(403);
      await user.put('/api/admin/districts/1', { nameRu: 'x' }).expect(403);
      await user.delete('/api/admin/districts/1').expect(403);
    }
  });
});
