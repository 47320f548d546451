import crypto from 'node:crypto';
import express from 'express';
import jwt from 'jsonwebtoken';
import pg from 'pg';
import request from 'supertest';
import { ConnectionRefusedError, DatabaseError } from 'sequelize';
import { createApp } from './app';
import { createSequelize } from './db/sequelize';
import { translate } from './i18n';
import { createMailer } from './mail';
import { errorHandler } from './middlewares/errorHandler';
import { detectLocale } from './middlewares/locale';
import { createTestApp, fakeFrontends, silentLogger, TEST_JWT_SECRET, testConfig } from './test/app';
import { describeResponse, hasJsonBody, routePath, send } from './test/hostile';
import { freePort } from './test/ports';
import { mountedRoutes } from './openapi/routes';

/** A driver error as pg raises it (SQLSTATE in `code`). */
function pgError(message: string, code?: string): Error {
  return Object.assign(new Error(message), code ? { code } : {});
}

describe('requests while PostgreSQL is down', () => {
  it('every mounted route answers 503 with a message (or its own 4xx before touching the database), never 500', async () => {
    const url = `postgres://postgres:x@127.0.0.1:${await freePort()}/nothing`;
    const sequelize = createSequelize(url, { connectTimeoutMs: 2000 });
    const config = testConfig();
    const mailer = createMailer({ config, databaseUrl: url, sequelize, logger: silentLogger });
    const app = createApp({ config, sequelize, logger: silentLogger, mailer, frontends: fakeFrontends() });
    const token = jwt.sign({ role: 'admin', username: 'a@example.uz', ver: 0 }, TEST_JWT_SECRET, {
      algorithm: 'HS256',
      subject: '1',
      expiresIn: 600,
      jwtid: crypto.randomUUID(),
    });
    const failures: string[] = [];
    let unavailable = 0;
    for (const [i, route] of mountedRoutes(app).entries()) {
      const locale = i % 2 ? 'uz' : 'ru';
      const req = send(app, route.method, routePath(route)).set('Authorization', `Bearer ${token}`).set('Accept-Language', locale);
      const res = await (hasJsonBody(route) ? req.send({}) : req);
      if (res.status === 503 && route.path.startsWith('/api/') && route.path !== '/api/health') {
        unavailable++;
        if (res.body.msg !== translate(locale, 'db_unavailable') || res.headers['retry-after'] === undefined)
          failures.push(describeResponse(route.path, res));
      } else if (res.status >= 500 && res.status !== 503) failures.push(describeResponse(`${route.method} ${route.path}`, res));
    }
    await sequelize.close();
    expect(failures).toEqual([]);
    // Authentication reads the database, so (nearly) every API route got as far as it.
    expect(unavailable).toBeGreaterThan(50);
  }, 60000);

  it.each([
    ['ECONNREFUSED (Sequelize)', new ConnectionRefusedError(pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))],
    [
      '57P01 admin shutdown',
      new DatabaseError(Object.assign(pgError('terminating connection due to administrator command', '57P01'), { sql: 'SELECT 1' })),
    ],
    ['connection terminated', new DatabaseError(Object.assign(pgError('Connection terminated unexpectedly'), { sql: 'SELECT 1' }))],
    ['a raw pg error', pgError('Client has encountered a connection error and is not queryable')],
    ['57P03 cannot connect now', pgError('the database system is starting up', '57P03')],
    // A request still running while the process shuts its pool (after the shutdown timeout).
    ['a pool closed by the shutdown', new Error('ConnectionManager.getConnection was called after the connection manager was closed!')],
  ])("%s → 503 in the request's language", async (_name, err) => {
    const app = express();
    app.use(detectLocale);
    app.get('/boom', () => {
      throw err;
    });
    app.use(errorHandler);
    const res = await request(app).get('/boom?locale=uz').expect(503);
    expect(res.body).toEqual({ error: 'service_unavailable', msg: translate('uz', 'db_unavailable') });
  });

  it('connections dropped by the server (pg_terminate_backend) give 503 or a normal answer, never 500', async () => {
    const { app, db } = await createTestApp();
    try {
      await request(app).get('/api/events').expect(200);
      const admin = new pg.Client({ connectionString: process.env['HASHAR_TEST_ADMIN_URL'] });
      await admin.connect();
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [db.name]);
      await admin.end();
      const statuses = [];
      for (const path of ['/api/events', '/api/visits', '/api/reference/directions', '/api/partners', '/api/events?q=x']) {
        statuses.push((await request(app).get(path)).status);
      }
      expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    } finally {
      await db.drop();
    }
  }, 60000);
});
