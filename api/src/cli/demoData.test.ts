import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { DEMO_PASSWORD } from '../../../seeders/demo';
import { seedEverythingDemo } from '../../../seeders/demoAll';
import { hashPassword } from '../lib/passwords';
import { run } from '../lists';
import { staffAccount } from '../test/activities';
import { useTestApp } from '../test/app';

// The whole of npm run seed:demo, on a busy two-core machine.
jest.setTimeout(600_000);

/** The accounts table's rows: role, e-mail, password. */
const tableRows = (printed: string) =>
  [...printed.matchAll(/^\| (\S+) +(\S+@demo\.hashar\.uz) +(\S+) +\|$/gm)].map(([, role, email, password]) => ({ role, email, password }));

describe('npm run seed:demo: what a newcomer sees', () => {
  const ctx = useTestApp();
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashar-demo-data-'));
  let printed = '';
  beforeAll(async () => {
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
});
