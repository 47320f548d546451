import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { organizationAccount, volunteerAccount, type TestAccount } from '../../test/activities';
import { useTestApp } from '../../test/app';
import { backOfficeAccount, createApprovedEvent, createApprovedVisit } from '../../test/events';

describe('moderation of events and visit offers', () => {
  const ctx = useTestApp();
  let org: TestAccount;
  let moderator: TestAccount;
  let admin: TestAccount;
  let volunteer: TestAccount;
  let waiting: number[];
  let draft: number;

  beforeAll(async () => {
    org = await organizationAccount(ctx.app, ctx.db, 'Организация на модерации');
    moderator = await backOfficeAccount(ctx.app, ctx.db, 'moderator');
    admin = await backOfficeAccount(ctx.app, ctx.db, 'admin');
    volunteer = await volunteerAccount(ctx.app, ctx.db);
    await ctx.db.sequelize.query(`UPDATE users SET locale = 'uz' WHERE id = $1`, { bind: [org.id] });
    const o = org.organizationId!;
    waiting = [];
    for (const titleRu of ['Первое', 'Второе', 'Третье', 'Четвёртое']) {
      waiting.push((await createApprovedEvent(ctx.db, o, { titleRu, titleUz: `${titleRu} uz`, moderation: 'moderation' })).eventId);
    }
    draft = (await createApprovedEvent(ctx.db, o, { moderation: 'draft', regionId: 5 })).eventId;
  });

  const notices = () =>
    ctx.db.sequelize.query<{ kind: string; title_uz: string; link: string }>(
      'SELECT kind, title_uz, link FROM notifications WHERE user_id = $1 ORDER BY id',
      { bind: [org.id], type: QueryTypes.SELECT },
    );

  it('lists the queue on the ra-data-simple-rest contract', async () => {
    await request(ctx.app).get('/api/admin/events').expect(401);
    await request(ctx.app).get('/api/admin/events').set(volunteer.auth).expect(403);
    await request(ctx.app).get('/api/admin/events').set(org.auth).expect(403);
    const res = await request(ctx.app)
      .get('/api/admin/events')
      .set(moderator.auth)
      .query({ filter: JSON.stringify({ moderation: 'moderation' }), sort: JSON.stringify(['titleRu', 'ASC']), range: '[0,1]' })
      .expect(200);
    expect(res.headers['content-range']).toBe('events 0-1/4');
    expect(res.body.map((e: { titleRu: string }) => e.titleRu)).toEqual(['Второе', 'Первое']);
    expect(res.body[0]).not.toHaveProperty('searchText');
    expect(res.body[0].organization).toEqual({ id: org.organizationId, name: expect.any(String) });
    const many = await request(ctx.app)
      .get('/api/admin/events')
      .set(moderator.auth)
      .query({ filter: JSON.stringify({ id: [draft, waiting[0]] }) })
      .expect(200);
    expect(many.body.map((e: { id: number }) => e.id).sort()).toEqual([draft, waiting[0]].sort());
    const byRegion = await request(ctx.app)
      .get('/api/admin/events')
      .set(admin.auth)
      .query({ filter: JSON.stringify({ regionId: 5, organizationId: org.organizationId }) })
      .expect(200);
    expect(byRegion.body.map((e: { id: number }) => e.id)).toEqual([draft]);
    const q = await request(ctx.app)
      .get('/api/admin/events')
      .set(admin.auth)
      .query({ filter: JSON.stringify({ q: 'Третье' }) })
      .expect(200);
    expect(q.headers['content-range']).toBe('events 0-0/1');
    const bad = await request(ctx.app)
      .get('/api/admin/events')
      .set(admin.auth)
      .query({ filter: JSON.stringify({ moderation: 'maybe' }) })
      .expect(400);
    expect(bad.body.msg).toBe('Некорректное значение фильтра «moderation»');
    const shown = await request(ctx.app).get(`/api/admin/events/${waiting[0]}`).set(moderator.auth).expect(200);
    expect(shown.body).toMatchObject({
      id: waiting[0],
      moderation: 'moderation',
      documents: [],
      sessions: [expect.objectContaining({ capacity: 10 })],
    });
    expect(shown.body.directionIds).toHaveLength(1);
    await request(ctx.app).get('/api/admin/events/999999').set(moderator.auth).expect(404);
  });

  it('approves: publishes, notifies the organization in its language, writes the audit log', async () => {
    await request(ctx.app).post(`/api/admin/events/${waiting[0]}/approve`).set(volunteer.auth).expect(403);
    const res = await request(ctx.app).post(`/api/admin/events/${waiting[0]}/approve`).set(moderator.auth).expect(200);
    expect(res.body).toMatchObject({ moderation: 'approved', publishedAt: expect.any(String) });
    await request(ctx.app).get(`/api/events/${waiting[0]}`).expect(200);
    expect(await notices()).toEqual([
      { kind: 'event_approved', title_uz: '«Первое uz» tadbiri chop etildi', link: `/uz/events/view/${waiting[0]}` },
    ]);
    const mail = (await request(ctx.app).get('/api/dev/mail').query({ to: org.email }).expect(200)).body.data;
    expect(mail.some((m: { subject: string }) => m.subject.includes('«Первое uz» tadbiri chop etildi'))).toBe(true);
    const [audit] = await ctx.db.sequelize.query<{ user_id: number; resource: string; after: { moderation: string } }>(
      'SELECT user_id, resource, after FROM audit_log WHERE record_id = $1 ORDER BY id DESC LIMIT 1',
      { bind: [waiting[0]], type: QueryTypes.SELECT },
    );
    expect(audit).toMatchObject({ user_id: moderator.id, resource: 'events', after: { moderation: 'approved' } });
    const again = await request(ctx.app)
      .post(`/api/admin/events/${waiting[0]}/approve`)
      .set(moderator.auth)
      .set('Accept-Language', 'uz')
      .expect(409);
    expect(again.body.msg).toBe("Qaror faqat moderatsiyadagi e'lon bo'yicha qabul qilinadi");
    await request(ctx.app).post(`/api/admin/events/${draft}/approve`).set(moderator.auth).expect(409);
    await request(ctx.app).post('/api/admin/events/999999/approve').set(moderator.auth).expect(404);
  });

  it('rejects with a required reason', async () => {
    const ru = await request(ctx.app).post(`/api/admin/events/${waiting[1]}/reject`).set(moderator.auth).send({}).expect(400);
    expect(ru.body.fields).toEqual({ reason: 'Данное поле обязательно для заполнения' });
    const uz = await request(ctx.app)
      .post(`/api/admin/events/${waiting[1]}/reject`)
      .set(moderator.auth)
      .query({ locale: 'uz' })
      .send({ reason: 'x'.repeat(1001) })
      .expect(400);
    expect(uz.body.fields).toEqual({ reason: "Ko'pi bilan 1000 belgi" });
    const res = await request(ctx.app)
      .post(`/api/admin/events/${waiting[1]}/reject`)
      .set(moderator.auth)
      .send({ reason: 'Нет адреса' })
      .expect(200);
    expect(res.body).toMatchObject({ moderation: 'rejected', rejectReason: 'Нет адреса', publishedAt: null });
    expect((await notices()).at(-1)).toEqual({
      kind: 'event_rejected',
      title_uz: '«Второе uz» tadbiri rad etildi',
      link: '/uz/profile/events',
    });
    const mine = await request(ctx.app).get(`/api/my/events/${waiting[1]}`).set(org.auth).expect(200);
    expect(mine.body.rejectReason).toBe('Нет адреса');
  });

  it('decides in bulk, all or nothing', async () => {
    const blocked = await request(ctx.app)
      .post('/api/admin/events/bulk')
      .set(moderator.auth)
      .send({ ids: [waiting[2], waiting[0]], action: 'approve' })
      .expect(409);
    expect(blocked.body.msg).toBe('Решение можно принять только по публикации на модерации');
    const noReason = await request(ctx.app)
      .post('/api/admin/events/bulk')
      .set(moderator.auth)
      .send({ ids: [waiting[2]], action: 'reject' })
      .expect(400);
    expect(noReason.body.fields).toEqual({ reason: 'Данное поле обязательно для заполнения' });
    const bad = await request(ctx.app).post('/api/admin/events/bulk').set(moderator.auth).send({ ids: [], action: 'delete' }).expect(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['action', 'ids']);
    const res = await request(ctx.app)
      .post('/api/admin/events/bulk')
      .set(moderator.auth)
      .send({ ids: [waiting[2], waiting[3]], action: 'approve' })
      .expect(200);
    expect(res.body).toEqual({ data: [waiting[2], waiting[3]] });
    const page = (await request(ctx.app).get('/api/events').expect(200)).body;
    expect(page.total).toBe(3);
    await request(ctx.app)
      .post('/api/admin/events/bulk')
      .set(volunteer.auth)
      .send({ ids: [waiting[2]], action: 'approve' })
      .expect(403);
  });

  it('lets only admins edit, and keeps the search text in step', async () => {
    await request(ctx.app).put(`/api/admin/events/${waiting[2]}`).set(moderator.auth).send({ titleRu: 'Новое' }).expect(403);
    const bad = await request(ctx.app)
      .put(`/api/admin/events/${waiting[2]}`)
      .set(admin.auth)
      .send({ titleRu: '', minAge: 120 })
      .expect(400);
    expect(bad.body.fields).toEqual({ minAge: 'Введите целое число от 0 до 99' });
    // A title may be in one language only, but not in none.
    const untitled = await request(ctx.app).put(`/api/admin/events/${waiting[2]}`).set(admin.auth).send({ titleRu: '', titleUz: '' });
    expect(untitled.status).toBe(400);
    expect(untitled.body.fields).toEqual({ titleRu: '«Название»: заполните на русском или узбекском языке' });
    const res = await request(ctx.app)
      .put(`/api/admin/events/${waiting[2]}`)
      .set(admin.auth)
      .send({ titleRu: 'Исправленное название', minAge: 18 })
      .expect(200);
    expect(res.body).toMatchObject({ titleRu: 'Исправленное название', minAge: 18 });
    expect((await request(ctx.app).get('/api/events').query({ q: 'ispravlennoe' }).expect(200)).body.total).toBe(1);
    await request(ctx.app).put('/api/admin/events/999999').set(admin.auth).send({ titleRu: 'x' }).expect(404);
  });

  it('moderates visit offers the same way', async () => {
    const { visitId } = await createApprovedVisit(ctx.db, org.organizationId!, { titleRu: 'Приют', moderation: 'moderation' });
    const list = await request(ctx.app)
      .get('/api/admin/visits')
      .set(moderator.auth)
      .query({ filter: JSON.stringify({ moderation: 'moderation' }) })
      .expect(200);
    expect(list.headers['content-range']).toBe('visits 0-0/1');
    await request(ctx.app).post(`/api/admin/visits/${visitId}/approve`).set(moderator.auth).expect(200);
    expect((await notices()).at(-1)).toEqual({
      kind: 'event_approved',
      title_uz: '«Приют» taklifi chop etildi',
      link: `/uz/visits/view/${visitId}`,
    });
    await request(ctx.app).put(`/api/admin/visits/${visitId}`).set(moderator.auth).send({ titleRu: 'x' }).expect(403);
  });
});
