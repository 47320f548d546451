import request from 'supertest';
import { loadConfig } from '../../config';
import { createTestApp, TEST_JWT_SECRET } from '../../test/app';
import { isLoopback } from '../../middlewares/thisMachine';

describe('the development mailbox is opt-in and for this machine only', () => {
  it('is not mounted unless DEV_MAILBOX=true', async () => {
    const { app, db } = await createTestApp({ DEV_MAILBOX: 'false' });
    try {
      const res = await request(app).get('/api/dev/mail').expect(404);
      expect(res.body.error).toBe('not_found');
    } finally {
      await db.drop();
    }
  });

  it('answers loopback callers and refuses a forwarded foreign address', async () => {
    const { app, db } = await createTestApp({ DEV_MAILBOX: 'true' });
    try {
      await request(app).get('/api/dev/mail').expect(200);
      const res = await request(app).get('/api/dev/mail').set('X-Forwarded-For', '203.0.113.7').set('Accept-Language', 'uz').expect(403);
      expect(res.body.msg).toMatch(/huquq/i);
      expect(res.body.data).toBeUndefined();
    } finally {
      await db.drop();
    }
  });

  it('refuses a foreign client named by X-Real-IP or Forwarded too, in each of their spellings', async () => {
    const { app, db } = await createTestApp({ DEV_MAILBOX: 'true' });
    try {
      const foreign: Record<string, string>[] = [
        { 'X-Real-IP': '203.0.113.7' },
        { 'X-Real-IP': '10.0.0.5' },
        { Forwarded: 'for=203.0.113.7' },
        { Forwarded: 'for="[2001:db8:cafe::17]:4711";proto=https' },
        { Forwarded: 'for=127.0.0.1, for=198.51.100.4' },
        { Forwarded: 'proto=http;For="203.0.113.9:8080"' },
        { Forwarded: 'for=unknown' },
        { 'X-Forwarded-For': '127.0.0.1, 203.0.113.7' },
        { 'X-Forwarded-For': '127.0.0.1', 'X-Real-IP': '203.0.113.7' },
      ];
      for (const headers of foreign) {
        const res = await request(app).get('/api/dev/mail').set(headers).expect(403);
        expect({ headers, msg: res.body.msg }).toEqual({ headers, msg: expect.stringMatching(/прав/i) });
        expect(res.body.data).toBeUndefined();
        await request(app).post('/api/dev/analytics/refresh').set(headers).expect(404);
      }
      const local: Record<string, string>[] = [
        { 'X-Real-IP': '127.0.0.1' },
        { Forwarded: 'for=127.0.0.1;proto=http' },
        { Forwarded: 'for="[::1]:3000"' },
        { 'X-Forwarded-For': '127.0.0.1', 'X-Real-IP': '::1', Forwarded: 'for="127.0.0.1:5173"' },
      ];
      for (const headers of local) await request(app).get('/api/dev/mail').set(headers).expect(200);
    } finally {
      await db.drop();
    }
  });
  it('is refused at start in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: TEST_JWT_SECRET, DEV_MAILBOX: 'true' })).toThrow(/DEV_MAILBOX/);
  });

  it('tells loopback addresses from others', () => {
    for (const a of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '127.10.0.3']) expect(isLoopback(a)).toBe(true);
    for (const a of ['10.0.0.1', '::ffff:10.0.0.1', '0.0.0.0', '', undefined, '1127.0.0.1']) expect(isLoopback(a)).toBe(false);
  });
});

describe('listening address', () => {
  it('is loopback in development and every interface in production, HOST overriding both', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: TEST_JWT_SECRET }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});
