import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { seedDemo } from '../../../../seeders/demo';
import { seedDemoPublications } from '../../../../seeders/publications';
import { run } from '../../lists';
import { useTestApp } from '../../test/app';

// Seeds the demo accounts and publications: slow on a busy two-core machine.
jest.setTimeout(120_000);

describe('npm run seed:demo: publications and notices', () => {
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashar-demo-posts-'));
  const ctx = useTestApp({ DATA_DIR: path.dirname(uploadsDir) });
  afterAll(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));

  it('adds ten once (stories, active and found notices with photos, one waiting, one rejected) and the public list shows them', async () => {
    const db = ctx.db.sequelize;
    await seedDemo(db, async (plain) => `not-a-hash:${plain}`);
    // The demo organizations (the people seeder makes them in full): a name and their owner is enough here.
    await db.query(
      `WITH o AS (INSERT INTO organizations (name) SELECT u.name FROM users u WHERE u.role = 'organization' AND u.email LIKE '%@demo.hashar.uz' RETURNING id, name)
       INSERT INTO organization_staff (organization_id, user_id, role) SELECT o.id, u.id, 'owner' FROM o JOIN users u ON u.name = o.name`,
    );
    expect(await seedDemoPublications(db, { uploadsDir })).toBe(10);
    expect(await seedDemoPublications(db, { uploadsDir })).toBe(0);
    const [counts] = await run<Record<string, number>>(
      db,
      `SELECT (SELECT count(*)::int FROM publications WHERE moderation = 'approved') AS approved,
              (SELECT count(*)::int FROM publications WHERE notice_state = 'active') AS active,
              (SELECT count(DISTINCT region_id)::int FROM publications WHERE notice_state = 'active') AS regions,
              (SELECT count(*)::int FROM publications WHERE notice_state = 'found') AS found,
              (SELECT count(*)::int FROM publications WHERE moderation = 'moderation') AS waiting,
              (SELECT count(*)::int FROM publications WHERE moderation = 'rejected' AND reject_reason <> '') AS rejected,
              (SELECT count(*)::int FROM publications WHERE organization_id IS NOT NULL) AS by_orgs`,
      [],
    );
    expect(counts).toMatchObject({ approved: 8, active: 4, found: 1, waiting: 1, rejected: 1 });
    expect(counts!['regions']).toBeGreaterThanOrEqual(3);
    expect(counts!['by_orgs']).toBeGreaterThanOrEqual(3);
    const photos = await run<{ url: string }>(db, `SELECT p->>'url' AS url FROM publications, jsonb_array_elements(photos) p`, []);
    expect(photos.length).toBeGreaterThanOrEqual(8);
    for (const p of photos) expect(fs.readFileSync(path.join(uploadsDir, p.url)).subarray(1, 4).toString('latin1')).toBe('PNG');

    const list = await request(ctx.app).get('/api/posts').set('Accept-Language', 'uz').expect(200);
    expect(list.body.total).toBe(8);
    expect(list.body.data.slice(0, 4).every((c: { notice: { state: string } | null }) => c.notice?.state === 'active')).toBe(true);
    expect(list.body.data[0].title).toMatch(/[a-zʻ]/i);
  });
});
