import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { GROUP_STATUS, validationMessage } from '@hashar/common';
import { volunteerAccount, type TestAccount } from '../../test/activities';
import { useTestApp } from '../../test/app';
import { backOfficeAccount } from '../../test/events';
import { mailTo, notificationsOf } from '../../test/participation';

describe('/api/admin/initiatives', () => {
  const ctx = useTestApp();
  let leader: TestAccount;
  let coleader: TestAccount;
  let moderator: TestAccount;
  let admin: TestAccount;
  let waiting: number;
  let other: number;
  const sql = <T extends object>(text: string, bind: unknown[] = []) => ctx.db.sequelize.query<T>(text, { bind, type: QueryTypes.SELECT });
  const post = (who: TestAccount, path: string, body: object = {}, locale = 'ru') =>
    request(ctx.app).post(`/api/admin/initiatives${path}`).set(who.auth).set('Accept-Language', locale).send(body);

  beforeAll(async () => {
    leader = await volunteerAccount(ctx.app, ctx.db, 'Лидер Модерации');
    coleader = await volunteerAccount(ctx.app, ctx.db, 'Помощник Модерации');
    moderator = await backOfficeAccount(ctx.app, ctx.db, 'moderator');
    admin = await backOfficeAccount(ctx.app, ctx.db, 'admin');
    await sql(`UPDATE users SET locale = 'uz' WHERE id = $1`, [leader.id]);
    const create = async (nameRu: string) =>
      (
        await request(ctx.app)
          .post('/api/my/initiatives')
          .set(leader.auth)
          .send({ nameRu, nameUz: `${nameRu} uz`, descriptionRu: 'Описание', regionId: 1 })
          .expect(201)
      ).body.id as number;
    waiting = await create('Группа в очереди');
    other = await create('Другая группа');
    await sql(`INSERT INTO initiative_group_members (group_id, user_id, role) VALUES ($1, $2, 'coleader')`, [waiting, coleader.id]);
  });

  it('lists and shows for moderators and admins (ra-data-simple-rest); 401, 403 for a volunteer, 404, 400 for a bad filter', async () => {
    await request(ctx.app).get('/api/admin/initiatives').expect(401);
    await request(ctx.app).get('/api/admin/initiatives').set(leader.auth).expect(403);
    const res = await request(ctx.app)
      .get('/api/admin/initiatives')
      .query({ filter: JSON.stringify({ moderation: 'moderation' }), sort: JSON.stringify(['submittedAt', 'ASC']), range: '[0,9]' })
      .set(moderator.auth)
      .expect(200);
    expect(res.headers['content-range']).toBe('initiatives 0-1/2');
    expect(res.body[0]).toMatchObject({
      id: waiting,
      nameRu: 'Группа в очереди',
      status: 0,
      moderation: 'moderation',
      leaderId: leader.id,
      memberCount: 2,
      regionId: 1,
    });
    expect(res.body[0].searchText).toBeUndefined();
    const q = await request(ctx.app)
      .get('/api/admin/initiatives')
      .query({ filter: JSON.stringify({ q: 'Другая' }) })
      .set(admin.auth)
      .expect(200);
    expect(q.body.map((r: { id: number }) => r.id)).toEqual([other]);
    const bad = await request(ctx.app)
      .get('/api/admin/initiatives')
      .query({ sort: JSON.stringify(['password', 'ASC']) })
      .set('Accept-Language', 'uz')
      .set(admin.auth);
    expect(bad.status).toBe(400);
    const shown = await request(ctx.app).get(`/api/admin/initiatives/${waiting}`).set(moderator.auth).expect(200);
    expect(shown.body).toMatchObject({ id: waiting, descriptionRu: 'Описание', directionIds: [], links: [] });
    await request(ctx.app).get('/api/admin/initiatives/999999').set(moderator.auth).expect(404);
  });

  it('approve and reject: moderators; 400 without a reason in ru and uz, 409 from another state, 404; audited; leaders told', async () => {
    await post(leader, `/${waiting}/approve`).expect(403);
    expect((await post(moderator, `/${waiting}/reject`, {}).expect(400)).body.fields.reason).toBe(validationMessage('ru', 'required'));
    expect((await post(moderator, `/${waiting}/reject`, { reason: ' ' }, 'uz').expect(400)).body.fields.reason).toBe(
      validationMessage('uz', 'required'),
    );
    await post(moderator, '/999999/approve').expect(404);
    const approved = await post(moderator, `/${waiting}/approve`).expect(200);
    expect(approved.body).toMatchObject({ status: GROUP_STATUS.active, moderation: 'approved' });
    expect(approved.body.publishedAt).toBeTruthy();
    expect((await post(moderator, `/${waiting}/approve`, {}, 'uz').expect(409)).body.error).toBe('conflict');
    for (const who of [leader, coleader]) {
      expect((await notificationsOf(ctx.db, who.id))[0]).toMatchObject({ kind: 'group_approved' });
    }
    expect((await notificationsOf(ctx.db, leader.id))[0]!.title_uz).toBe('«Группа в очереди uz» guruhi tasdiqlandi');
    expect((await mailTo(ctx.db, leader.email))[0]!.subject).toContain('guruhi tasdiqlandi');
    const [audit] = await sql<{ resource: string; after: { moderation: string } }>(
      `SELECT resource, after FROM audit_log WHERE resource = 'initiatives' AND record_id = $1 ORDER BY id DESC`,
      [waiting],
    );
    expect(audit).toMatchObject({ resource: 'initiatives', after: { moderation: 'approved' } });
    const rejected = await post(admin, `/${other}/reject`, { reason: 'Нет целей' }).expect(200);
    expect(rejected.body).toMatchObject({ status: GROUP_STATUS.rejected, rejectReason: 'Нет целей' });
  });

  it('suspend and restore: admins only, with a reason; the group leaves the directory; 409 twice; audited; leaders told', async () => {
    await post(moderator, `/${waiting}/suspend`, { reason: 'Жалобы' }).expect(403);
    await post(leader, `/${waiting}/restore`).expect(403);
    expect((await post(admin, `/${waiting}/suspend`, {}, 'uz').expect(400)).body.fields.reason).toBe(validationMessage('uz', 'required'));
    await post(admin, '/999999/suspend', { reason: 'x' }).expect(404);
    await post(admin, `/${waiting}/restore`).expect(409);
    expect((await request(ctx.app).get(`/api/initiatives/${waiting}`).expect(200)).body.status).toBe(1);

    const suspended = await post(admin, `/${waiting}/suspend`, { reason: 'Жалобы' }).expect(200);
    expect(suspended.body).toMatchObject({ status: GROUP_STATUS.suspended, suspendReason: 'Жалобы' });
    const bySuspended = await request(ctx.app)
      .get(`/api/admin/initiatives?filter=${encodeURIComponent(JSON.stringify({ status: String(GROUP_STATUS.suspended) }))}`)
      .set(admin.auth)
      .expect(200);
    expect(bySuspended.body.map((g: { id: number }) => g.id)).toEqual([waiting]);
    expect((await post(admin, `/${waiting}/suspend`, { reason: 'Ещё' }, 'uz').expect(409)).body.msg).toBe("Guruh allaqachon to'xtatilgan");
    await request(ctx.app).get(`/api/initiatives/${waiting}`).expect(404);
    expect((await request(ctx.app).get('/api/initiatives').expect(200)).body.total).toBe(0);
    expect((await notificationsOf(ctx.db, coleader.id))[0]).toMatchObject({ kind: 'group_suspended' });
    expect((await notificationsOf(ctx.db, leader.id))[0]!.title_uz).toBe("«Группа в очереди uz» guruhi to'xtatildi");
    // Its managers' writes are frozen; a member still sees the dashboard.
    await request(ctx.app)
      .post(`/api/my/initiatives/${waiting}/invitations`)
      .set(leader.auth)
      .send({ userIds: [coleader.id] })
      .expect(403);
    expect((await request(ctx.app).get(`/api/my/initiatives/${waiting}`).set(coleader.auth).expect(200)).body.suspendReason).toBe('Жалобы');

    const restored = await post(admin, `/${waiting}/restore`).expect(200);
    expect(restored.body).toMatchObject({ status: GROUP_STATUS.active, suspendReason: null, suspendedAt: null });
    expect((await notificationsOf(ctx.db, leader.id))[0]!.kind).toBe('group_restored');
    const audits = await sql<{ after: { suspendReason: string | null } }>(
      `SELECT after FROM audit_log WHERE resource = 'initiatives' AND record_id = $1 ORDER BY id`,
      [waiting],
    );
    expect(audits.map((a) => a.after.suspendReason ?? null).slice(-2)).toEqual(['Жалобы', null]);
  });
});
