import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { HOURS_MARGIN, toSearchLatin, type SearchResult } from '@hashar/common';
import { DEMO_PASSWORD } from '../../../seeders/demo';
import { seedEverythingDemo } from '../../../seeders/demoAll';
import { hashPassword } from '../lib/passwords';
import { run } from '../lists';
import { organizationAccount, staffAccount } from '../test/activities';
import { useTestApp } from '../test/app';

// The whole of npm run seed:demo, on a busy two-core machine.
jest.setTimeout(600_000);

/** The accounts table's rows: role, e-mail, password. */
const tableRows = (printed: string) =>
  [...printed.matchAll(/^\| (\S+) +(\S+@demo\.hashar\.uz) +(\S+) +\|$/gm)].map(([, role, email, password]) => ({ role, email, password }));

/** Every table that has a search_text column. */
const SEARCHABLE = [
  'courses',
  'districts',
  'events',
  'initiative_groups',
  'news',
  'organizations',
  'projects',
  'publications',
  'tasks',
  'vacancies',
  'visit_options',
];

describe('npm run seed:demo: what a newcomer sees', () => {
  const ctx = useTestApp();
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashar-demo-data-'));
  let printed = '';
  let org: Awaited<ReturnType<typeof organizationAccount>>;
  beforeAll(async () => {
    // The app writes a row too: an organization registers (its directory text starts from its name).
    org = await organizationAccount(ctx.app, ctx.db, 'Ёшлар Маркази');
    await seedEverythingDemo(ctx.db.sequelize, { uploadsDir, hashPassword, write: (text) => (printed += text) });
  });
  afterAll(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));

  it('prints one table of every demo account one can sign in with (role, e-mail, password), and each signs in', async () => {
    const accounts = await run<{ role: string; email: string }>(
      ctx.db.sequelize,
      `SELECT role, email FROM users WHERE email LIKE '%@demo.hashar.uz' AND email NOT LIKE 'history-%' ORDER BY email`,
      [],
    );
    expect(accounts.map((a) => a.role)).toEqual(
      expect.arrayContaining(['moderator', 'volon', 'organization', 'bussines', 'trainee', 'partner']),
    );
    const rows = tableRows(printed);
    expect(rows).toHaveLength(accounts.length);
    expect([...rows].sort((a, b) => a.email!.localeCompare(b.email!))).toEqual(accounts.map((a) => ({ ...a, password: DEMO_PASSWORD })));
    expect(rows[0]).toEqual({ role: 'moderator', email: 'moderator@demo.hashar.uz', password: DEMO_PASSWORD });
    for (const { email } of accounts) {
      await request(ctx.app).post('/api/user/login').send({ username: email, password: DEMO_PASSWORD }).expect(200);
    }
  });

  it('starts every session at a time an organizer would choose: on the hour or half past, 08:00–20:00 in Tashkent', async () => {
    const odd = await run<{ title: string; at: string }>(
      ctx.db.sequelize,
      `SELECT COALESCE(e.title_ru, v.title_ru) AS title, to_char(s.starts_at AT TIME ZONE 'Asia/Tashkent', 'YYYY-MM-DD HH24:MI') AS at
         FROM visit_sessions s LEFT JOIN events e ON e.id = s.event_id LEFT JOIN visit_options v ON v.id = s.visit_option_id
        WHERE extract(minute FROM s.starts_at AT TIME ZONE 'Asia/Tashkent') NOT IN (0, 30) OR extract(second FROM s.starts_at) <> 0
           OR (s.starts_at AT TIME ZONE 'Asia/Tashkent')::time NOT BETWEEN '08:00' AND '20:00'`,
      [],
    );
    expect(odd).toEqual([]);
    const [count] = await run<{ n: number }>(ctx.db.sequelize, 'SELECT count(*)::int AS n FROM visit_sessions', []);
    expect(count!.n).toBeGreaterThan(50);
  });

  it('links no joke videos: an organization shows none or ones on the platform', async () => {
    const videos = await run<{ name: string; url: string }>(ctx.db.sequelize, 'SELECT name, unnest(videos) AS url FROM organizations', []);
    for (const { url } of videos) expect(new URL(url).hostname).toMatch(/(^|\.)hashar\.uz$/);
  });

  it("lists the accounts one can sign in with before the 420 history accounts in the admin's default order", async () => {
    const admin = await staffAccount(ctx.app, ctx.db, 'admin');
    // The back office's users list: newest first, 25 a page.
    const page = await request(ctx.app)
      .get('/api/admin/users')
      .query({ sort: JSON.stringify(['createdAt', 'DESC']), range: JSON.stringify([0, 24]), filter: '{}' })
      .set('Authorization', `Bearer ${admin.accessToken}`)
      .expect(200);
    const emails = (page.body as { email: string }[]).map((u) => u.email);
    const [real] = await run<{ n: number }>(
      ctx.db.sequelize,
      `SELECT count(*)::int AS n FROM users WHERE email NOT LIKE 'history-%@demo.hashar.uz'`,
      [],
    );
    expect(real!.n).toBeGreaterThan(20);
    expect(emails.slice(0, real!.n).filter((e) => e.startsWith('history-'))).toEqual([]);
  });

  it('gives every demo event a cover that decodes as an 800×450 image, served from the uploads', async () => {
    const events = await run<{ title_ru: string; cover: string | null }>(ctx.db.sequelize, 'SELECT title_ru, cover FROM events', []);
    expect(events.length).toBeGreaterThan(60);
    for (const e of events) {
      expect({ event: e.title_ru, cover: e.cover }).toEqual({ event: e.title_ru, cover: expect.stringMatching(/^events\/[\w-]+\.jpg$/) });
      const meta = await sharp(path.join(uploadsDir, e.cover!)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 800, 450]);
    }
    const [attached] = await run<{ n: number }>(
      ctx.db.sequelize,
      `SELECT count(*)::int AS n FROM uploads WHERE kind = 'eventCover' AND attached_at IS NOT NULL AND key IN (SELECT cover FROM events)`,
      [],
    );
    expect(attached!.n).toBe(events.length);
  });

  it("shows a neutral grey silhouette, not a drawing in colour, as a missing person's photo", async () => {
    const notices = await run<{ photos: { url: string }[] }>(
      ctx.db.sequelize,
      `SELECT photos FROM publications WHERE kind = 'missing_person'`,
      [],
    );
    expect(notices.length).toBeGreaterThan(0);
    for (const n of notices) {
      for (const photo of n.photos) {
        const { channels } = await sharp(path.join(uploadsDir, photo.url)).stats();
        const means = channels.slice(0, 3).map((c) => c.mean);
        expect(Math.max(...means) - Math.min(...means)).toBeLessThan(25);
      }
    }
  });

  // search_text and hours: true however the rows were written.
  it('matches a fresh computation in every table after the app, the demo seeders and raw SQL wrote rows; demo titles are found', async () => {
    const db = ctx.db.sequelize;
    // Raw SQL naming no search_text, one title in Uzbek only (the Russian one empty) and one updated afterwards.
    const [raw] = await run<{ id: number }>(
      db,
      `INSERT INTO projects (organization_id, title_ru, title_uz, description_ru, moderation, published_at, starts_at, ends_at)
       VALUES ($1, '', 'Qoʻrgʻon bogʻi', 'Сад у крепости', 'approved', now(), now(), now() + interval '30 days') RETURNING id`,
      [org.organizationId],
    );
    await run(db, `UPDATE tasks SET title_ru = 'Шахматный кружок' WHERE id = (SELECT min(id) FROM tasks)`, []);

    const tables = await run<{ table_name: string }>(
      db,
      `SELECT c.table_name FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
        WHERE c.table_schema = 'public' AND c.column_name = 'search_text' AND t.table_type = 'BASE TABLE' ORDER BY 1`,
      [],
    );
    expect(tables.map((t) => t.table_name)).toEqual(SEARCHABLE);
    for (const table of SEARCHABLE) {
      const stored = await run<{ id: number; search_text: string }>(db, `SELECT id, search_text FROM ${table} ORDER BY id`, []);
      expect(stored.length).toBeGreaterThan(0);
      expect(stored.filter((r) => r.search_text === '')).toEqual([]);
      // A fresh computation: the row rewritten as it is (the trigger recomputes), then put back.
      const t = await db.transaction();
      await run(db, `UPDATE ${table} SET search_text = 'stale'`, [], t);
      const fresh = await run<{ id: number; search_text: string }>(db, `SELECT id, search_text FROM ${table} ORDER BY id`, [], t);
      await t.rollback();
      expect({ table, rows: stored }).toEqual({ table, rows: fresh });
    }
    // The activities' text is their titles and descriptions in the search alphabet common/translit.ts describes.
    const activities = await run<{ search_text: string; words: string }>(
      db,
      `SELECT search_text, concat_ws(' ', title_ru, title_uz, description_ru, description_uz) AS words FROM projects
        UNION ALL SELECT search_text, concat_ws(' ', title_ru, title_uz, description_ru, description_uz) FROM events`,
      [],
    );
    for (const a of activities) expect(a.search_text).toBe(toSearchLatin(a.words));

    // The 14 history projects «Проект «Добрый район»: …» are found by the words of their titles, in either alphabet.
    const found = async (q: string) =>
      ((await request(ctx.app).get('/api/search').query({ q }).expect(200)).body as SearchResult).groups.find((g) => g.kind === 'project')
        ?.count ?? 0;
    expect(await found('Добрый район')).toBeGreaterThanOrEqual(14);
    expect(await found('dobriy')).toBeGreaterThanOrEqual(14);
    expect(await found('Mehribon mahalla')).toBeGreaterThanOrEqual(14);
    expect(await found('Қўрғон')).toBe(1);
    const tasks = (await request(ctx.app).get('/api/tasks').query({ q: 'шахматный' }).expect(200)).body;
    expect(tasks.total).toBe(1);
    const [stored] = await run<{ search_text: string }>(db, 'SELECT search_text FROM projects WHERE id = $1', [raw!.id]);
    expect(stored!.search_text).toBe('qorgon bogi sad u kreposti');
  });

  it('verifies demo hours only after their shift (at most its length plus the margin) or the activity’s start', async () => {
    const wrong = await run<{ id: number; why: string }>(
      ctx.db.sequelize,
      `SELECT h.id, CASE WHEN s.id IS NOT NULL AND h.verified_at < s.ends_at THEN 'before the end'
                         WHEN s.id IS NOT NULL AND h.hours > extract(epoch FROM s.ends_at - s.starts_at) / 3600 + $1 THEN 'too many'
                         ELSE 'before the start' END AS why
         FROM hours_records h JOIN applications a ON a.id = h.application_id LEFT JOIN visit_sessions s ON s.id = a.session_id
         LEFT JOIN projects p ON a.activity_kind = 'project' AND p.id = a.activity_id
        WHERE (s.id IS NOT NULL AND (h.verified_at < s.ends_at OR h.hours > extract(epoch FROM s.ends_at - s.starts_at) / 3600 + $1))
           OR (p.id IS NOT NULL AND h.verified_at < p.starts_at)`,
      [HOURS_MARGIN],
    );
    expect(wrong).toEqual([]);
  });
});
