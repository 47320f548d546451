import request from 'supertest';
import { useTestApp } from '../../test/app';

describe('GET /api/health', () => {
  const ctx = useTestApp();

  it('answers 200 {status:"ok", db:"up"} while the database answers, never cached', async () => {
    const res = await request(ctx.app).get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', db: 'up' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });

  it('keeps a caller-supplied request id', async () => {
    const res = await request(ctx.app).get('/api/health').set('X-Request-Id', 'trace-42').expect(200);
    expect(res.headers['x-request-id']).toBe('trace-42');
  });
});
