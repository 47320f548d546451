import request from 'supertest';
import type { Page, VolonCard } from '@hashar/common';
import { seedDemo } from '../../../../seeders/demo';
import { seedDemoEvents } from '../../../../seeders/demoEvents';
import { seedDemoVolons } from '../../../../seeders/people/volons';
import { useTestApp } from '../../test/app';

jest.setTimeout(120_000);

describe('demo volunteers of the directory (seeders/people/volons.ts)', () => {
  const ctx = useTestApp();

  it('adds 12 listed volunteers once, some with verified hours from past shifts', async () => {
    const db = ctx.db.sequelize;
    await seedDemo(db, async (plain) => `not-a-hash:${plain}`);
    await seedDemoEvents(db);
    expect(await seedDemoVolons(db, { uploadsDir: '' })).toEqual({ volons: 12 });
    expect(await seedDemoVolons(db, { uploadsDir: '' })).toEqual({ volons: 0 });
    const page = (await request(ctx.app).get('/api/volons').query({ perPage: '50' }).expect(200)).body as Page<VolonCard>;
    expect(page.total).toBeGreaterThanOrEqual(12);
    expect(page.data.filter((c) => c.verifiedHours > 0).length).toBeGreaterThanOrEqual(6);
    expect(page.data.every((c) => /^\S+ \S\.$/.test(c.name) && c.region !== null && c.directions.length > 0)).toBe(true);
    const hours = page.data.map((c) => c.verifiedHours);
    expect(hours).toEqual([...hours].sort((a, b) => b - a));
  });
});
