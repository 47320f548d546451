import request from 'supertest';
import { useTestApp } from '../../test/app';
import { organizationAccount, staffAccount, volunteerAccount, type TestAccount } from '../../test/activities';
import { createApprovedEvent } from '../../test/events';
import { mailTo, notificationsOf } from '../../test/participation';
import type { TestDatabase } from '../../test/db';

const DAY = 24 * 3600 * 1000;

/** A volunteer's application in a state, straight in SQL (the trigger names its activity). */
async function takePart(db: TestDatabase, userId: number, sessionId: number, state = 'attended'): Promise<void> {
  await db.sequelize.query('INSERT INTO applications (user_id, session_id, state) VALUES ($1, $2, $3)', {
    bind: [userId, sessionId, state],
  });
}

describe('reviews', () => {
  const ctx = useTestApp();
  let org: TestAccount;
  let vol: TestAccount;
  let stranger: TestAccount;
  let moderator: TestAccount;
  let past: number;
  let future: number;

  beforeAll(async () => {
    org = await organizationAccount(ctx.app, ctx.db, 'Фонд Отзывов');
    vol = await volunteerAccount(ctx.app, ctx.db, 'Отзывчивый Волонтёр');
    stranger = await volunteerAccount(ctx.app, ctx.db, 'Посторонний');
    moderator = await staffAccount(ctx.app, ctx.db, 'moderator');
    const done = await createApprovedEvent(ctx.db, org.organizationId!, {
      titleRu: 'Прошедший субботник',
      titleUz: "O'tgan shanbalik",
      startsAt: new Date(Date.now() - 3 * DAY),
      endsAt: new Date(Date.now() - 3 * DAY + 3 * 3600 * 1000),
    });
    const coming = await createApprovedEvent(ctx.db, org.organizationId!, { titleRu: 'Будущий субботник' });
    past = done.eventId;
    future = coming.eventId;
    await takePart(ctx.db, vol.id, done.sessionIds[0]!, 'completed');
    await takePart(ctx.db, vol.id, coming.sessionIds[0]!, 'accepted');
  });

  const post = (who: TestAccount, body: object) => request(ctx.app).post('/api/reviews').set(who.auth).send(body);
  const aboutOrg = (over: object = {}) => ({
    activityKind: 'event',
    activityId: past,
    targetOrganizationId: org.organizationId,
    stars: 5,
    text: 'Отлично',
    ...over,
  });
  const aboutVol = (over: object = {}) => ({
    activityKind: 'event',
    activityId: past,
    targetUserId: vol.id,
    stars: 4,
    text: 'Молодец',
    ...over,
  });

  it('lists what each side may still review', async () => {
    const mine = await request(ctx.app).get('/api/my/reviews/pending').set(vol.auth).expect(200);
    expect(mine.body).toMatchObject({
      total: 1,
      page: 1,
      data: [{ activity: { kind: 'event', id: past }, target: { type: 'organization', id: org.organizationId, name: 'Фонд Отзывов' } }],
    });
    const theirs = await request(ctx.app).get('/api/my/reviews/pending').set(org.auth).expect(200);
    expect(theirs.body.data).toEqual([expect.objectContaining({ target: expect.objectContaining({ type: 'user', id: vol.id }) })]);
    await request(ctx.app).get('/api/my/reviews/pending').expect(401);
  });

  it('400 in ru and uz: stars 0 or 6, too long text, no target', async () => {
    const ru = await post(vol, aboutOrg({ stars: 0 })).expect(400);
    expect(ru.body.fields.stars).toBe('Введите целое число от 1 до 5');
    const uz = await post(vol, aboutOrg({ stars: 6 }))
      .set('Accept-Language', 'uz')
      .expect(400);
    expect(uz.body.fields.stars).toMatch(/1.*5/);
    expect(uz.body.fields.stars).not.toBe(ru.body.fields.stars);
    const long = await post(vol, aboutOrg({ text: 'я'.repeat(2001) })).expect(400);
    expect(long.body.fields.text).toBe('Не более 2000 символов');
    const longUz = await post(vol, aboutOrg({ text: 'я'.repeat(2001) }))
      .set('Accept-Language', 'uz')
      .expect(400);
    expect(longUz.body.fields.text).toMatch(/2000/);
    const none = await post(vol, aboutOrg({ targetOrganizationId: undefined })).expect(400);
    expect(none.body.fields.targetUserId).toBe('Выберите одно значение');
    await post(vol, aboutOrg({ activityKind: 'nope' })).expect(400);
  });

  it('401, 403 not a participant or wrong target, 404, 409 not finished', async () => {
    await request(ctx.app).post('/api/reviews').send(aboutOrg()).expect(401);
    const outsider = await post(stranger, aboutOrg()).expect(403);
    expect(outsider.body.msg).toMatch(/участники/);
    const outsiderUz = await post(stranger, aboutOrg()).set('Accept-Language', 'uz').expect(403);
    expect(outsiderUz.body.msg).toMatch(/ishtirokchilari/);
    await post(vol, aboutOrg({ targetOrganizationId: undefined, targetUserId: stranger.id })).expect(403);
    await post(org, aboutVol({ targetUserId: stranger.id })).expect(403);
    await post(vol, aboutOrg({ activityId: 999999 })).expect(404);
    const early = await post(vol, aboutOrg({ activityId: future })).expect(409);
    expect(early.body.msg).toBe('Отзыв можно оставить после завершения деятельности');
  });

  it('both sides review; the reviewed hear in-app and by email; 409 the second time', async () => {
    const a = await post(vol, aboutOrg()).expect(201);
    expect(a.body).toMatchObject({
      stars: 5,
      text: 'Отлично',
      status: 'published',
      isMine: true,
      author: { type: 'user', id: vol.id },
      target: { type: 'organization', id: org.organizationId },
    });
    const [notice] = await notificationsOf(ctx.db, org.id);
    expect(notice).toMatchObject({
      kind: 'review_received',
      title_ru: 'Новый отзыв: Прошедший субботник',
      title_uz: "Yangi fikr: O'tgan shanbalik",
    });
    const b = await post(org, aboutVol()).expect(201);
    expect(b.body).toMatchObject({ author: { type: 'organization', id: org.organizationId }, target: { type: 'user', id: vol.id } });
    expect((await mailTo(ctx.db, vol.email)).some((m) => m.template === 'notification' && /Новый отзыв/.test(m.subject))).toBe(true);
    const dup = await post(vol, aboutOrg()).expect(409);
    expect(dup.body.msg).toBe('Вы уже оставили отзыв об этом участнике этой деятельности');
    await post(vol, aboutOrg()).set('Accept-Language', 'uz').expect(409);
    const pending = await request(ctx.app).get('/api/my/reviews/pending').set(vol.auth).expect(200);
    expect(pending.body.total).toBe(0);
  });

  it('public list with the rating; my received and given', async () => {
    const res = await request(ctx.app).get('/api/reviews').query({ organizationId: org.organizationId }).expect(200);
    expect(res.body).toMatchObject({ total: 1, page: 1, perPage: 10, rating: { average: 5, count: 1 } });
    expect(res.body.data[0]).toMatchObject({ text: 'Отлично', isMine: false, activity: { title: 'Прошедший субботник' } });
    const uz = await request(ctx.app).get('/api/reviews').query({ userId: vol.id }).set('Accept-Language', 'uz').expect(200);
    expect(uz.body).toMatchObject({ total: 1, rating: { average: 4, count: 1 } });
    expect(uz.body.data[0].activity.title).toBe("O'tgan shanbalik");
    await request(ctx.app).get('/api/reviews').expect(400);
    await request(ctx.app).get('/api/reviews').query({ userId: 1, organizationId: 1 }).expect(400);
    const received = await request(ctx.app).get('/api/my/reviews').set(vol.auth).expect(200);
    expect(received.body.data.map((r: { text: string }) => r.text)).toEqual(['Молодец']);
    const given = await request(ctx.app).get('/api/my/reviews?direction=given').set(org.auth).expect(200);
    expect(given.body.data.map((r: { text: string }) => r.text)).toEqual(['Молодец']);
    await request(ctx.app).get('/api/my/reviews?direction=sideways').set(vol.auth).expect(400);
    await request(ctx.app).get('/api/my/reviews').expect(401);
  });

  it('edits within 7 days: 403 for others and after, 400, 404', async () => {
    const [row] = (
      await ctx.db.sequelize.query('SELECT id FROM reviews WHERE author_user_id = $1 AND author_organization_id IS NULL', {
        bind: [vol.id],
      })
    )[0] as { id: number }[];
    const id = row!.id;
    const ok = await request(ctx.app).put(`/api/reviews/${id}`).set(vol.auth).send({ stars: 4, text: 'Хорошо' }).expect(200);
    expect(ok.body).toMatchObject({ stars: 4, text: 'Хорошо' });
    await request(ctx.app).put(`/api/reviews/${id}`).set(vol.auth).send({ stars: 9, text: '' }).expect(400);
    await request(ctx.app).put(`/api/reviews/${id}`).send({ stars: 4, text: '' }).expect(401);
    await request(ctx.app).put(`/api/reviews/${id}`).set(stranger.auth).send({ stars: 1, text: '' }).expect(403);
    await request(ctx.app).put('/api/reviews/999999').set(vol.auth).send({ stars: 1, text: '' }).expect(404);
    await ctx.db.sequelize.query("UPDATE reviews SET created_at = now() - interval '8 days' WHERE id = $1", { bind: [id] });
    const late = await request(ctx.app).put(`/api/reviews/${id}`).set(vol.auth).send({ stars: 3, text: '' }).expect(403);
    expect(late.body.msg).toBe('Отзыв можно изменить только в течение 7 дней после публикации');
  });

  it("reports (not one's own), moderators hide with an audit row and the author hears, then restore", async () => {
    const list = await request(ctx.app).get('/api/reviews').query({ organizationId: org.organizationId }).expect(200);
    const id = list.body.data[0].id as number;
    await request(ctx.app).post(`/api/reviews/${id}/report`).send({ reason: 'Спам' }).expect(401);
    const own = await request(ctx.app).post(`/api/reviews/${id}/report`).set(vol.auth).send({ reason: 'Спам' }).expect(403);
    expect(own.body.msg).toBe('Нельзя пожаловаться на собственный отзыв');
    await request(ctx.app).post(`/api/reviews/${id}/report`).set(stranger.auth).send({ reason: '' }).expect(400);
    await request(ctx.app).post('/api/reviews/999999/report').set(stranger.auth).send({ reason: 'Спам' }).expect(404);
    await request(ctx.app).post(`/api/reviews/${id}/report`).set(stranger.auth).send({ reason: 'Спам' }).expect(200);
    const after = await request(ctx.app).get('/api/reviews').query({ organizationId: org.organizationId }).expect(200);
    expect(after.body.total).toBe(0);

    await request(ctx.app).get('/api/admin/reviews').set(vol.auth).expect(403);
    await request(ctx.app).get('/api/admin/reviews').expect(401);
    const queue = await request(ctx.app).get('/api/admin/reviews').set(moderator.auth).expect(200);
    expect(queue.body[0]).toMatchObject({ id, status: 'reported', reportReason: 'Спам' });
    expect(queue.headers['content-range']).toMatch(/^reviews 0-\d+\/\d+$/);
    await request(ctx.app).get('/api/admin/reviews?filter={"status":"reported"}').set(moderator.auth).expect(200);
    await request(ctx.app).get('/api/admin/reviews/999999').set(moderator.auth).expect(404);
    await request(ctx.app).put(`/api/admin/reviews/${id}`).set(moderator.auth).send({ status: 'gone' }).expect(400);
    const hidden = await request(ctx.app).put(`/api/admin/reviews/${id}`).set(moderator.auth).send({ status: 'hidden' }).expect(200);
    expect(hidden.body.status).toBe('hidden');
    const [told] = await notificationsOf(ctx.db, vol.id);
    expect(told).toMatchObject({ kind: 'review_hidden' });
    const audit = await ctx.db.sequelize.query("SELECT count(*)::int AS n FROM audit_log WHERE resource = 'reviews' AND record_id = $1", {
      bind: [id],
    });
    expect((audit[0] as { n: number }[])[0]!.n).toBe(1);
    await request(ctx.app).put(`/api/admin/reviews/${id}`).set(moderator.auth).send({ status: 'published' }).expect(200);
    const back = await request(ctx.app).get('/api/reviews').query({ organizationId: org.organizationId }).expect(200);
    expect(back.body.rating.count).toBe(1);
  });
});
