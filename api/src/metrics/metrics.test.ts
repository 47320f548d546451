import request from 'supertest';
import { useTestApp } from '../test/app';

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

describe('GET /metrics without METRICS_TOKEN', () => {
  const ctx = useTestApp();

  it('does not exist', async () => {
    await request(ctx.app).get('/metrics').set('Authorization', 'Bearer anything-at-all-0123').expect(404);
  });
});
