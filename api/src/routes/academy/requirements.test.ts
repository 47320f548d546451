import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { COURSE_LIMITS, validationMessage, type EventDetail, type EventInput } from '@hashar/common';
import { organizationAccount, volunteerAccount, type TestAccount } from '../../test/activities';
import { useTestApp } from '../../test/app';
import { insertCourse } from '../../test/academy';
import { applyTo } from '../../test/participation';

const DAY = 24 * 3600 * 1000;
const at = (days: number, hours = 0) => new Date(Math.floor(Date.now() / 60000) * 60000 + days * DAY + hours * 3600 * 1000).toISOString();

/** Courses an activity requires: the owner picks them in the form; applying without them is refused (docs/academy-api.md). */
describe('required training', () => {
  const ctx = useTestApp();
  let org: TestAccount;
  let volunteer: TestAccount;
  let directionIds: number[];
  let first: number;
  let second: number;
  let ownUnlisted: number;
  let foreignUnlisted: number;
  let draft: number;

  beforeAll(async () => {
    org = await organizationAccount(ctx.app, ctx.db, 'Требует обучения');
    const other = await organizationAccount(ctx.app, ctx.db, 'Другая школа');
    volunteer = await volunteerAccount(ctx.app, ctx.db, 'Будущий Волонтёр');
    const rows = await ctx.db.sequelize.query<{ id: number }>('SELECT id FROM directions ORDER BY id LIMIT 1', { type: QueryTypes.SELECT });
    directionIds = rows.map((r) => r.id);
    first = (
      await insertCourse(ctx.db, {
        slug: 'tehnika-bezopasnosti',
        titleRu: 'Техника безопасности',
        titleUz: 'Xavfsizlik texnikasi',
        lessons: 1,
      })
    ).id;
    second = (await insertCourse(ctx.db, { slug: 'etika', titleRu: 'Этика волонтёра', lessons: 1 })).id;
    ownUnlisted = (await insertCourse(ctx.db, { slug: 'svoj', isListed: false, organizationId: org.organizationId, lessons: 1 })).id;
    foreignUnlisted = (await insertCourse(ctx.db, { slug: 'chuzhoj', isListed: false, organizationId: other.organizationId })).id;
    draft = (await insertCourse(ctx.db, { slug: 'v-rabote', moderation: 'draft' })).id;
  });

  const input = (over: Partial<EventInput> = {}): EventInput => ({
    titleRu: 'Смена с обучением',
    descriptionRu: 'Сначала курс, потом смена',
    directionIds,
    regionId: 1,
    isOnline: false,
    startsAt: at(5),
    endsAt: at(5, 4),
    capacity: 20,
    sessions: [{ titleRu: 'Утро', startsAt: at(5), endsAt: at(5, 2), capacity: 5 }],
    ...over,
  });

  it("refuses a course the owner may not require: another's unlisted, unpublished, unknown, too many (400, in the request language)", async () => {
    for (const ids of [[foreignUnlisted], [draft], [99999999]]) {
      const res = await request(ctx.app)
        .post('/api/my/events')
        .set(org.auth)
        .send(input({ requiredCourseIds: ids }))
        .expect(400);
      expect(res.body.fields).toEqual({ requiredCourseIds: validationMessage('ru', 'choice') });
    }
    const many = await request(ctx.app)
      .post('/api/my/events')
      .set(org.auth)
      .set('Accept-Language', 'uz')
      .send(input({ requiredCourseIds: [1, 2, 3, 4, 5, 6] }))
      .expect(400);
    expect(many.body.fields).toEqual({ requiredCourseIds: validationMessage('uz', 'listMax', { max: COURSE_LIMITS.requiredMax }) });
    const count = await ctx.db.sequelize.query('SELECT 1 FROM activity_course_requirements', { type: QueryTypes.SELECT });
    expect(count).toEqual([]);
  });

  it('refuses applying until every required course is completed, naming and linking them; then applies', async () => {
    const created = await request(ctx.app)
      .post('/api/my/events')
      .set(org.auth)
      .send(input({ requiredCourseIds: [first, second, ownUnlisted] }))
      .expect(201);
    const event = created.body as EventDetail;
    expect(event.requiredCourses.map((c) => [c.slug, c.completed])).toEqual([
      ['tehnika-bezopasnosti', false],
      ['etika', false],
      ['svoj', false],
    ]);
    // Saved again without the list: kept; with a shorter one: replaced.
    await request(ctx.app).put(`/api/my/events/${event.id}`).set(org.auth).send(input()).expect(200);
    const kept = await request(ctx.app)
      .put(`/api/my/events/${event.id}`)
      .set(org.auth)
      .send(input({ requiredCourseIds: [first, second] }))
      .expect(200);
    expect(kept.body.requiredCourses.map((c: { slug: string }) => c.slug)).toEqual(['tehnika-bezopasnosti', 'etika']);
    await ctx.db.sequelize.query("UPDATE events SET moderation = 'approved', published_at = now() WHERE id = $1", { bind: [event.id] });
    const sessionId = kept.body.sessions[0].id as number;

    const refused = await applyTo(ctx.app, volunteer, sessionId).expect(409);
    expect(refused.body.error).toBe('course_required');
    expect(refused.body.msg).toMatch(
      /^Сначала пройдите курс «Техника безопасности», «Этика волонтёра»: http\S+\/ru\/academy\/tehnika-bezopasnosti$/,
    );
    const uz = await applyTo(ctx.app, volunteer, sessionId).set('Accept-Language', 'uz').expect(409);
    expect(uz.body.msg).toMatch(
      /^Avval «Xavfsizlik texnikasi», «Этика волонтёра» kursini o'ting: http\S+\/uz\/academy\/tehnika-bezopasnosti$/,
    );

    for (const slug of ['tehnika-bezopasnosti', 'etika']) {
      await request(ctx.app).post(`/api/academy/${slug}/enrol`).set(volunteer.auth).expect(201);
      await request(ctx.app).post(`/api/academy/${slug}/lessons/1/read`).set(volunteer.auth).expect(200);
      if (slug === 'tehnika-bezopasnosti') {
        // One of two done: the message names the other only.
        const still = await applyTo(ctx.app, volunteer, sessionId).expect(409);
        expect(still.body.msg).toMatch(/^Сначала пройдите курс «Этика волонтёра»: \S+\/ru\/academy\/etika$/);
      }
    }
    const detail = await request(ctx.app).get(`/api/events/${event.id}`).set(volunteer.auth).expect(200);
    expect(detail.body.requiredCourses.map((c: { completed: boolean }) => c.completed)).toEqual([true, true]);
    await applyTo(ctx.app, volunteer, sessionId).expect(201);
    // A visitor sees the requirements, none completed.
    const visitor = await request(ctx.app).get(`/api/events/${event.id}`).expect(200);
    expect(visitor.body.requiredCourses).toEqual([
      { id: first, slug: 'tehnika-bezopasnosti', title: 'Техника безопасности', completed: false },
      { id: second, slug: 'etika', title: 'Этика волонтёра', completed: false },
    ]);
  });
});
