import net from 'node:net';
import request from 'supertest';
import { createApp } from '../../app';
import { createSequelize } from '../../db/sequelize';
import { createMailer } from '../../mail';
import { fakeFrontends, silentLogger, testConfig } from '../../test/app';

/** A port on which nothing listens: the database "does not answer". */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

describe('GET /api/health without a database', () => {
  it('answers 503 {status:"error", db:"down"} quickly', async () => {
    const port = await closedPort();
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
