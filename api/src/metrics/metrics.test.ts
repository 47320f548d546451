import express from 'express';
import request from 'supertest';
import { useTestApp } from '../test/app';
import { createMetrics } from './index';

const TOKEN = 'metrics-token-0123456789';

describe('GET /metrics', () => {
  const ctx = useTestApp({ METRICS_TOKEN: TOKEN });

  it('answers only the Bearer METRICS_TOKEN', async () => {
    const none = await request(ctx.app).get('/metrics').set('Accept-Language', 'uz').expect(401);
    expect(none.body).toMatchObject({ error: 'unauthorized' });
    await request(ctx.app).get('/metrics').set('Authorization', 'Bearer wrong-token-0123456789').expect(403);
    await request(ctx.app).get('/metrics').set('Authorization', TOKEN).expect(401);
  });

  it('times requests by route pattern and status class, and shows the pool, the mail queue and Node', async () => {
    await request(ctx.app).get('/api/events/999999').expect(404);
    await request(ctx.app).get('/api/events').expect(200);
    const res = await request(ctx.app)
      .get('/metrics')
      .set('Authorization', `Bearer ${TOKEN}`)
      .expect(200)
      .expect('Content-Type', /text\/plain/);
    expect(res.text).toMatch(/hashar_http_request_duration_seconds_count\{method="GET",route="\/api\/events\/:id",status="4xx"\} 1\n/);
    expect(res.text).toMatch(/hashar_http_request_duration_seconds_count\{method="GET",route="\/api\/events",status="2xx"\} 1\n/);
    expect(res.text).not.toContain('/999999');
    expect(res.text).toMatch(/hashar_db_pool_connections\{pool="main",state="using"\} \d+/);
    expect(res.text).toContain('hashar_mail_queue_depth');
    expect(res.text).toContain('hashar_mail_failures_total');
    expect(res.text).toContain('nodejs_eventloop_lag_seconds');
  });
});

/** Spellings of a few routes an anonymous client may send: case, slashes, encodings, unknown paths. */
function anonymousVariants(count: number): string[] {
  const paths: string[] = [];
  for (let i = 0; i < count; i++) {
    const word = [...'api/notifications'].map((c, j) => ((i >> (j % 12)) & 1 ? c.toUpperCase() : c)).join('');
    paths.push(`/${word}`, `/${word}/`, `/api/events/${i}`, `/API/EVENTS/${i}`, `/api/no-such-${i}`, `/x${i}/%7e${i}`, `//api//events`);
  }
  return paths;
}

describe('request metrics under anonymous probing', () => {
  const ctx = useTestApp({ METRICS_TOKEN: TOKEN });

  it('makes a bounded number of series, labelled by registered route patterns only', async () => {
    const variants = anonymousVariants(300);
    for (const path of variants) await request(ctx.app).get(path);
    const res = await request(ctx.app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    const series = res.text.split('\n').filter((l) => l.startsWith('hashar_http_request_duration_seconds_count{'));
    const routes = new Set(series.map((l) => /route="([^"]*)"/.exec(l)![1]!));
    expect(variants.length).toBeGreaterThan(2000);
    expect(series.length).toBeLessThanOrEqual(12);
    expect([...routes].filter((r) => /[A-Z]|no-such|%|\d/.test(r))).toEqual([]);
    expect(routes).toContain('(unmatched)');
    // Two thousand requests one after another: on a busy machine that is more than jest's 30 s.
  }, 120_000);
});

describe('GET /metrics without METRICS_TOKEN', () => {
  const ctx = useTestApp();

  it('does not exist', async () => {
    await request(ctx.app).get('/metrics').set('Authorization', 'Bearer anything-at-all-0123').expect(404);
  });

  it('times nothing, so requests make no series at all', async () => {
    const metrics = createMetrics({ sequelize: ctx.db.sequelize });
    const app = express().use(metrics.timing);
    app.get('/api/events/:id', (_req, res) => void res.send('ok'));
    for (const path of ['/api/events/1', '/API/EVENTS/2', '/nowhere']) await request(app).get(path);
    expect(await metrics.seriesCount()).toBe(0);
  });
});
