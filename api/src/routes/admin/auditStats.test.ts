import request from 'supertest';
import { ROLES } from '@hashar/common';
import { useTestApp } from '../../test/app';
import { adminTeam, listParams } from '../../test/admin';

describe('the audit log and the dashboard stats', () => {
  const ctx = useTestApp();
  let team: Awaited<ReturnType<typeof adminTeam>>;
  beforeAll(async () => {
    team = await adminTeam(ctx);
  });
  const get = (url: string, auth: string, query: Record<string, string> = {}) =>
    request(ctx.app).get(url).query(query).set('Authorization', auth);

  it('records who changed what, before and after, and lets admins browse it read-only', async () => {
    const created = await request(ctx.app)
      .post('/api/admin/cattask')
      .set('Authorization', team.admin.auth)
      .send({ key: 'audit-me', nameRu: 'Аудит', nameUz: 'Audit' })
      .expect(201);
    const id = created.body.id as number;
    await request(ctx.app).put(`/api/admin/cattask/${id}`).set('Authorization', team.admin.auth).send({ nameRu: 'Аудит 2' }).expect(200);

    const res = await get(
      '/api/admin/audit',
      team.admin.auth,
      listParams(['createdAt', 'DESC'], [0, 9], { resource: 'cattask', recordId: id }),
    ).expect(200);
    expect(res.headers['content-range']).toBe('audit 0-1/2');
    expect(res.body.map((a: { action: string }) => a.action)).toEqual(['update', 'create']);
    expect(res.body[0]).toMatchObject({
      userId: team.admin.id,
      userEmail: team.admin.email,
      resource: 'cattask',
      recordId: id,
      before: { nameRu: 'Аудит' },
      after: { nameRu: 'Аудит 2' },
    });
    expect(typeof res.body[0].id).toBe('number');
    expect(new Date(res.body[0].createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const byUser = await get(
      '/api/admin/audit',
      team.admin.auth,
      listParams(undefined, undefined, { userId: team.admin.id, action: 'create' }),
    ).expect(200);
    expect(byUser.body).toHaveLength(1);
    expect((await get(`/api/admin/audit/${res.body[0].id}`, team.admin.auth).expect(200)).body).toEqual(res.body[0]);

    await get('/api/admin/audit', team.admin.auth, listParams(['userEmail', 'ASC'])).expect(400);
    await request(ctx.app).post('/api/admin/audit').set('Authorization', team.admin.auth).send({ action: 'x' }).expect(404);
    await request(ctx.app).delete(`/api/admin/audit/${res.body[0].id}`).set('Authorization', team.admin.auth).expect(404);
    await get('/api/admin/audit', team.moderator.auth).expect(403);
  });

  it('a failed change leaves no audit row', async () => {
    await request(ctx.app)
      .post('/api/admin/cattask')
      .set('Authorization', team.admin.auth)
      .send({ key: 'audit-me', nameRu: 'Дубль', nameUz: 'Dubl' })
      .expect(400);
    const [rows] = await ctx.db.sequelize.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE resource = 'cattask' AND action = 'create'`,
    );
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('counts users by role and sign-ups for each of the last 30 days, for admins and moderators', async () => {
    await ctx.db.sequelize.query(
      `INSERT INTO users (email, password_hash, role, created_at, updated_at) VALUES
         ('old@example.uz', 'x', 'organization', now() - interval '40 days', now()),
         ('week@example.uz', 'x', 'organization', now() - interval '7 days', now())`,
    );
    for (const who of [team.admin, team.moderator]) {
      const res = await get('/api/admin/stats', who.auth).expect(200);
      expect(Object.keys(res.body.usersByRole).sort()).toEqual([...ROLES].sort());
      expect(res.body.usersByRole).toMatchObject({ admin: 1, moderator: 1, volon: 1, organization: 2, partner: 0 });
      const days = res.body.signupsByDay as { date: string; count: number }[];
      expect(days).toHaveLength(30);
      // Days are Tashkent days (UTC+5), whatever the server's zone.
      const today = new Date(Date.now() + 5 * 3600_000).toISOString().slice(0, 10);
      const weekAgo = new Date(Date.now() + 5 * 3600_000 - 7 * 86400_000).toISOString().slice(0, 10);
      expect(days[29]).toEqual({ date: today, count: 3 });
      expect(days.find((d) => d.date === weekAgo)).toEqual({ date: weekAgo, count: 1 });
      expect(days.reduce((sum, d) => sum + d.count, 0)).toBe(4);
      expect(days.every((d, i) => i === 0 || d.date > days[i - 1]!.date)).toBe(true);
    }
    await get('/api/admin/stats', team.volunteer.auth).expect(403);
    await request(ctx.app).get('/api/admin/stats').expect(401);
  });
});
