import request from 'supertest';
import { useTestApp } from '../../test/app';
import { adminTeam, listParams } from '../../test/admin';

const RESOURCES = ['regions', 'directions', 'cattask', 'dirprobono', 'typecat'] as const;
const extra = (resource: string) => (resource === 'directions' ? { icon: 'star', color: '#a1b2c3' } : {});

describe('reference lists under /api/admin', () => {
  const ctx = useTestApp();
  let team: Awaited<ReturnType<typeof adminTeam>>;
  beforeAll(async () => {
    team = await adminTeam(ctx);
  });
  const as = (auth: string) => ({
    get: (url: string, query: Record<string, string> = {}) => request(ctx.app).get(url).query(query).set('Authorization', auth),
    post: (url: string, body: object) => request(ctx.app).post(url).set('Authorization', auth).send(body),
    put: (url: string, body: object) => request(ctx.app).put(url).set('Authorization', auth).send(body),
    delete: (url: string) => request(ctx.app).delete(url).set('Authorization', auth),
  });

  it.each(RESOURCES)('%s: create, list, getMany, get, update, delete, all audited', async (resource) => {
    const admin = as(team.admin.auth);
    const base = `/api/admin/${resource}`;
    const created = await admin
      .post(base, { key: `new-${resource}`, nameRu: ' Новый ', nameUz: 'Yangi', sortOrder: 500, ...extra(resource) })
      .expect(201);
    expect(created.body).toMatchObject({ key: `new-${resource}`, nameRu: 'Новый', nameUz: 'Yangi', sortOrder: 500, isActive: true });
    if (resource === 'directions') expect(created.body).toMatchObject({ icon: 'star', color: '#A1B2C3' });
    const id = created.body.id as number;

    const page = await admin.get(base, listParams(['sortOrder', 'DESC'], [0, 0])).expect(200);
    expect(page.body[0].id).toBe(id);
    expect(page.headers['content-range']).toMatch(new RegExp(`^${resource} 0-0/\\d+$`));
    const many = await admin.get(base, listParams(undefined, undefined, { id: [id] })).expect(200);
    expect(many.body).toEqual([created.body]);
    expect((await admin.get(`${base}/${id}`).expect(200)).body).toEqual(created.body);

    const updated = await admin.put(`${base}/${id}`, { ...created.body, nameUz: 'Yangilangan', isActive: false }).expect(200);
    expect(updated.body).toMatchObject({ id, nameUz: 'Yangilangan', isActive: false });
    const inactive = await admin.get(base, listParams(['id', 'ASC'], [0, 99], { isActive: false })).expect(200);
    expect(inactive.body.map((r: { id: number }) => r.id)).toEqual([id]);

    expect((await admin.delete(`${base}/${id}`).expect(200)).body).toMatchObject({ id, nameUz: 'Yangilangan' });
    await admin.get(`${base}/${id}`).expect(404);
    const [audits] = await ctx.db.sequelize.query(
      'SELECT action, before IS NOT NULL AS has_before, after IS NOT NULL AS has_after FROM audit_log WHERE resource = $1 AND record_id = $2 ORDER BY id',
      { bind: [resource, id] },
    );
    expect(audits).toEqual([
      { action: 'create', has_before: false, has_after: true },
      { action: 'update', has_before: true, has_after: true },
      { action: 'delete', has_before: true, has_after: false },
    ]);
  });

  it.each(RESOURCES)('%s: 401 without a token, 403 for a moderator and a volunteer', async (resource) => {
    await request(ctx.app).get(`/api/admin/${resource}`).expect(401);
    for (const who of [team.moderator, team.volunteer]) {
      const user = as(who.auth);
      await user.get(`/api/admin/${resource}`).expect(403);
      await user.get(`/api/admin/${resource}/1`).expect(403);
      await user.post(`/api/admin/${resource}`, { key: 'x', nameRu: 'x', nameUz: 'x', ...extra(resource) }).expect(403);
      await user.put(`/api/admin/${resource}/1`, { nameRu: 'x' }).expect(403);
      await user.delete(`/api/admin/${resource}/1`).expect(403);
    }
  });

  it('validates in Russian and Uzbek, with the messages on the fields', async () => {
    const admin = as(team.admin.auth);
    const ru = await admin.post('/api/admin/directions', { key: 'Bad Key', nameRu: '  ', color: 'red', sortOrder: -1 }).expect(400);
    expect(ru.body.fields).toEqual({
      key: 'Ключ: строчные латинские буквы, цифры, «-» и «_», не более 64 символов',
      nameRu: 'Данное поле обязательно для заполнения',
      nameUz: 'Данное поле обязательно для заполнения',
      icon: 'Данное поле обязательно для заполнения',
      color: 'Укажите цвет в формате #RRGGBB',
      sortOrder: 'Введите целое число от 0 до 1000000',
    });
    expect(ru.body.errors).toEqual(ru.body.fields);
    const uz = await request(ctx.app)
      .post('/api/admin/regions?locale=uz')
      .set('Authorization', team.admin.auth)
      .send({ key: 'andijan', nameRu: 'x'.repeat(161), nameUz: 'Andijon' })
      .expect(400);
    expect(uz.body).toMatchObject({
      error: 'validation',
      msg: "Maydonlar to'g'ri to'ldirilganini tekshiring",
      fields: { nameRu: "Ko'pi bilan 160 belgi" },
    });
    const taken = await admin.post('/api/admin/regions', { key: 'andijan', nameRu: 'Андижан', nameUz: 'Andijon' }).expect(400);
    expect(taken.body.fields).toEqual({ key: 'Такое значение уже используется' });
    expect(taken.body.errors).toEqual({ key: 'Такое значение уже используется' });
    await admin.put('/api/admin/regions/1', { nameRu: '' }).expect(400);
  });

  it('refuses to delete a region, pro bono direction or volunteer type still in use (409: deactivate instead)', async () => {
    const admin = as(team.admin.auth);
    const region = await admin.delete('/api/admin/regions/1').expect(409);
    expect(region.body).toMatchObject({
      error: 'conflict',
      msg: 'Запись используется (пользователи, районы), удалить её нельзя. Сделайте её неактивной',
    });
    const [[type]] = (await ctx.db.sequelize.query('SELECT id FROM volunteer_types ORDER BY id LIMIT 1')) as [{ id: number }[], unknown];
    await ctx.db.sequelize.query('UPDATE volunteer_profiles SET volunteer_type_id = $1 WHERE user_id = $2', {
      bind: [type!.id, team.volunteer.id],
    });
    await admin.delete(`/api/admin/typecat/${type!.id}`).expect(409);
    await admin.get('/api/admin/regions/1').expect(200);
  });

  it('an edited region name is what /api/cities answers', async () => {
    const admin = as(team.admin.auth);
    await admin.put('/api/admin/regions/2', { nameRu: 'Каракалпакстан (изм.)' }).expect(200);
    const cities = await request(ctx.app).get('/api/cities').expect(200);
    expect(cities.body.data).toContainEqual({ id: 2, nameRu: 'Каракалпакстан (изм.)', nameUz: "Qoraqalpog'iston Respublikasi" });
  });
});
