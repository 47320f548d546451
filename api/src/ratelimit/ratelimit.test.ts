import express, { type Express, type RequestHandler } from 'express';
import request from 'supertest';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { migrate } from '../db/migrator';
import { createSequelize } from '../db/sequelize';
import { errorHandler } from '../middlewares/errorHandler';
import { detectLocale } from '../middlewares/locale';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { accountLimits, createRateLimits, limitKeys, rateLimit, RATE_LIMITS, type RateLimits } from '.';

/** A minimal app: one limited route behind the real locale and error middlewares. */
function appWith(limiter: RateLimiterAbstract | RequestHandler): Express {
  const app = express();
  app.set('trust proxy', true);
  app.use(express.json(), detectLocale);
  const limit = typeof limiter === 'function' ? limiter : rateLimit(limiter, limitKeys.ip);
  app.post('/limited', limit, (_req, res) => {
    res.json({ ok: true });
  });
  app.use(errorHandler);
  return app;
}

const from = (ip: string) => ({ 'X-Forwarded-For': ip });

describe('rate limits in PostgreSQL', () => {
  let db: TestDatabase;
  let limits: RateLimits;

  beforeAll(async () => {
    db = await createTestDatabase();
    await migrate(db.sequelize);
    limits = createRateLimits(db.sequelize);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('lets requests under the limit through, then answers 429 with Retry-After in Russian or Uzbek', async () => {
    const app = appWith(limits.forgotByIp);
    const { points, duration } = RATE_LIMITS.forgotByIp;
    for (let i = 0; i < points; i++) await request(app).post('/limited').set(from('10.0.0.1')).expect(200);

    const ru = await request(app).post('/limited').set(from('10.0.0.1')).expect(429);
    expect(ru.body).toEqual({ error: 'too_many_requests', msg: 'Слишком много запросов, попробуйте позже' });
    const retryAfter = Number(ru.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(duration);

    const uz = await request(app).post('/limited').set(from('10.0.0.1')).set('Accept-Language', 'uz').expect(429);
    expect(uz.body.msg).toBe("So'rovlar juda ko'p, keyinroq urinib ko'ring");
    expect(Number(uz.headers['retry-after'])).toBeGreaterThan(0);

    await request(app).post('/limited').set(from('10.0.0.2')).expect(200);
  });

  it('shares one count between two processes over the same database', async () => {
    const other = createSequelize(db.url, { poolMax: 2 });
    try {
      const first = appWith(createRateLimits(db.sequelize).confirm);
      const second = appWith(createRateLimits(other).confirm);
      const { points } = RATE_LIMITS.confirm;
      for (let i = 0; i < points; i++) {
        await request(i % 2 ? first : second)
          .post('/limited')
          .set(from('10.0.1.1'))
          .expect(200);
      }
      await request(first).post('/limited').set(from('10.0.1.1')).expect(429);
      await request(second).post('/limited').set(from('10.0.1.1')).expect(429);
      const [rows] = await db.sequelize.query(`SELECT key, points FROM rate_limits WHERE key LIKE 'confirm:%'`);
      expect(rows).toEqual([{ key: 'confirm:10.0.1.1', points: points + 2 }]);
    } finally {
      await other.close();
    }
  });

  it('counts login per IP and username', async () => {
    const login = appWith(accountLimits(limits).login);
    for (let i = 0; i < RATE_LIMITS.login.points; i++) {
      await request(login).post('/limited').set(from('10.0.2.1')).send({ username: 'Ali@Example.uz' }).expect(200);
    }
    await request(login).post('/limited').set(from('10.0.2.1')).send({ username: ' ali@example.uz' }).expect(429);
    await request(login).post('/limited').set(from('10.0.2.1')).send({ username: 'vali@example.uz' }).expect(200);
    await request(login).post('/limited').set(from('10.0.2.2')).send({ username: 'ali@example.uz' }).expect(200);
  });

  it('counts password recovery per IP and per email address', async () => {
    const forgot = appWith(accountLimits(limits).forgot);
    for (let i = 0; i < RATE_LIMITS.forgotByIp.points; i++) {
      await request(forgot)
        .post('/limited')
        .set(from('10.0.3.1'))
        .send({ username: `user${i}@example.uz` })
        .expect(200);
    }
    await request(forgot).post('/limited').set(from('10.0.3.1')).send({ username: 'other@example.uz' }).expect(429);

    for (let i = 0; i < RATE_LIMITS.forgotByEmail.points; i++) {
      await request(forgot)
        .post('/limited')
        .set(from(`10.0.4.${i}`))
        .send({ username: 'x@example.uz' })
        .expect(200);
    }
    const res = await request(forgot).post('/limited').set(from('10.0.4.99')).send({ username: 'X@example.uz' }).expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(RATE_LIMITS.forgotByIp.duration);
    // No address at all: only the IP is counted, the route's validation answers.
    await request(forgot).post('/limited').set(from('10.0.4.99')).send({}).expect(200);
  });

  it('asks for a captcha after 3 failed logins, and reset clears it', async () => {
    const other = createSequelize(db.url, { poolMax: 2 });
    try {
      const failures = limits.loginFailures;
      const elsewhere = createRateLimits(other).loginFailures;
      expect(await failures.needsCaptcha('bob@example.uz')).toBe(false);
      await failures.recordFailure('bob@example.uz');
      await elsewhere.recordFailure('BOB@example.uz');
      expect(await failures.needsCaptcha('bob@example.uz')).toBe(false);
      await failures.recordFailure('bob@example.uz');
      expect(await failures.needsCaptcha('bob@example.uz')).toBe(true);
      expect(await elsewhere.needsCaptcha('bob@example.uz')).toBe(true);
      expect(await failures.needsCaptcha('eve@example.uz')).toBe(false);
      await failures.recordFailure('bob@example.uz');
      expect(await failures.needsCaptcha('bob@example.uz')).toBe(true);

      await elsewhere.reset('bob@example.uz');
      expect(await failures.needsCaptcha('bob@example.uz')).toBe(false);
    } finally {
      await other.close();
    }
  });

  it('fails open when its database is unreachable', async () => {
    const url = new URL(db.url);
    url.pathname = '/hashar_no_such_database';
    const broken = createSequelize(url.toString(), { poolMax: 1, connectTimeoutMs: 2000 });
    try {
      const brokenLimits = createRateLimits(broken);
      const app = appWith(brokenLimits.forgotByIp);
      for (let i = 0; i <= RATE_LIMITS.forgotByIp.points; i++) {
        await request(app).post('/limited').set(from('10.0.5.1')).expect(200);
      }
      expect(await brokenLimits.loginFailures.needsCaptcha('bob@example.uz')).toBe(false);
      await expect(brokenLimits.loginFailures.recordFailure('bob@example.uz')).resolves.toBeUndefined();
    } finally {
      await broken.close();
    }
  });
});
