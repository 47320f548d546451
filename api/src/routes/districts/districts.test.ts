import request from 'supertest';
import type { DistrictDto } from '@hashar/common';
import { useTestApp } from '../../test/app';

describe('GET /api/districts', () => {
  const ctx = useTestApp();
  const regionId = async (key: string) => {
    const [[row]] = (await ctx.db.sequelize.query('SELECT id FROM regions WHERE key = $1', { bind: [key] })) as [{ id: number }[], unknown];
    return row!.id;
  };

  it('lists every seeded district in both languages with its centre, region by region, cached publicly', async () => {
    const res = await request(ctx.app).get('/api/districts').expect(200).expect('Cache-Control', 'public, max-age=300');
    const data = res.body.data as DistrictDto[];
    expect(data.length).toBeGreaterThan(190);
    for (const d of data) expect(Object.keys(d).sort()).toEqual(['id', 'key', 'lat', 'lng', 'nameRu', 'nameUz', 'regionId']);
    expect(data[0]).toMatchObject({ key: 'tashkent-city.bektemir', nameRu: 'Бектемирский район', nameUz: 'Bektemir tumani', lat: 41.209 });
  });

  it("filters by region: Tashkent city's 12 districts in order", async () => {
    const tashkent = await regionId('tashkent-city');
    const res = await request(ctx.app).get(`/api/districts?region=${tashkent}`).expect(200);
    const data = res.body.data as DistrictDto[];
    expect(data.map((d) => d.nameUz)).toEqual([
      'Bektemir tumani',
      'Chilonzor tumani',
      'Mirobod tumani',
      "Mirzo Ulug'bek tumani",
      'Olmazor tumani',
      'Sergeli tumani',
      'Shayxontohur tumani',
      'Uchtepa tumani',
      'Yakkasaroy tumani',
      'Yashnobod tumani',
      'Yunusobod tumani',
      'Yangihayot tumani',
    ]);
    expect(data.every((d) => d.regionId === tashkent)).toBe(true);
    expect((await request(ctx.app).get('/api/districts?region=999999').expect(200)).body.data).toEqual([]);
  });

  it('finds a district by any spelling, in the other script too', async () => {
    for (const q of ['Chilanzar', 'Чилонзор', 'chilonzor', 'Чиланзар']) {
      const res = await request(ctx.app).get('/api/districts').query({ q }).expect(200);
      expect((res.body.data as DistrictDto[]).map((d) => d.key)).toEqual(['tashkent-city.chilanzar']);
    }
    // A former name kept as aliases (Хамза / Hamza → Yashnobod): Russian Х reads x, so the Latin spelling is its own alias.
    for (const q of ['Hamza', 'хамза']) {
      const res = await request(ctx.app).get('/api/districts').query({ q }).expect(200);
      expect((res.body.data as DistrictDto[]).map((d) => d.key)).toEqual(['tashkent-city.yashnabad']);
    }
    const both = await request(ctx.app)
      .get('/api/districts')
      .query({ q: "qo'qon", region: await regionId('fergana') })
      .expect(200);
    expect((both.body.data as DistrictDto[]).map((d) => d.key)).toEqual(['fergana.kokand-city']);
  });

  it('leaves out a district an admin deactivated', async () => {
    await ctx.db.sequelize.query(`UPDATE districts SET is_active = false WHERE key = 'tashkent-city.sergeli'`);
    const res = await request(ctx.app).get('/api/districts').query({ q: 'Sergeli' }).expect(200);
    expect(res.body.data).toEqual([]);
    await ctx.db.sequelize.query(`UPDATE districts SET is_active = true WHERE key = 'tashkent-city.sergeli'`);
  });

  it('answers 400 for a malformed region, in Russian and in Uzbek', async () => {
    const ru = await request(ctx.app).get('/api/districts?region=abc').set('Accept-Language', 'ru').expect(400);
    expect(ru.body.fields).toEqual({ region: 'Введите целое число от 1 до 2147483647' });
    const uz = await request(ctx.app).get('/api/districts?region=0&locale=uz').expect(400);
    expect(uz.body.fields).toEqual({ region: '1 dan 2147483647 gacha butun son kiriting' });
    const long = await request(ctx.app)
      .get('/api/districts')
      .query({ q: 'x'.repeat(101) })
      .expect(400);
    expect(long.body.fields).toEqual({ q: 'Не более 100 символов' });
  });
});
