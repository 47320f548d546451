import request from 'supertest';
import { run, sqlPage, SqlParams, pageResult } from '../lists';
import { useTestApp } from '../test/app';
import { createApprovedEvent } from '../test/events';

describe('the cache of anonymous public lists (issue 17, Speed)', () => {
  // One second: the shortest LIST_CACHE_SECONDS; the test waits it out once.
  const ctx = useTestApp({ LIST_CACHE_SECONDS: '1' });
  let eventId: number;
  const rename = (title: string) => ctx.db.sequelize.query('UPDATE events SET title_ru = $1 WHERE id = $2', { bind: [title, eventId] });
  const titles = (body: { data: { title: string }[] }) => body.data.map((e) => e.title);

  beforeAll(async () => {
    const [org] = await run<{ id: number }>(
      ctx.db.sequelize,
      `INSERT INTO organizations (name, is_verified) VALUES ('Кэш', true) RETURNING id`,
      [],
    );
    ({ eventId } = await createApprovedEvent(ctx.db, org!.id, { titleRu: 'Первое название' }));
  });

  it('answers an anonymous repeat from the cache until the seconds pass; a signed-in caller always reads afresh', async () => {
    const first = await request(ctx.app).get('/api/events?perPage=5&page=1').expect(200);
    expect(first.headers['x-cache']).toBe('MISS');
    expect(first.headers['cache-control']).toBe('public, max-age=1');
    expect(titles(first.body)).toEqual(['Первое название']);
    expect(first.body).toEqual({ data: expect.any(Array), total: 1, page: 1, perPage: 5 });

    await rename('Второе название');
    // The same query in another order of parameters is the same answer.
    const again = await request(ctx.app).get('/api/events?page=1&perPage=5').expect(200);
    expect(again.headers['x-cache']).toBe('HIT');
    expect(titles(again.body)).toEqual(['Первое название']);
    // Another language is another answer.
    const uz = await request(ctx.app).get('/api/events?page=1&perPage=5&locale=uz').expect(200);
    expect(uz.headers['x-cache']).toBe('MISS');

    const signedIn = await request(ctx.app).get('/api/events?page=1&perPage=5').set('Authorization', 'Bearer x').expect(200);
    expect(signedIn.headers['x-cache']).toBeUndefined();
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(titles(signedIn.body)).toEqual(['Второе название']);

    await new Promise((resolve) => setTimeout(resolve, 1100));
    const later = await request(ctx.app).get('/api/events?page=1&perPage=5').expect(200);
    expect(later.headers['x-cache']).toBe('MISS');
    expect(titles(later.body)).toEqual(['Второе название']);
  });

  it('shares one computation between concurrent identical misses and caches no error', async () => {
    const answers = await Promise.all([1, 2, 3, 4].map(() => request(ctx.app).get('/api/events?q=concurrent')));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(answers.map((a) => a.headers['x-cache']).sort()).toEqual(['HIT', 'HIT', 'HIT', 'MISS']);
    for (const locale of ['ru', 'uz'] as const) {
      const bad = await request(ctx.app).get(`/api/events?page=0&locale=${locale}`).expect(400);
      expect(bad.headers['x-cache']).toBeUndefined();
      expect(bad.body.fields.page).toBe(locale === 'ru' ? 'Введите целое число от 1 до 100000' : '1 dan 100000 gacha butun son kiriting');
    }
  });

  it('sends a weak ETag and answers 304 to If-None-Match', async () => {
    const first = await request(ctx.app).get('/api/projects').expect(200);
    const etag = first.headers['etag'] as string;
    expect(etag).toMatch(/^W\/"/);
    await request(ctx.app).get('/api/projects').set('If-None-Match', etag).expect(304);
    await request(ctx.app).get('/api/projects').set('If-None-Match', 'W/"other"').expect(200);
    // An unknown path under /api stays a 404, uncached.
    const missing = await request(ctx.app).get('/api/events/999999').expect(404);
    expect(missing.headers['x-cache']).toBeUndefined();
  });

  it('stops counting at the cap and says so', async () => {
    const page = (cap: number) => {
      const params = new SqlParams();
      return sqlPage<{ n: number }>(ctx.db.sequelize, {
        from: 'generate_series(1, 50) AS g(n)',
        where: [`g.n > ${params.add(5)}`],
        params,
        columns: 'g.n',
        order: 'g.n',
        limit: 3,
        offset: 0,
        countCap: cap,
      });
    };
    const capped = await page(10);
    expect(capped).toEqual({ rows: [{ n: 6 }, { n: 7 }, { n: 8 }], total: 10, capped: true });
    expect(pageResult([], capped.total, { page: 1, perPage: 3, offset: 0 }, capped.capped)).toEqual({
      data: [],
      total: 10,
      page: 1,
      perPage: 3,
      totalCapped: true,
    });
    expect(await page(45)).toEqual({ rows: [{ n: 6 }, { n: 7 }, { n: 8 }], total: 45 });
    expect(await page(100)).toEqual({ rows: [{ n: 6 }, { n: 7 }, { n: 8 }], total: 45 });
  });
});
