import request from 'supertest';
import { organizationAccount, volunteerAccount } from '../../test/activities';
import { useTestApp } from '../../test/app';
import { insertCourse } from '../../test/academy';
import { createApprovedEvent } from '../../test/events';
import { applyTo } from '../../test/participation';

/** The CRM's applicants show the courses the activity requires and whether each applicant completed them. */
describe('academy: required courses in the CRM applicant list', () => {
  const ctx = useTestApp();

  it("lists each applicant's required courses, in order, completed or not, in the request's language", async () => {
    const org = await organizationAccount(ctx.app, ctx.db, 'Школа спасателей');
    const volunteer = await volunteerAccount(ctx.app, ctx.db, 'Пётр Заявитель');
    const { eventId, sessionIds } = await createApprovedEvent(ctx.db, org.organizationId!);
    await applyTo(ctx.app, volunteer, sessionIds[0]!).expect(201);
    const first = await insertCourse(ctx.db, { slug: 'bezopasnost', titleRu: 'Безопасность', titleUz: 'Xavfsizlik' });
    const second = await insertCourse(ctx.db, { slug: 'pervaya-pomosh', titleRu: 'Первая помощь', organizationId: org.organizationId });
    // Required after the application (the requirement then stops nobody who applied before).
    await ctx.db.sequelize.query(
      `INSERT INTO activity_course_requirements (activity_kind, activity_id, course_id, position) VALUES ('event', $1, $2, 2), ('event', $1, $3, 1)`,
      { bind: [eventId, first.id, second.id] },
    );
    await ctx.db.sequelize.query('INSERT INTO course_completions (user_id, course_id) VALUES ($1, $2)', { bind: [volunteer.id, first.id] });

    const list = await request(ctx.app).get('/api/crm/applications').set(org.auth).set('Accept-Language', 'uz').expect(200);
    const mine = list.body.find((a: { userId: number }) => a.userId === volunteer.id);
    expect(mine.requiredCourses).toEqual([
      { id: second.id, slug: 'pervaya-pomosh', title: 'Первая помощь', completed: false },
      { id: first.id, slug: 'bezopasnost', title: 'Xavfsizlik', completed: true },
    ]);
    const one = await request(ctx.app).get(`/api/crm/applications/${mine.id}`).set(org.auth).expect(200);
    expect(one.body.requiredCourses.map((c: { title: string }) => c.title)).toEqual(['Первая помощь', 'Безопасность']);
  });
});
