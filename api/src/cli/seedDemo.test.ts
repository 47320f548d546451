import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { POINTS } from '@hashar/common';
import { seedDemo } from '../../../seeders/demo';
import { seedDemoActivities } from '../../../seeders/demoActivities';
import { seedDemoEvents } from '../../../seeders/demoEvents';
import { seedDemoPeople } from '../../../seeders/demoPeople';
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

describe('npm run seed:demo: initiative groups (seeders/people/initiatives.ts)', () => {
  const ctx = useTestApp();
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashar-demo-groups-'));

  /** What the groups' part writes, counted. */
  const snapshot = async () => {
    const [row] = await run<Record<string, number>>(
      ctx.db.sequelize,
      `SELECT (SELECT count(*)::int FROM initiative_groups) AS groups,
              (SELECT count(*)::int FROM initiative_group_members) AS members,
              (SELECT count(*)::int FROM initiative_group_directions) AS directions,
              (SELECT count(*)::int FROM initiative_group_requests) AS requests,
              (SELECT count(*)::int FROM applications) AS applications,
              (SELECT count(*)::int FROM hours_records) AS hours,
              (SELECT count(*)::int FROM points_ledger) AS points,
              (SELECT count(*)::int FROM visit_sessions) AS sessions`,
      [],
    );
    return row!;
  };

  it('adds six groups once: four active with members, requests, their own activities, hours and team sign-ups', async () => {
    const db = ctx.db.sequelize;
    await seedDemo(db, async (plain) => `not-a-hash:${plain}`);
    await seedDemoEvents(db);
    await seedDemoActivities(db, { uploadsDir });
    expect(await seedDemoPeople(db, { uploadsDir })).toMatchObject({ initiatives: 6 });
    const before = await snapshot();
    const again = await seedDemoPeople(db, { uploadsDir });
    // Every part adds nothing the second time (the avatars part runs after the accounts it decorates).
    expect(Object.entries(again).filter(([, added]) => added !== 0)).toEqual([]);
    expect(await snapshot()).toEqual(before);

    const groups = await run<{ id: number; status: number; moderation: string; members: number; reject_reason: string | null }>(
      db,
      `SELECT g.id, g.status, g.moderation, g.reject_reason, (SELECT count(*)::int FROM initiative_group_members m WHERE m.group_id = g.id) AS members
         FROM initiative_groups g ORDER BY g.id`,
      [],
    );
    expect(groups).toHaveLength(6);
    const active = groups.filter((g) => g.status === 1);
    expect(active).toHaveLength(4);
    expect(active.every((g) => g.members >= 4 && g.members <= 10)).toBe(true);
    expect(groups.filter((g) => g.status === 0).map((g) => g.moderation)).toEqual(['moderation']);
    expect(groups.filter((g) => g.status === -1).every((g) => !!g.reject_reason)).toBe(true);

    // The main demo volunteer leads an active group first (the avatar menu), and is a member of another.
    const mine = await run<{ role: string; status: number }>(
      db,
      `SELECT m.role, g.status FROM initiative_group_members m JOIN initiative_groups g ON g.id = m.group_id
         JOIN users u ON u.id = m.user_id WHERE u.email = 'volunteer@demo.hashar.uz' ORDER BY m.created_at, m.group_id`,
      [],
    );
    expect(mine).toEqual([
      { role: 'leader', status: 1 },
      { role: 'member', status: 1 },
    ]);

    const [counts] = await run<Record<string, number>>(
      db,
      `SELECT (SELECT count(*)::int FROM initiative_group_members WHERE role = 'coleader') AS coleaders,
              (SELECT count(*)::int FROM initiative_group_requests WHERE state = 'pending' AND kind = 'invite') AS invites,
              (SELECT count(*)::int FROM initiative_group_requests WHERE state = 'pending' AND kind = 'request') AS requests,
              (SELECT count(*)::int FROM initiative_group_directions) AS directions,
              (SELECT count(*)::int FROM initiative_groups WHERE status = 1 AND logo_url IS NOT NULL AND search_text <> '') AS dressed,
              (SELECT count(*)::int FROM projects WHERE owner_group_id IS NOT NULL AND moderation = 'approved') AS projects,
              (SELECT count(*)::int FROM tasks WHERE owner_group_id IS NOT NULL) AS tasks,
              (SELECT count(*)::int FROM vacancies WHERE owner_group_id IS NOT NULL) AS vacancies,
              (SELECT count(*)::int FROM visit_sessions s JOIN visit_options v ON v.id = s.visit_option_id WHERE v.owner_group_id IS NOT NULL) AS shifts,
              (SELECT count(*)::int FROM hours_records WHERE owner_group_id IS NOT NULL) AS group_hours,
              (SELECT count(*)::int FROM points_ledger p JOIN hours_records h ON h.id = p.hours_record_id WHERE h.owner_group_id IS NOT NULL) AS group_points`,
      [],
    );
    expect(counts).toMatchObject({ coleaders: 3, invites: 2, requests: 2, dressed: 4, tasks: 1, vacancies: 1, shifts: 4 });
    expect(counts!['projects']).toBeGreaterThanOrEqual(3);
    expect(counts!['group_hours']).toBeGreaterThanOrEqual(3);
    expect(counts!['group_points']).toBe(counts!['group_hours']);

    // Group-owned records have the group as their only owner.
    const [owners] = await run<{ n: number }>(
      db,
      `SELECT count(*)::int AS n FROM (SELECT organization_id, owner_user_id FROM projects WHERE owner_group_id IS NOT NULL
         UNION ALL SELECT organization_id, owner_user_id FROM visit_options WHERE owner_group_id IS NOT NULL) x
        WHERE organization_id IS NOT NULL OR owner_user_id IS NOT NULL`,
      [],
    );
    expect(owners!.n).toBe(0);

    // The directory's free-text search finds a group by a Cyrillic or a Latin word.
    for (const word of ['Юнусабад', 'yunusobod', 'доноры']) {
      const [hit] = await run<{ n: number }>(
        db,
        `SELECT count(*)::int AS n FROM initiative_groups WHERE status > 0 AND search_text ILIKE '%' || search_latin($1) || '%'`,
        [word],
      );
      expect(hit!.n).toBeGreaterThanOrEqual(1);
    }

    // Team sign-ups: the upcoming one holds 3 places with two named members; the past one has members' verified hours.
    const teams = await run<{ id: number; places: number; state: string; starts_at: Date; named: number; hours: number }>(
      db,
      `SELECT a.id, a.places, a.state, s.starts_at,
              (SELECT count(*)::int FROM applications m WHERE m.team_id = a.id AND m.places = 0 AND m.group_id IS NULL AND m.session_id = a.session_id) AS named,
              (SELECT count(*)::int FROM applications m JOIN hours_records h ON h.application_id = m.id WHERE m.team_id = a.id) AS hours
         FROM applications a JOIN visit_sessions s ON s.id = a.session_id WHERE a.group_id IS NOT NULL ORDER BY s.starts_at DESC`,
      [],
    );
    expect(teams).toHaveLength(2);
    expect(teams[0]).toMatchObject({ places: 3, state: 'accepted', named: 2, hours: 0 });
    expect(new Date(teams[0]!.starts_at).getTime()).toBeGreaterThan(Date.now());
    expect(teams[1]!.state).toBe('completed');
    expect(teams[1]!.hours).toBeGreaterThanOrEqual(2);
    expect(teams[1]!.hours).toBe(teams[1]!.named);
    expect(teams[1]!.named).toBeLessThanOrEqual(teams[1]!.places);

    // Logos and covers are real files.
    const [files] = await run<{ logo: string; cover: string }>(
      db,
      `SELECT logo_url AS logo, cover FROM initiative_groups ORDER BY id LIMIT 1`,
      [],
    );
    expect(fs.existsSync(path.join(uploadsDir, files!.logo.replace('/uploads/', '')))).toBe(true);
    expect(pngSize(path.join(uploadsDir, files!.cover))).toEqual({ width: 1200, height: 400 });
  });
});
