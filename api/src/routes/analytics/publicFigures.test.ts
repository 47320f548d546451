import { shiftMonth, tashkentMonth, type AnalyticsDto, type HomeDto } from '@hashar/common';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { useTestApp } from '../../test/app';
import { organizationAccount, volunteerAccount } from '../../test/activities';
import { createApprovedEvent } from '../../test/events';
import { refreshAnalytics } from '../../services/analytics/refresh';
import { adminTeam } from '../../test/admin';
import { insertCourse } from '../../test/academy';

describe('one definition of each public figure: the home page, the analytics page and the dashboard agree', () => {
  const ctx = useTestApp();
  let adminAuth: string;
  const sql = (text: string, bind: unknown[] = []) => ctx.db.sequelize.query(text, { bind, type: QueryTypes.SELECT });

  beforeAll(async () => {
    const team = await adminTeam(ctx); // its volunteer: a confirmed volon, counted
    adminAuth = team.admin.auth;
    const [counted, blocked, trainee, unconfirmed] = [
      await volunteerAccount(ctx.app, ctx.db, 'Волонтёр Считается'),
      await volunteerAccount(ctx.app, ctx.db, 'Волонтёр Заблокирован'),
      await volunteerAccount(ctx.app, ctx.db, 'Стажёр Считается'),
      await volunteerAccount(ctx.app, ctx.db, 'Волонтёр Не подтвердил'),
    ];
    await sql('UPDATE users SET is_blocked = true WHERE id = $1 RETURNING id', [blocked.id]);
    await sql(`UPDATE users SET role = 'trainee' WHERE id = $1 RETURNING id`, [trainee.id]);
    await sql('UPDATE users SET is_active = false WHERE id = $1 RETURNING id', [unconfirmed.id]);
    const verifiedOrg = await organizationAccount(ctx.app, ctx.db, 'Проверенная организация');
    await organizationAccount(ctx.app, ctx.db, 'Непроверенная организация');
    await sql('UPDATE organizations SET is_verified = true WHERE id = $1 RETURNING id', [verifiedOrg.organizationId]);
    const past = await createApprovedEvent(ctx.db, verifiedOrg.organizationId!, { startsAt: new Date(Date.now() - 40 * 24 * 3600e3) });
    await createApprovedEvent(ctx.db, verifiedOrg.organizationId!); // next week: counted too
    await createApprovedEvent(ctx.db, verifiedOrg.organizationId!, { moderation: 'moderation' });
    for (const [who, hours] of [
      [counted, 4],
      [blocked, 2.5],
    ] as const) {
      const [a] = (await sql(`INSERT INTO applications (user_id, session_id, state) VALUES ($1, $2, 'completed') RETURNING id`, [
        who.id,
        past.sessionIds[0],
      ])) as { id: number }[];
      await sql('INSERT INTO hours_records (application_id, user_id, organization_id, hours) VALUES ($1, $2, $3, $4) RETURNING id', [
        a!.id,
        who.id,
        verifiedOrg.organizationId,
        hours,
      ]);
    }
    // A course completed by the blocked volunteer counts, like their hours.
    const course = await insertCourse(ctx.db, { slug: 'figures-course' });
    await sql('INSERT INTO course_completions (user_id, course_id) VALUES ($1, $2) RETURNING id', [blocked.id, course.id]);
    await refreshAnalytics(ctx.db.sequelize);
  });

  it('the same volunteers, hours, events and organizations everywhere; the analytics of every month total them', async () => {
    const home = ((await request(ctx.app).get('/api/home').expect(200)).body as HomeDto).figures;
    const month = tashkentMonth(new Date());
    const everyMonth = (
      await request(ctx.app)
        .get('/api/analytics')
        .query({ from: shiftMonth(month, -24), to: shiftMonth(month, 12) })
        .expect(200)
    ).body.data as AnalyticsDto;
    const dashboard = (await request(ctx.app).get('/api/admin/stats').set('Authorization', adminAuth).expect(200)).body.figures;
    // Volunteers: the team's volunteer, the counted volunteer and the trainee (not the blocked, not the unconfirmed one).
    expect(home).toEqual({ volunteers: 3, verifiedHours: 6.5, events: 2, organizations: 1 });
    expect(everyMonth.totals).toEqual({ volunteers: 3, hours: 6.5, events: 2, projects: 0, organizations: 1, coursesCompleted: 1 });
    expect(dashboard).toEqual(everyMonth.totals);
  });
});
