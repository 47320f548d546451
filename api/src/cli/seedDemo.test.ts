import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { POINTS } from '@hashar/common';
import { seedDemo } from '../../../seeders/demo';
import { seedDemoActivities } from '../../../seeders/demoActivities';
import { seedDemoEvents } from '../../../seeders/demoEvents';
import { run } from '../lists';
import { useTestApp } from '../test/app';

/** The size a PNG's header states. */
function pngSize(file: string): { width: number; height: number } {
  const data = fs.readFileSync(file);
  expect(data.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

// Seeding every demo record and dropping its database take long on a busy two-core machine.
jest.setTimeout(180_000);

describe('npm run seed:demo: projects, tasks, vacancies', () => {
  const ctx = useTestApp();
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashar-demo-uploads-'));

  it('adds each kind once, with covers, partners, applications, results and points', async () => {
    const db = ctx.db.sequelize;
    await seedDemo(db, async (plain) => `not-a-hash:${plain}`);
    await seedDemoEvents(db);
    expect(await seedDemoActivities(db, { uploadsDir })).toEqual({ projects: 7, tasks: 8, vacancies: 7 });
    expect(await seedDemoActivities(db, { uploadsDir })).toEqual({ projects: 0, tasks: 0, vacancies: 0 });

    const [counts] = await run<Record<string, number>>(
      db,
      `SELECT (SELECT count(*)::int FROM projects WHERE moderation = 'approved') AS projects,
              (SELECT count(*)::int FROM projects WHERE owner_user_id IS NOT NULL) AS volunteer_projects,
              (SELECT count(*)::int FROM projects WHERE is_nationwide AND region_id IS NULL) AS nationwide,
              (SELECT count(*)::int FROM project_partners WHERE state = 'accepted') AS partners,
              (SELECT count(*)::int FROM project_partners WHERE state = 'invited') AS invitations,
              (SELECT count(DISTINCT category_id)::int FROM tasks) AS categories,
              (SELECT count(*)::int FROM vacancies WHERE moderation = 'approved') AS vacancies,
              (SELECT count(DISTINCT pay)::int FROM vacancies) AS pays,
              (SELECT count(*)::int FROM vacancies WHERE is_remote AND region_id IS NULL) AS remote,
              (SELECT count(*)::int FROM (SELECT 1 FROM projects WHERE moderation = 'moderation' UNION ALL
                 SELECT 1 FROM tasks WHERE moderation = 'moderation' UNION ALL SELECT 1 FROM vacancies WHERE moderation = 'moderation') q) AS queue,
              (SELECT count(*)::int FROM hours_records h JOIN applications a ON a.id = h.application_id WHERE a.activity_kind = 'project') AS project_hours`,
      [],
    );
    expect(counts).toMatchObject({ projects: 6, partners: 4, invitations: 2, categories: 8, vacancies: 6, pays: 3, queue: 3 });
    expect(counts!['volunteer_projects']).toBeGreaterThanOrEqual(2);
    expect(counts!['nationwide']).toBeGreaterThanOrEqual(2);
    expect(counts!['remote']).toBeGreaterThanOrEqual(2);
    expect(counts!['project_hours']).toBeGreaterThanOrEqual(3);

    // Every record has its own real cover image, projects at the recommended 350×270.
    const covers = await run<{ kind: string; cover: string }>(
      db,
      `SELECT 'project' AS kind, cover FROM projects UNION ALL SELECT 'task', cover FROM tasks UNION ALL SELECT 'vacancy', cover FROM vacancies`,
      [],
    );
    expect(new Set(covers.map((c) => c.cover)).size).toBe(22);
    for (const c of covers) {
      const size = pngSize(path.join(uploadsDir, c.cover));
      expect(size).toEqual(c.kind === 'project' ? { width: 350, height: 270 } : { width: 800, height: 450 });
    }
    const [attached] = await run<{ n: number }>(
      db,
      `SELECT count(*)::int AS n FROM uploads WHERE attached_at IS NOT NULL AND key IN (SELECT cover FROM projects UNION SELECT cover FROM tasks UNION SELECT cover FROM vacancies)`,
      [],
    );
    expect(attached!.n).toBe(22);

    // The pro bono volunteer: one result handed in, one sent back, one accepted with task points.
    const results = await run<{ state: string }>(
      db,
      `SELECT r.state FROM task_results r JOIN applications a ON a.id = r.application_id JOIN users u ON u.id = a.user_id
        WHERE u.email = 'probono@demo.hashar.uz' ORDER BY r.state`,
      [],
    );
    expect(results.map((r) => r.state)).toEqual(['accepted', 'changes_requested', 'submitted']);
    const [points] = await run<{ delta: number }>(
      db,
      `SELECT p.delta FROM points_ledger p JOIN users u ON u.id = p.user_id WHERE u.email = 'probono@demo.hashar.uz' AND p.reason = 'task'`,
      [],
    );
    expect(points!.delta).toBe(POINTS.perCompletedTask);

    // The trainee is at the interview step of an internship, with a CV on file.
    const [interview] = await run<{ kind: string; cv_key: string }>(
      db,
      `SELECT v.kind, a.cv_key FROM applications a JOIN vacancies v ON v.id = a.activity_id AND a.activity_kind = 'vacancy'
        JOIN users u ON u.id = a.user_id WHERE u.email = 'trainee@demo.hashar.uz' AND a.state = 'interview'`,
      [],
    );
    expect(interview!.kind).toBe('internship');
    expect(fs.readFileSync(path.join(uploadsDir, interview!.cv_key)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The public lists show them (in Uzbek too).
    const titles = { projects: 'Ezgu ishlar maktabi', tasks: 'sayt-vizitka', vacancies: 'Koʻngillilar koordinatori' };
    for (const [api, title] of Object.entries(titles)) {
      const res = await request(ctx.app).get(`/api/${api}?locale=uz&perPage=50`).expect(200);
      const body = res.body as { total: number; data: { title: string; cover: string | null }[] };
      expect(body.total).toBeGreaterThanOrEqual(5);
      expect(body.data.every((item) => item.cover?.startsWith('/uploads/events/'))).toBe(true);
      expect(body.data.map((item) => item.title).join(' | ')).toContain(title);
    }
  });
});
