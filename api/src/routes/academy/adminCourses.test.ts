import request from 'supertest';
import { validationMessage } from '@hashar/common';
import { organizationAccount, volunteerAccount, type TestAccount } from '../../test/activities';
import { listParams } from '../../test/admin';
import { useTestApp } from '../../test/app';
import { backOfficeAccount } from '../../test/events';

/** The back office's courses (ra-data-simple-rest): every author's for moderators, the platform's written by admins. */
describe('academy: /api/admin/courses', () => {
  const ctx = useTestApp();
  let admin: TestAccount;
  let moderator: TestAccount;
  let org: TestAccount;
  let volunteer: TestAccount;
  let orgCourse: number;

  const course = (over: object = {}) => ({
    titleRu: 'Основы волонтёрства',
    titleUz: 'Volontyorlik asoslari',
    summaryRu: 'С чего начать',
    bodyRu: '<p>Добро пожаловать</p>',
    level: 'beginner',
    estimatedMinutes: 30,
    ...over,
  });

  beforeAll(async () => {
    admin = await backOfficeAccount(ctx.app, ctx.db, 'admin');
    moderator = await backOfficeAccount(ctx.app, ctx.db, 'moderator');
    org = await organizationAccount(ctx.app, ctx.db, 'Школа добра');
    volunteer = await volunteerAccount(ctx.app, ctx.db);
    orgCourse = (
      await request(ctx.app)
        .post('/api/my/courses')
        .set(org.auth)
        .send(course({ titleRu: 'Курс организации' }))
        .expect(201)
    ).body.data.id;
  });

  it('POST: admins create a platform course, published at once; moderators and others are refused; 400 in ru and uz', async () => {
    await request(ctx.app).post('/api/admin/courses').send(course()).expect(401);
    await request(ctx.app).post('/api/admin/courses').set(moderator.auth).send(course()).expect(403);
    await request(ctx.app).post('/api/admin/courses').set(org.auth).send(course()).expect(403);
    const ru = await request(ctx.app)
      .post('/api/admin/courses')
      .set(admin.auth)
      .send(course({ summaryRu: ' ' }))
      .expect(400);
    expect(ru.body.fields).toEqual({ summaryRu: validationMessage('ru', 'required') });
    const uz = await request(ctx.app)
      .post('/api/admin/courses')
      .set(admin.auth)
      .set('Accept-Language', 'uz')
      .send(course({ attemptsPerDay: 21 }))
      .expect(400);
    expect(uz.body.fields).toEqual({ attemptsPerDay: validationMessage('uz', 'range', { min: 1, max: 20 }) });
    const made = await request(ctx.app).post('/api/admin/courses').set(admin.auth).send(course()).expect(201);
    expect(made.body).toMatchObject({ moderation: 'approved', author: { kind: 'platform', id: null }, slug: 'osnovi-volontyorstva' });
    expect(made.body.publishedAt).not.toBeNull();
    // Lessons of a platform course, by an admin: the course stays published.
    const withLesson = await request(ctx.app)
      .post(`/api/admin/courses/${made.body.id}/lessons`)
      .set(admin.auth)
      .send({ titleRu: 'Урок 1', video: 'https://player.vimeo.com/video/123456' })
      .expect(201);
    expect(withLesson.body).toMatchObject({
      moderation: 'approved',
      lessons: [{ position: 1, video: { provider: 'vimeo', id: '123456' } }],
    });
    await request(ctx.app).post(`/api/admin/courses/${made.body.id}/lessons`).set(moderator.auth).send({ titleRu: 'Урок' }).expect(403);
    await request(ctx.app).get(`/api/academy/${made.body.slug}`).expect(200);
    // A platform course is no organization's.
    await request(ctx.app).get(`/api/my/courses/${made.body.id}`).set(org.auth).expect(404);
  });

  it('GET list: Content-Range, sort, range and filters (author, state, search); 400 for a wrong filter; 403 for others', async () => {
    await request(ctx.app).get('/api/admin/courses').set(volunteer.auth).expect(403);
    await request(ctx.app).get('/api/admin/courses').set(org.auth).expect(403);
    const all = await request(ctx.app)
      .get('/api/admin/courses')
      .query(listParams(['id', 'ASC'], [0, 9]))
      .set(moderator.auth)
      .expect(200);
    expect(all.headers['content-range']).toBe(`courses 0-${all.body.length - 1}/${all.body.length}`);
    expect(all.body.map((c: { id: number }) => c.id)).toEqual([...all.body.map((c: { id: number }) => c.id)].sort((a, b) => a - b));
    const platform = await request(ctx.app)
      .get('/api/admin/courses')
      .query(listParams(['createdAt', 'DESC'], [0, 9], { authorKind: 'platform' }))
      .set(admin.auth)
      .expect(200);
    expect(platform.body.every((c: { author: { kind: string } }) => c.author.kind === 'platform')).toBe(true);
    const byOrg = await request(ctx.app)
      .get('/api/admin/courses')
      .query(listParams(undefined, undefined, { organizationId: org.organizationId, moderation: 'draft', q: 'организации' }))
      .set(admin.auth)
      .expect(200);
    expect(byOrg.body.map((c: { id: number }) => c.id)).toEqual([orgCourse]);
    const many = await request(ctx.app)
      .get('/api/admin/courses')
      .query({ filter: JSON.stringify({ id: [orgCourse] }) })
      .set(admin.auth)
      .expect(200);
    expect(many.body).toHaveLength(1);
    await request(ctx.app)
      .get('/api/admin/courses')
      .query({ filter: JSON.stringify({ moderation: 'lost' }) })
      .set(admin.auth)
      .expect(400);
    await request(ctx.app).get('/api/admin/courses').query({ sort: '["password","ASC"]' }).set(admin.auth).expect(400);
  });

  it('GET/PUT/DELETE one: admins change any course (the state stays) and archive; moderators read; 404 unknown', async () => {
    const one = await request(ctx.app).get(`/api/admin/courses/${orgCourse}`).set(moderator.auth).expect(200);
    expect(one.body).toMatchObject({ id: orgCourse, moderation: 'draft', lessons: [], questions: [] });
    await request(ctx.app).get('/api/admin/courses/999999').set(admin.auth).expect(404);
    await request(ctx.app).put(`/api/admin/courses/${orgCourse}`).set(moderator.auth).send(course()).expect(403);
    const changed = await request(ctx.app)
      .put(`/api/admin/courses/${orgCourse}`)
      .set(admin.auth)
      .send(course({ titleRu: 'Исправлено админом' }))
      .expect(200);
    expect(changed.body).toMatchObject({ titleRu: 'Исправлено админом', moderation: 'draft' });
    await request(ctx.app).put('/api/admin/courses/999999').set(admin.auth).send(course()).expect(404);
    await request(ctx.app).delete(`/api/admin/courses/${orgCourse}`).set(moderator.auth).expect(403);
    const archived = await request(ctx.app).delete(`/api/admin/courses/${orgCourse}`).set(admin.auth).expect(200);
    expect(archived.body.archivedAt).not.toBeNull();
    await request(ctx.app).delete('/api/admin/courses/999999').set(admin.auth).expect(404);
    // The owner can no longer change an archived course.
    await request(ctx.app).put(`/api/my/courses/${orgCourse}`).set(org.auth).send(course()).expect(409);
  });
});
