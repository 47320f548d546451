import request from 'supertest';
import { useTestApp } from '../../test/app';

describe('GET /api/partners', () => {
  const ctx = useTestApp();

  it('answers an empty list before any partner exists, without a token', async () => {
    const res = await request(ctx.app).get('/api/partners').expect(200);
    expect(res.body).toEqual({ data: [] });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('lists only active partners, by sort order, with public fields only', async () => {
    await ctx.db.sequelize.query(
      `INSERT INTO partners (name, logo_url, link, sort_order, is_active) VALUES
         ('Second', '/uploads/partnerLogo/2.png', NULL, 2, true),
         ('Hidden', '/uploads/partnerLogo/h.png', NULL, 0, false),
         ('First', '/uploads/partnerLogo/1.svg', 'https://first.uz', 1, true)`,
    );
    const res = await request(ctx.app).get('/api/partners').expect(200);
    expect(res.body.data.map((p: { name: string }) => p.name)).toEqual(['First', 'Second']);
    expect(Object.keys(res.body.data[0]).sort()).toEqual(['id', 'link', 'logoUrl', 'name']);
    expect(res.body.data[0]).toMatchObject({ logoUrl: '/uploads/partnerLogo/1.svg', link: 'https://first.uz' });
  });
});
