import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { seedDemo } from '../../../../seeders/demo';
import { seedDemoPartners } from '../../../../seeders/people/partners';
import { useTestApp } from '../../test/app';

jest.setTimeout(120_000);

describe('demo partners (seeders/people/partners.ts)', () => {
  const ctx = useTestApp();

  it('gives the demo business a pending request and adds a partner with a drawn logo, once', async () => {
    const db = ctx.db.sequelize;
    const uploadsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'partners-seed-'));
    await seedDemo(db, async (plain) => `not-a-hash:${plain}`);
    expect(await seedDemoPartners(db, { uploadsDir })).toEqual({ partnerAccounts: 1, partnerApplications: 2, partners: 1 });
    expect(await seedDemoPartners(db, { uploadsDir })).toEqual({ partnerAccounts: 0, partnerApplications: 0, partners: 0 });
    const [rows] = await db.query(
      `SELECT u.email, u.role, a.status FROM partner_applications a JOIN users u ON u.id = a.user_id ORDER BY u.email`,
    );
    expect(rows).toEqual([
      { email: 'business@demo.hashar.uz', role: 'bussines', status: 'pending' },
      { email: 'partner@demo.hashar.uz', role: 'partner', status: 'approved' },
    ]);
    const partners = (await request(ctx.app).get('/api/partners').expect(200)).body.data as { name: string; logoUrl: string }[];
    const demo = partners.find((p) => p.name === 'OOO «Oqtepa Savdo»')!;
    const file = await fs.readFile(path.join(uploadsDir, demo.logoUrl.replace('/uploads/', '')));
    expect(file.subarray(1, 4).toString()).toBe('PNG');
    await fs.rm(uploadsDir, { recursive: true, force: true });
  });
});
