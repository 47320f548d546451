import request from 'supertest';
import { useTestApp } from '../../test/app';

describe('GET /api/cities', () => {
  const ctx = useTestApp();

  it('returns the 14 regions of Uzbekistan in both languages, in dropdown order', async () => {
    const res = await request(ctx.app).get('/api/cities').expect(200).expect('Content-Type', /json/);
    const data = res.body.data as { id: number; nameRu: string; nameUz: string }[];
    expect(data).toHaveLength(14);
    for (const city of data) expect(Object.keys(city).sort()).toEqual(['id', 'nameRu', 'nameUz']);
    expect(data[0]).toMatchObject({ nameRu: 'г. Ташкент', nameUz: 'Toshkent shahri' });
    expect(data[1]).toMatchObject({ nameRu: 'Республика Каракалпакстан', nameUz: "Qoraqalpog'iston Respublikasi" });
    const ru = data.map((c) => c.nameRu);
    const uz = data.map((c) => c.nameUz);
    expect(ru).toEqual(
      expect.arrayContaining(['Самаркандская область', 'Ферганская область', 'Хорезмская область', 'Ташкентская область']),
    );
    expect(uz).toEqual(expect.arrayContaining(['Samarqand viloyati', "Farg'ona viloyati", 'Xorazm viloyati', 'Toshkent viloyati']));
    expect(new Set(data.map((c) => c.id)).size).toBe(14);
    expect(uz.every((name) => /^[A-Za-z' ]+$/.test(name))).toBe(true);
  });

  it('leaves out a region an admin deactivated', async () => {
    await ctx.db.sequelize.query(`UPDATE regions SET is_active = false WHERE key = 'khorezm'`);
    const res = await request(ctx.app).get('/api/cities').expect(200);
    expect(res.body.data).toHaveLength(13);
    await ctx.db.sequelize.query(`UPDATE regions SET is_active = true WHERE key = 'khorezm'`);
  });

  it('ignores a request body and query noise', async () => {
    const res = await request(ctx.app).get('/api/cities?sort=%27;DROP%20TABLE%20regions;--').expect(200);
    expect(res.body.data).toHaveLength(14);
  });
});
