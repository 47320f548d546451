import { QueryTypes } from 'sequelize';
import { seedDemo } from '../../../../seeders/demo';
import { seedDemoEvents } from '../../../../seeders/demoEvents';
import { seedDemoReviews } from '../../../../seeders/people/reviews';
import { useTestApp } from '../../test/app';

jest.setTimeout(120_000);

describe('demo reviews (seeders/people/reviews.ts)', () => {
  const ctx = useTestApp();

  it('adds reviews both ways on completed applications and one reported, once', async () => {
    const db = ctx.db.sequelize;
    await seedDemo(db, async (plain) => `not-a-hash:${plain}`);
    await seedDemoEvents(db);
    const first = await seedDemoReviews(db, { uploadsDir: '' });
    expect(first['reviews']).toBeGreaterThan(1);
    expect(first['reviewsReported']).toBe(1);
    expect(await seedDemoReviews(db, { uploadsDir: '' })).toEqual({ reviews: 0, reviewsReported: 0 });
    const sides = await db.query<{ about_org: boolean }>('SELECT DISTINCT target_organization_id IS NOT NULL AS about_org FROM reviews', {
      type: QueryTypes.SELECT,
    });
    expect(sides).toHaveLength(2);
  });
});
