import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { createApp, PERMISSIONS_POLICY } from './app';
import { migrate } from './db/migrator';
import { createMailer } from './mail';
import { fakeFrontends, silentLogger, testConfig } from './test/app';
import { volunteerAccount } from './test/activities';
import { createTestDatabase, type TestDatabase } from './test/db';
import { seedReference } from '../../seeders/reference';

/** An app whose request log lines land in `lines`, at the given level. */
function appLoggingTo(db: TestDatabase, level: string, lines: Record<string, unknown>[]) {
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const logger = pino({ level, redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], remove: true } }, stream);
  const config = testConfig();
  const mailer = createMailer({ config, databaseUrl: db.url, sequelize: db.sequelize, logger: silentLogger });
  return createApp({ config, sequelize: db.sequelize, logger, mailer, frontends: fakeFrontends() });
}

describe('request log', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
    await migrate(db.sequelize);
    await seedReference(db.sequelize);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('writes one concise line per request: method, path, status, duration, request id, user id — no headers', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLoggingTo(db, 'info', lines);
    const volunteer = await volunteerAccount(app, db);
    lines.length = 0;
    await request(app)
      .get('/api/notifications')
      .set(volunteer.auth)
      .set('X-Request-Id', 'req-42')
      .set('User-Agent', 'probe/1.0')
      .expect(200);
    const line = lines.find((l) => (l['req'] as { path?: string } | undefined)?.path === '/api/notifications');
    expect(line).toBeDefined();
    expect(line).toMatchObject({
      req: { id: 'req-42', method: 'GET', path: '/api/notifications' },
      res: { status: 200 },
      userId: volunteer.id,
    });
    expect(typeof line!['responseTime']).toBe('number');
    expect(line!['msg']).toMatch(/^GET \/api\/notifications 200 \d+ ms$/);
    const text = JSON.stringify(line);
    expect(text).not.toContain('probe/1.0');
    expect(text).not.toContain('headers');
    expect(text.length).toBeLessThan(400);
  });

  it('adds the headers at debug level, without the token', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLoggingTo(db, 'debug', lines);
    await request(app).get('/api/cities').set('User-Agent', 'probe/2.0').set('Authorization', 'Bearer secret-token').expect(200);
    const text = JSON.stringify(lines.find((l) => (l['req'] as { path?: string } | undefined)?.path === '/api/cities'));
    expect(text).toContain('probe/2.0');
    expect(text).not.toContain('secret-token');
  });

  it('refuses powerful browser features on every answer', async () => {
    const app = appLoggingTo(db, 'silent', []);
    for (const path of ['/api/cities', '/ru', '/admin/']) {
      const res = await request(app).get(path);
      expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
      expect(res.headers['permissions-policy']).toContain('microphone=()');
      // Our own pages only: the QR scanner's camera and "near me"'s location.
      expect(res.headers['permissions-policy']).toContain('camera=(self)');
      expect(res.headers['permissions-policy']).toContain('geolocation=(self)');
    }
  });
});
