import request from 'supertest';
import { BACK_OFFICE_COUNT_CAP } from '@hashar/common';
import { lastMailedLink } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { adminTeam, listParams, type RoleAccount } from '../../test/admin';

describe('/api/admin/users', () => {
  const ctx = useTestApp();
  let team: Awaited<ReturnType<typeof adminTeam>>;
  let admin: RoleAccount;
  beforeAll(async () => {
    team = await adminTeam(ctx);
    admin = team.admin;
  });
  const api = () => request(ctx.app);

  it('is for admins only: 401 without a token, 403 for a moderator and a volunteer', async () => {
    expect((await api().get('/api/admin/users').expect(401)).body.msg).toBe('Требуется авторизация');
    for (const who of [team.moderator, team.volunteer]) {
      const res = await api().get('/api/admin/users').set('Authorization', who.auth).expect(403);
      expect(res.body).toMatchObject({ error: 'forbidden', msg: 'Недостаточно прав для этого действия' });
      await api().put(`/api/admin/users/${admin.id}`).set('Authorization', who.auth).send({ isBlocked: true }).expect(403);
      await api().delete(`/api/admin/users/${team.volunteer.id}`).set('Authorization', who.auth).expect(403);
      await api().post(`/api/admin/users/${team.volunteer.id}/reset-password`).set('Authorization', who.auth).expect(403);
    }
  });

  it('lists with Content-Range, searches, filters, gets one and many, never the password hash', async () => {
    const res = await api()
      .get('/api/admin/users')
      .query(listParams(['email', 'ASC'], [0, 1]))
      .set('Authorization', admin.auth)
      .expect(200);
    expect(res.headers['content-range']).toMatch(/^users 0-1\/\d+$/);
    expect(res.headers['access-control-expose-headers']).toBe('Content-Range');
    expect(res.body).toHaveLength(2);
    expect(res.body[0]).not.toHaveProperty('passwordHash');
    expect(res.body[0]).not.toHaveProperty('tokenVersion');

    const found = await api()
      .get('/api/admin/users')
      .query(listParams(undefined, undefined, { q: admin.email.toUpperCase() }))
      .set('Authorization', admin.auth)
      .expect(200);
    expect(found.body.map((u: { id: number }) => u.id)).toEqual([admin.id]);

    const mods = await api()
      .get('/api/admin/users')
      .query(listParams(['id', 'ASC'], [0, 9], { role: 'moderator', isBlocked: false }))
      .set('Authorization', admin.auth)
      .expect(200);
    expect(mods.body.map((u: { id: number }) => u.id)).toEqual([team.moderator.id]);
    expect(mods.headers['content-range']).toBe('users 0-0/1');

    const many = await api()
      .get('/api/admin/users')
      .query(listParams(undefined, undefined, { id: [team.volunteer.id, admin.id] }))
      .set('Authorization', admin.auth)
      .expect(200);
    expect(many.body.map((u: { id: number }) => u.id).sort()).toEqual([admin.id, team.volunteer.id].sort());

    const byRegion = await api()
      .get('/api/admin/users')
      .query(listParams(['email', 'ASC'], [0, 24], { regionId: 1 }))
      .set('Authorization', admin.auth)
      .expect(200);
    expect(byRegion.body.length).toBeGreaterThanOrEqual(3);

    const one = await api().get(`/api/admin/users/${team.volunteer.id}`).set('Authorization', admin.auth).expect(200);
    expect(one.body).toMatchObject({ id: team.volunteer.id, email: team.volunteer.email, role: 'volon', isActive: true });
    expect(one.body).not.toHaveProperty('passwordHash');
    await api().get('/api/admin/users/999999').set('Authorization', admin.auth).expect(404);
    await api().get('/api/admin/users/abc').set('Authorization', admin.auth).expect(404);
  });

  it('has no create', async () => {
    await api().post('/api/admin/users').set('Authorization', admin.auth).send({ email: 'x@example.uz' }).expect(404);
  });

  it('validates an update in the request language and shows messages on the inputs (fields and errors)', async () => {
    const url = `/api/admin/users/${team.volunteer.id}`;
    const ru = await api().put(url).set('Authorization', admin.auth).send({ role: 'king', isBlocked: 'yes', regionId: 9999 }).expect(400);
    expect(ru.body).toMatchObject({
      error: 'validation',
      msg: 'Проверьте правильность заполнения полей',
      fields: { role: 'Выберите значение из списка', isBlocked: 'Укажите «да» или «нет»', regionId: 'Выберите значение из списка' },
    });
    expect(ru.body.errors).toEqual(ru.body.fields);
    expect(ru.body.message).toBe(ru.body.msg);
    const uz = await api().put(url).set('Authorization', admin.auth).set('Accept-Language', 'uz').send({ locale: 'en' }).expect(400);
    expect(uz.body.fields).toEqual({ locale: "Ro'yxatdan qiymat tanlang" });
  });

  it('changes a role, which signs the user out everywhere (token version bumped), and audits it', async () => {
    const { volunteer } = team;
    await api().get('/api/user/profile').set('Authorization', volunteer.auth).expect(200);
    // react-admin sends the whole record back; read-only fields are ignored.
    const current = (await api().get(`/api/admin/users/${volunteer.id}`).set('Authorization', admin.auth)).body;
    const res = await api()
      .put(`/api/admin/users/${volunteer.id}`)
      .set('Authorization', admin.auth)
      .send({ ...current, role: 'trainee', email: 'hacked@example.uz', passwordHash: 'x', name: 'Новое Имя' })
      .expect(200);
    expect(res.body).toMatchObject({ id: volunteer.id, role: 'trainee', email: volunteer.email, name: 'Новое Имя' });
    await api().get('/api/user/profile').set('Authorization', volunteer.auth).expect(401);
    const [row] = await ctx.db.sequelize.query('SELECT token_version FROM users WHERE id = $1', {
      bind: [volunteer.id],
      plain: false,
      raw: true,
    });
    expect(row).toEqual([{ token_version: 1 }]);
    const [audit] = (
      await ctx.db.sequelize.query(
        `SELECT user_id, user_email, action, before, after FROM audit_log WHERE resource = 'users' AND record_id = $1 ORDER BY id DESC LIMIT 1`,
        { bind: [volunteer.id] },
      )
    )[0] as { user_id: number; user_email: string; action: string; before: { role: string }; after: { role: string } }[];
    expect(audit).toMatchObject({
      user_id: admin.id,
      user_email: admin.email,
      action: 'update',
      before: { role: 'volon' },
      after: { role: 'trainee' },
    });
    expect(JSON.stringify(audit)).not.toMatch(/passwordHash|tokenVersion/);
  });

  it('blocking signs the user out; renaming does not', async () => {
    const { moderator } = team;
    await api().put(`/api/admin/users/${moderator.id}`).set('Authorization', admin.auth).send({ name: 'Модератор' }).expect(200);
    await api().get('/api/user/profile').set('Authorization', moderator.auth).expect(200);
    await api().put(`/api/admin/users/${moderator.id}`).set('Authorization', admin.auth).send({ isBlocked: true }).expect(200);
    await api().get('/api/user/profile').set('Authorization', moderator.auth).expect(401);
    await api().put(`/api/admin/users/${moderator.id}`).set('Authorization', admin.auth).send({ isBlocked: false }).expect(200);
  });

  it('an admin cannot block, deactivate, demote or delete themselves', async () => {
    for (const change of [{ isBlocked: true }, { isActive: false }, { role: 'moderator' }]) {
      const res = await api().put(`/api/admin/users/${admin.id}`).set('Authorization', admin.auth).send(change).expect(400);
      expect(res.body.msg).toBe('Нельзя заблокировать, деактивировать, понизить или удалить собственный аккаунт');
    }
    await api().delete(`/api/admin/users/${admin.id}`).set('Authorization', admin.auth).expect(400);
    await api().put(`/api/admin/users/${admin.id}`).set('Authorization', admin.auth).send({ name: 'Админ', role: 'admin' }).expect(200);
    await api().get('/api/admin/users').set('Authorization', admin.auth).expect(200);
  });

  it('deletes only accounts without activity; others get 409 with advice to block', async () => {
    const res = await api().delete(`/api/admin/users/${team.volunteer.id}`).set('Authorization', admin.auth).expect(409);
    expect(res.body.msg).toMatch(/Заблокируйте/);
    const uz = await api()
      .delete(`/api/admin/users/${team.volunteer.id}`)
      .set('Authorization', admin.auth)
      .set('Accept-Language', 'uz')
      .expect(409);
    expect(uz.body.msg).toMatch(/bloklang/);
    const [[fresh]] = (await ctx.db.sequelize.query(
      `INSERT INTO users (email, password_hash, role, name) VALUES ('never@example.uz', 'x', 'volon', 'Никто') RETURNING id`,
    )) as [{ id: number }[], unknown];
    const gone = await api().delete(`/api/admin/users/${fresh!.id}`).set('Authorization', admin.auth).expect(200);
    expect(gone.body).toMatchObject({ id: fresh!.id, email: 'never@example.uz' });
    await api().get(`/api/admin/users/${fresh!.id}`).set('Authorization', admin.auth).expect(404);
    const [audits] = await ctx.db.sequelize.query(`SELECT action FROM audit_log WHERE resource = 'users' AND record_id = $1`, {
      bind: [fresh!.id],
    });
    expect(audits).toEqual([{ action: 'delete' }]);
  });

  it('mails a password recovery link and audits it', async () => {
    const { volunteer } = team;
    const res = await api().post(`/api/admin/users/${volunteer.id}/reset-password`).set('Authorization', admin.auth).expect(200);
    expect(res.body).toEqual({ error: 0, msg: `Ссылка для восстановления пароля отправлена на ${volunteer.email}` });
    const link = await lastMailedLink(ctx.app, volunteer.email, 'recovery');
    expect(link.id).toBe(volunteer.id);
    await api()
      .post('/api/user/recovery')
      .send({ id: link.id, token: link.token, password: 'brand-new-pass', repeat: 'brand-new-pass' })
      .expect(200);
    const [audits] = await ctx.db.sequelize.query(`SELECT action FROM audit_log WHERE action = 'reset-password' AND record_id = $1`, {
      bind: [volunteer.id],
    });
    expect(audits).toHaveLength(1);
    await api().post('/api/admin/users/999999/reset-password').set('Authorization', admin.auth).expect(404);
  });
  it('counts up to the cap: past it the total is *, and a narrower filter is counted exactly', async () => {
    await ctx.db.sequelize.query(
      `INSERT INTO users (email, password_hash, role, name, is_active, created_at, updated_at)
       SELECT 'many' || g || '@capped.test', 'x', 'volon', 'Много ' || g, true, now(), now()
         FROM generate_series(1, ${BACK_OFFICE_COUNT_CAP + 5}) g`,
    );
    const page = (filter: object) =>
      api()
        .get('/api/admin/users')
        .query(listParams(['id', 'DESC'], [20, 39], filter))
        .set('Authorization', admin.auth)
        .expect(200);
    const all = await page({ q: '@capped.test' });
    expect(all.headers['content-range']).toBe('users 20-39/*');
    expect(all.body).toHaveLength(20);
    // many1, many10–19, many100–199, many1000–1999 and many10000–10005: under the cap.
    expect((await page({ q: 'many1' })).headers['content-range']).toBe('users 20-39/1117');
    expect((await page({ q: 'many1000@capped.test' })).headers['content-range']).toBe('users */1');
  });
});
