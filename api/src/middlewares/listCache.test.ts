import request from 'supertest';
import { run, sqlPage, SqlParams, pageResult } from '../lists';
import { useTestApp } from '../test/app';
import { createApprovedEvent } from '../test/events';

describe('the cache of anonymous public lists (Speed)', () => {
  // One second: the shortest LIST_CACHE_SECONDS; the test waits it out once.
  const ctx = useTestApp({ LIST_CACHE_SECONDS: '1', METRICS_TOKEN: 'metrics-token-0123456789' });
  let eventId: number;
  let orgId: number;
  const rename = (title: string) => ctx.db.sequelize.query('UPDATE events SET title_ru = $1 WHERE id = $2', { bind: [title, eventId] });
  const titles = (body: { data: { title: string }[] }) => body.data.map((e) => e.title);

  beforeAll(async () => {
    const [org] = await run<{ id: number }>(
      ctx.db.sequelize,
      `INSERT INTO organizations (name, is_verified) VALUES ('Кэш', true) RETURNING id`,
      [],
    );
    orgId = org!.id;
    ({ eventId } = await createApprovedEvent(ctx.db, orgId, { titleRu: 'Первое название' }));
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

  it('keeps the anonymous answers of the home page, the analytics and the reference lists too, with their own Cache-Control', async () => {
    for (const path of ['/api/cities', '/api/reference/directions', '/api/home', '/api/analytics']) {
      const miss = await request(ctx.app).get(path).expect(200);
      const hit = await request(ctx.app).get(path).expect(200);
      expect([path, miss.headers['x-cache'], hit.headers['x-cache']]).toEqual([path, 'MISS', 'HIT']);
      expect(hit.body).toEqual(miss.body);
      expect(hit.headers['cache-control']).toBe(miss.headers['cache-control']);
    }
    // The dropdowns' lists keep their five minutes in browsers; the home page its minute.
    expect((await request(ctx.app).get('/api/cities')).headers['cache-control']).toBe('public, max-age=300');
    expect((await request(ctx.app).get('/api/home')).headers['cache-control']).toBe('public, max-age=60');
    // An unknown reference list stays a 404, never kept; a signed-in home page is read afresh.
    const unknown = await request(ctx.app).get('/api/reference/no-such-list').expect(404);
    expect(unknown.headers['x-cache']).toBeUndefined();
    expect((await request(ctx.app).get('/api/reference/no-such-list').expect(404)).headers['x-cache']).toBeUndefined();
    const signedIn = await request(ctx.app).get('/api/home').set('Authorization', 'Bearer x');
    expect(signedIn.headers['x-cache']).toBeUndefined();
    // A hit is timed under its route pattern, never its raw path.
    const metrics = await request(ctx.app).get('/metrics').set('Authorization', 'Bearer metrics-token-0123456789').expect(200);
    expect(metrics.text).toMatch(/route="\/api\/reference\/:list",status="2xx"/);
    expect(metrics.text).not.toMatch(/route="\/api\/reference\/directions"/);
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

  it('answers a hit with the headers the whole stack gave the miss, its own request id, and gzip when asked', async () => {
    const path = '/api/events?q=headers';
    const miss = await request(ctx.app).get(path).expect(200);
    const hit = await request(ctx.app).get(path).set('Accept-Encoding', 'gzip').expect(200);
    expect(miss.headers['x-cache']).toBe('MISS');
    expect(hit.headers['x-cache']).toBe('HIT');
    for (const name of [
      'content-security-policy',
      'permissions-policy',
      'x-content-type-options',
      'content-type',
      'cache-control',
      'etag',
    ]) {
      expect(hit.headers[name]).toBe(miss.headers[name]);
    }
    expect(hit.headers['vary']).toMatch(/Authorization, Accept-Language, Accept-Encoding/);
    expect(hit.headers['x-request-id']).toMatch(/\S/);
    expect(hit.headers['x-request-id']).not.toBe(miss.headers['x-request-id']);
    expect(hit.body).toEqual(miss.body);
    // A hit is timed under its route, as a miss is.
    const metrics = await request(ctx.app).get('/metrics').set('Authorization', 'Bearer metrics-token-0123456789').expect(200);
    expect(metrics.text).toMatch(/hashar_http_request_duration_seconds_count\{method="GET",route="\/api\/events",status="2xx"\} \d+/);
    expect(metrics.text).not.toMatch(/route="\(unmatched\)",status="2xx"/);

    // A page big enough goes gzipped to a caller that takes it, as it is to one that does not.
    for (let i = 1; i <= 4; i++) await createApprovedEvent(ctx.db, orgId, { titleRu: `Большой список ${i}` });
    const big = '/api/events?q=Большой';
    const zipped = await request(ctx.app).get(encodeURI(big)).set('Accept-Encoding', 'gzip, br;q=0').expect(200);
    expect(zipped.body.data).toHaveLength(4);
    const again = await request(ctx.app).get(encodeURI(big)).set('Accept-Encoding', 'gzip;q=1').expect(200);
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.headers['content-encoding']).toBe('gzip');
    const plain = await request(ctx.app).get(encodeURI(big)).set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['x-cache']).toBe('HIT');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBeGreaterThan(1024);
    expect(again.body).toEqual(plain.body);
    expect(zipped.body).toEqual(plain.body);
  });

  it('reads a repeated ?locale= afresh (the app answers it in the Accept-Language language)', async () => {
    const twice = await request(ctx.app).get('/api/events?locale=uz&locale=ru').set('Accept-Language', 'uz').expect(200);
    expect(twice.headers['x-cache']).toBeUndefined();
    expect(twice.headers['cache-control']).toBe('private, no-store');
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
