import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { seedDemoBonuses } from '../../../../seeders/bonuses';
import { seedDemo } from '../../../../seeders/demo';
import { run } from '../../lists';
import { useTestApp } from '../../test/app';

jest.setTimeout(120_000);

describe('npm run seed:demo: bonus offers and the demo volunteer codes', () => {
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashar-demo-bonuses-'));
  const ctx = useTestApp({ DATA_DIR: path.dirname(uploadsDir) });
  afterAll(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));

  it('adds offers of the partner and organizations once (one waiting, one rejected, one sold out) and the volunteer codes', async () => {
    const db = ctx.db.sequelize;
    await seedDemo(db, async (plain) => `not-a-hash:${plain}`);
    // The demo organizations (the people seeder makes them in full): a name and their owner is enough here.
    await db.query(
      `WITH o AS (INSERT INTO organizations (name) SELECT u.name FROM users u WHERE u.role = 'organization' AND u.email LIKE '%@demo.hashar.uz' RETURNING id, name)
       INSERT INTO organization_staff (organization_id, user_id, role) SELECT o.id, u.id, 'owner' FROM o JOIN users u ON u.name = o.name`,
    );
    await db.query(
      `INSERT INTO points_ledger (user_id, delta, reason) SELECT id, 200, 'referral' FROM users WHERE email = 'volunteer@demo.hashar.uz'`,
    );
    expect(await seedDemoBonuses(db, { uploadsDir })).toEqual({ offers: 11, redemptions: 3 });
    expect(await seedDemoBonuses(db, { uploadsDir })).toEqual({ offers: 0, redemptions: 0 });

    const [counts] = await run<Record<string, number>>(
      db,
      `SELECT (SELECT count(*)::int FROM bonus_offers WHERE moderation = 'approved') AS approved,
              (SELECT count(*)::int FROM bonus_offers WHERE moderation = 'moderation') AS waiting,
              (SELECT count(*)::int FROM bonus_offers WHERE moderation = 'rejected' AND reject_reason <> '') AS rejected,
              (SELECT count(*)::int FROM bonus_offers WHERE remaining = 0) AS sold_out,
              (SELECT count(*)::int FROM bonus_offers WHERE organization_id IS NOT NULL) AS by_orgs,
              (SELECT count(*)::int FROM bonus_offers b JOIN users u ON u.id = b.owner_user_id AND u.email = 'partner@demo.hashar.uz') AS by_partner,
              (SELECT count(*)::int FROM bonus_redemptions WHERE state = 'used') AS used,
              (SELECT count(*)::int FROM bonus_redemptions WHERE state = 'issued') AS issued`,
      [],
    );
    expect(counts).toMatchObject({ approved: 9, waiting: 1, rejected: 1, sold_out: 1, used: 2, issued: 1 });
    expect(counts!['by_orgs']).toBeGreaterThanOrEqual(4);
    expect(counts!['by_partner']).toBeGreaterThanOrEqual(5);
    const images = await run<{ image: string }>(db, 'SELECT image FROM bonus_offers', []);
    for (const i of images) expect(fs.readFileSync(path.join(uploadsDir, i.image)).subarray(1, 4).toString('latin1')).toBe('PNG');

    const [volunteer] = await run<{ balance: number; lines: number }>(
      db,
      `SELECT sum(l.delta)::int AS balance, count(*) FILTER (WHERE l.reason = 'bonus' AND l.redemption_id IS NOT NULL)::int AS lines
         FROM points_ledger l JOIN users u ON u.id = l.user_id WHERE u.email = 'volunteer@demo.hashar.uz'`,
      [],
    );
    expect(volunteer).toEqual({ balance: 200 - 30 - 50 - 40, lines: 3 });

    const list = await request(ctx.app).get('/api/bonuses?sort=price&perPage=50').set('Accept-Language', 'uz').expect(200);
    expect(list.body.total).toBe(8);
    expect(list.body.data[0]).toMatchObject({
      price: 30,
      title: '«Oqtepa Lavash»da bepul tushlik',
      owner: { type: 'partner', name: 'OOO «Oqtepa Savdo»' },
    });
    // The volunteer can afford at least one more.
    expect(list.body.data[0].price).toBeLessThanOrEqual(volunteer!.balance);
  });
});
