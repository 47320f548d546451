import request from 'supertest';
import { createApp } from '../../app';
import { createSequelize } from '../../db/sequelize';
import { createMailer } from '../../mail';
import { fakeFrontends, silentLogger, testConfig } from '../../test/app';
import { freePort } from '../../test/ports';

describe('GET /api/health without a database', () => {
  it('answers 503 {status:"error", db:"down"} quickly', async () => {
    const port = await freePort();
    const sequelize = createSequelize(`postgres://postgres:x@127.0.0.1:${port}/nothing`, { connectTimeoutMs: 2000 });
    const config = testConfig();
    const url = `postgres://postgres:x@127.0.0.1:${port}/nothing`;
    const mailer = createMailer({ config, databaseUrl: url, sequelize, logger: silentLogger });
    const app = createApp({ config, sequelize, logger: silentLogger, mailer, frontends: fakeFrontends() });
    const started = Date.now();
    const res = await request(app).get('/api/health').expect(503);
    expect(res.body).toEqual({ status: 'error', db: 'down' });
    expect(Date.now() - started).toBeLessThan(5000);
    await sequelize.close();
  });
});
