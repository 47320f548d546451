import request from 'supertest';
import type { CommentDto } from '@hashar/common';
import { organizationAccount, volunteerAccount, type TestAccount } from '../../test/activities';
import { useTestApp } from '../../test/app';
import { backOfficeAccount, createApprovedEvent, createApprovedVisit } from '../../test/events';

describe('comments and favorites', () => {
  const ctx = useTestApp();
  let org: TestAccount;
  let volunteer: TestAccount;
  let eventId: number;
  let draftId: number;

  beforeAll(async () => {
    org = await organizationAccount(ctx.app, ctx.db, 'Клуб');
    volunteer = await volunteerAccount(ctx.app, ctx.db, 'Дилноза');
    eventId = (await createApprovedEvent(ctx.db, org.organizationId!)).eventId;
    draftId = (await createApprovedEvent(ctx.db, org.organizationId!, { moderation: 'draft' })).eventId;
  });

  const comment = (account: TestAccount, body: unknown, id = eventId) =>
    request(ctx.app).post('/api/comments').set(account.auth).send({ type: 'event', id, body });

  it('adds comments as plain text and lists them oldest first', async () => {
    await request(ctx.app).post('/api/comments').send({ type: 'event', id: eventId, body: 'Привет' }).expect(401);
    const first = (await comment(volunteer, '  <b>Приду</b> с друзьями  ').expect(201)).body as CommentDto;
    expect(first).toMatchObject({
      body: '<b>Приду</b> с друзьями',
      author: { id: volunteer.id, name: 'Дилноза', logo: '' },
      canDelete: true,
    });
    await comment(org, 'Ждём!').expect(201);
    const page = (await request(ctx.app).get('/api/comments').query({ type: 'event', id: eventId }).expect(200)).body;
    expect(page).toMatchObject({ total: 2, page: 1 });
    expect(page.data.map((c: CommentDto) => c.body)).toEqual(['<b>Приду</b> с друзьями', 'Ждём!']);
    expect(page.data.every((c: CommentDto) => !c.canDelete)).toBe(true);
    const mine = (
      await request(ctx.app).get('/api/comments').set(volunteer.auth).query({ type: 'event', id: eventId, perPage: 1, page: 2 }).expect(200)
    ).body;
    expect(mine).toMatchObject({ total: 2, perPage: 1, data: [{ body: 'Ждём!', canDelete: false }] });
    expect(
      (
        await request(ctx.app)
          .get('/api/events/' + eventId)
          .expect(200)
      ).body.commentsCount,
    ).toBe(2);
  });

  it('validates comments in the request language and refuses unpublished items', async () => {
    const ru = await comment(volunteer, '   ').expect(400);
    expect(ru.body.fields).toEqual({ body: 'Данное поле обязательно для заполнения' });
    const uz = await comment(volunteer, 'x'.repeat(2001)).set('Accept-Language', 'uz').expect(400);
    expect(uz.body.fields).toEqual({ body: "Ko'pi bilan 2000 belgi" });
    const type = await request(ctx.app).post('/api/comments').set(volunteer.auth).send({ type: 'news', body: 'x' }).expect(400);
    expect(type.body.fields).toEqual({ type: 'Выберите значение из списка', id: 'Данное поле обязательно для заполнения' });
    await comment(volunteer, 'Можно?', draftId).expect(404);
    await request(ctx.app).get('/api/comments').query({ type: 'event', id: draftId }).expect(404);
    const list = await request(ctx.app).get('/api/comments').query({ type: 'event' }).set('Accept-Language', 'uz').expect(400);
    expect(list.body.fields).toEqual({ id: "to'ldirilishi shart" });
  });

  it('lets the author, a moderator or an admin delete a comment', async () => {
    const a = (await comment(volunteer, 'Удалю сам').expect(201)).body as CommentDto;
    const b = (await comment(volunteer, 'Удалит модератор').expect(201)).body as CommentDto;
    await request(ctx.app).delete(`/api/comments/${a.id}`).expect(401);
    await request(ctx.app).delete(`/api/comments/${a.id}`).set(org.auth).expect(403);
    await request(ctx.app).delete(`/api/comments/${a.id}`).set(volunteer.auth).expect(204);
    await request(ctx.app).delete(`/api/comments/${a.id}`).set(volunteer.auth).expect(404);
    const moderator = await backOfficeAccount(ctx.app, ctx.db, 'moderator');
    const seen = (await request(ctx.app).get('/api/comments').set(moderator.auth).query({ type: 'event', id: eventId }).expect(200)).body;
    expect(seen.data.every((c: CommentDto) => c.canDelete)).toBe(true);
    await request(ctx.app).delete(`/api/comments/${b.id}`).set(moderator.auth).expect(204);
    expect((await request(ctx.app).get('/api/comments').query({ type: 'event', id: eventId }).expect(200)).body.total).toBe(2);
  });

  it('favorites events and visit offers idempotently', async () => {
    const { visitId } = await createApprovedVisit(ctx.db, org.organizationId!);
    await request(ctx.app).post('/api/favorites').send({ type: 'event', id: eventId }).expect(401);
    await request(ctx.app).post('/api/favorites').set(volunteer.auth).send({ type: 'event', id: eventId }).expect(201);
    await request(ctx.app).post('/api/favorites').set(volunteer.auth).send({ type: 'event', id: eventId }).expect(200);
    await request(ctx.app).post('/api/favorites').set(volunteer.auth).send({ type: 'visit', id: visitId }).expect(201);
    await request(ctx.app).post('/api/favorites').set(volunteer.auth).send({ type: 'event', id: draftId }).expect(404);
    // The role table (favorite.create) leaves admins and moderators out; the server agrees.
    for (const role of ['admin', 'moderator'] as const) {
      const staff = await backOfficeAccount(ctx.app, ctx.db, role);
      const refused = await request(ctx.app)
        .post('/api/favorites')
        .set(staff.auth)
        .set('Accept-Language', 'uz')
        .send({ type: 'event', id: eventId })
        .expect(403);
      expect(refused.body.msg).toBe('Bu amal uchun huquqingiz yetarli emas');
    }
    const bad = await request(ctx.app)
      .post('/api/favorites')
      .set(volunteer.auth)
      .query({ locale: 'uz' })
      .send({ type: 'event', id: 'x' })
      .expect(400);
    expect(bad.body.fields).toEqual({ id: '1 dan 2147483647 gacha butun son kiriting' });
    const events = (await request(ctx.app).get('/api/favorites').set(volunteer.auth).expect(200)).body;
    expect(events).toMatchObject({ total: 1, data: [{ id: eventId, title: 'Субботник в парке' }] });
    const visits = (await request(ctx.app).get('/api/favorites').query({ type: 'visit' }).set(volunteer.auth).expect(200)).body;
    expect(visits).toMatchObject({ total: 1, data: [{ id: visitId }] });
    const detail = (await request(ctx.app).get(`/api/events/${eventId}`).set(volunteer.auth).expect(200)).body;
    expect(detail).toMatchObject({ isFavorite: true, favoritesCount: 1 });
    await request(ctx.app).delete(`/api/favorites/event/${eventId}`).set(volunteer.auth).expect(204);
    await request(ctx.app).delete(`/api/favorites/event/${eventId}`).set(volunteer.auth).expect(204);
    await request(ctx.app).delete(`/api/favorites/news/${eventId}`).set(volunteer.auth).expect(404);
    expect((await request(ctx.app).get('/api/favorites').set(volunteer.auth).expect(200)).body.total).toBe(0);
    await request(ctx.app).get('/api/favorites').expect(401);
  });
});
