import { shiftMonth, tashkentMonth, type AnalyticsDto } from '@hashar/common';
import request from 'supertest';
import { seedAnalyticsHistory } from '../../../../seeders/analyticsHistory';
import { up as markGenerated } from '../../../../migrations/20261128000801-users-generated';
import { seedDemo } from '../../../../seeders/demo';
import { seedDemoAcademy } from '../../../../seeders/academy';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run } from '../../lists';
import { staffAccount } from '../../test/activities';
import { useTestApp } from '../../test/app';

describe('npm run seed:demo: analytics history', () => {
  const ctx = useTestApp();

  it('adds 18 months of history in all 14 regions once, refreshed, and the charts have something everywhere', async () => {
    const db = ctx.db.sequelize;
    await seedDemo(db, async (plain) => `not-a-hash:${plain}`);
    await db.query(
      `WITH o AS (INSERT INTO organizations (name, is_verified) SELECT u.name, true FROM users u WHERE u.role = 'organization' AND u.email LIKE '%@demo.hashar.uz' RETURNING id, name)
       INSERT INTO organization_staff (organization_id, user_id, role) SELECT o.id, u.id, 'owner' FROM o JOIN users u ON u.name = o.name`,
    );
    const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashar-seed-'));
    expect(await seedDemoAcademy(db, { uploadsDir })).toBeGreaterThan(0);
    const started = Date.now();
    expect(await seedAnalyticsHistory(db)).toBeGreaterThan(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    const [before] = await run<{ hours: number; events: number; courses: number }>(
      db,
      'SELECT (SELECT count(*)::int FROM hours_records) AS hours, (SELECT count(*)::int FROM events) AS events, (SELECT count(*)::int FROM course_completions) AS courses',
      [],
    );
    expect(await seedAnalyticsHistory(db)).toBe(0);
    const [after] = await run<{ hours: number; events: number; courses: number }>(
      db,
      'SELECT (SELECT count(*)::int FROM hours_records) AS hours, (SELECT count(*)::int FROM events) AS events, (SELECT count(*)::int FROM course_completions) AS courses',
      [],
    );
    expect(after).toEqual(before);

    const dto = (
      await request(ctx.app)
        .get(`/api/analytics?from=${shiftMonth(tashkentMonth(), -17)}`)
        .expect(200)
    ).body.data as AnalyticsDto;
    expect(dto.refreshedAt).not.toBeNull();
    expect(dto.byRegion).toHaveLength(14);
    for (const region of dto.byRegion) expect(region).toMatchObject({ volunteers: expect.any(Number), hours: expect.any(Number) });
    expect(dto.byRegion.every((r) => r.volunteers > 0 && r.hours > 0 && r.events > 0 && r.projects > 0)).toBe(true);
    expect(dto.byMonth.filter((m) => m.hours > 0).length).toBeGreaterThanOrEqual(12);
    expect(dto.byMonth.filter((m) => m.volunteers > 0).length).toBeGreaterThanOrEqual(15);
    expect(dto.byDirection.filter((d) => d.hours > 0).length).toBeGreaterThanOrEqual(8);
    expect(dto.totals.organizations).toBeGreaterThanOrEqual(2);
    // A quarter of the history volunteers completed a demo course, in their region.
    expect(dto.totals.coursesCompleted).toBeGreaterThanOrEqual(100);
    expect(dto.byRegion.every((r) => r.coursesCompleted > 0)).toBe(true);
    expect(dto.byDirection.filter((d) => d.coursesCompleted > 0).length).toBeGreaterThanOrEqual(4);
    // The history has districts too (seeders/demoGeography.ts): a region's figures spread over its districts.
    const tashkent = dto.byRegion.find((r) => r.regionKey === 'tashkent-city')!;
    const byDistrict = (
      await request(ctx.app)
        .get(`/api/analytics?from=${shiftMonth(tashkentMonth(), -17)}&region=${tashkent.regionId}`)
        .expect(200)
    ).body.data as AnalyticsDto;
    const lines = byDistrict.byDistrict!;
    expect(lines.filter((d) => d.volunteers > 0).length).toBeGreaterThanOrEqual(5);
    expect(lines.filter((d) => d.hours > 0 && d.events > 0).length).toBeGreaterThanOrEqual(2);
    expect(lines.reduce((sum, d) => sum + d.hours, 0)).toBeCloseTo(tashkent.hours, 1);
    fs.rmSync(uploadsDir, { recursive: true, force: true });
    // The history volunteers cannot sign in.
    await request(ctx.app)
      .post('/api/user/login')
      .send({ username: 'history-1@demo.hashar.uz', password: 'history-account-no-login' })
      .expect(401);
  });

  it("marks the history accounts generated, so the admin's users list can open on real accounts", async () => {
    const admin = await staffAccount(ctx.app, ctx.db, 'admin');
    const users = (filter: object) =>
      request(ctx.app)
        .get('/api/admin/users')
        .query({ sort: JSON.stringify(['name', 'ASC']), range: JSON.stringify([0, 24]), filter: JSON.stringify(filter) })
        .set(admin.auth)
        .expect(200);
    // By name, the 420 «Волонтёр N» fill the first screen unless they are filtered out.
    const all = await users({});
    expect((all.body as { email: string }[]).filter((u) => u.email.startsWith('history-')).length).toBeGreaterThan(0);
    const real = await users({ isGenerated: false });
    expect((real.body as { email: string; isGenerated: boolean }[]).map((u) => [u.email.startsWith('history-'), u.isGenerated])).toEqual(
      (real.body as unknown[]).map(() => [false, false]),
    );
    const generated = await users({ isGenerated: true });
    expect(generated.headers['content-range']).toMatch(/\/420$/);

    // Histories seeded before the column are marked by the migration, from the seeder's literal markers.
    await ctx.db.sequelize.query(`UPDATE users SET is_generated = false WHERE email LIKE 'history-%'`);
    await markGenerated({ queryInterface: ctx.db.sequelize.getQueryInterface() });
    expect((await users({ isGenerated: true })).headers['content-range']).toMatch(/\/420$/);
    expect((await users({ isGenerated: false })).headers['content-range']).toBe(real.headers['content-range']);
  });
});
