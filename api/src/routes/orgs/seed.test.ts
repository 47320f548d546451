import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { OrgCard, OrgDetail, Page } from '@hashar/common';
import { seedDemo } from '../../../../seeders/demo';
import { seedDemoEvents } from '../../../../seeders/demoEvents';
import { seedDemoOrganizations } from '../../../../seeders/people/organizations';
import { useTestApp } from '../../test/app';

jest.setTimeout(120_000);

describe('demo organizations (seeders/people/organizations.ts)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashar-orgs-seed-'));
  const ctx = useTestApp({ DATA_DIR: dataDir });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('fills org@ and ecoorg@ and adds four more, once, with photos, a banner and one public document each', async () => {
    const db = ctx.db.sequelize;
    await seedDemo(db, async (plain) => `not-a-hash:${plain}`);
    await seedDemoEvents(db);
    const uploadsDir = path.join(dataDir, 'uploads');
    expect(await seedDemoOrganizations(db, { uploadsDir })).toEqual({ organizationProfiles: 6 });
    expect(await seedDemoOrganizations(db, { uploadsDir })).toEqual({ organizationProfiles: 0 });
    const list = (await request(ctx.app).get('/api/orgs').query({ perPage: '50' }).expect(200)).body as Page<OrgCard>;
    expect(list.total).toBeGreaterThanOrEqual(6);
    const mehr = list.data.find((c) => c.name === 'ННО «Мехр-шафкат»')!;
    expect(mehr).toMatchObject({ isVerified: true, region: expect.any(String) });
    const page = (await request(ctx.app).get(`/api/orgs/${mehr.id}`).expect(200)).body as OrgDetail;
    expect(page.photos).toHaveLength(3);
    expect(page.documents.map((d) => d.name)).toEqual(['ustav.pdf']);
    await request(ctx.app).get(page.photos[0]!.url).expect(200);
    await request(ctx.app).get(page.documents[0]!.url).expect(200).expect('Content-Type', /pdf/);
    const found = (await request(ctx.app).get('/api/orgs').query({ q: 'yashil vodiy' }).expect(200)).body as Page<OrgCard>;
    expect(found.total).toBe(1);
  });
});
