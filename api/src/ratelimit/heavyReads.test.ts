import express from 'express';
import request from 'supertest';
import { ConnectionAcquireTimeoutError } from 'sequelize';
import type { Sequelize, Transaction } from 'sequelize';
import { errorHandler } from '../middlewares/errorHandler';
import { detectLocale } from '../middlewares/locale';
import { useTestApp } from '../test/app';

const BUSY_RU = 'Сервер сейчас перегружен, повторите запрос через несколько секунд';
const BUSY_UZ = "Server hozir band, so'rovni bir necha soniyadan keyin takrorlang";

/**
 * Runs `fn` with the events table locked (as a long query would hold the lane); `fn` gets the
 * release. The lock goes whatever happens.
 */
async function eventsLocked(sequelize: Sequelize, fn: (release: () => Promise<void>) => Promise<void>): Promise<void> {
  const transaction: Transaction = await sequelize.transaction();
  await sequelize.query('LOCK TABLE events IN ACCESS EXCLUSIVE MODE', { transaction });
  let released = false;
  const release = async () => {
    if (released) return;
    released = true;
    await transaction.rollback();
  };
  try {
    await fn(release);
  } finally {
    await release();
  }
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Past capacity the API answers early (503 + Retry-After) and keeps cheap calls cheap. */
describe('the lane of heavy reads', () => {
  // One heavy read at a time, a short wait, no answer cache: every list call is a real query.
  const ctx = useTestApp({ HEAVY_READS_AT_ONCE: '1', HEAVY_READS_WAIT_MS: '300', LIST_CACHE_SECONDS: '0' });

  const withEventsLocked = (fn: (release: () => Promise<void>) => Promise<void>) => eventsLocked(ctx.db.sequelize, fn);

  it('answers a heavy read that waited too long 503 with Retry-After, in the request language, while cheap calls answer', () =>
    withEventsLocked(async (release) => {
      // The first list query takes the lane and waits on the lock.
      const first = request(ctx.app)
        .get('/api/events?q=first')
        .then((res) => res);
      await pause(100);

      const started = Date.now();
      const [ru, uz] = await Promise.all([
        request(ctx.app).get('/api/events?q=second'),
        request(ctx.app).get('/api/search?q=river').set('Accept-Language', 'uz'),
      ]);
      expect(ru.status).toBe(503);
      expect(ru.body).toEqual({ error: 'service_unavailable', msg: BUSY_RU });
      expect(ru.headers['retry-after']).toBe('2');
      expect(uz.status).toBe(503);
      expect(uz.body.msg).toBe(BUSY_UZ);
      // Answered after the wait (300 ms), not held for seconds.
      expect(Date.now() - started).toBeLessThan(2000);

      // A cheap call never enters the lane.
      const reference = await request(ctx.app).get('/api/reference/probono-directions');
      expect(reference.status).toBe(200);

      await release();
      expect((await first).status).toBe(200);
      // The lane is free again.
      expect((await request(ctx.app).get('/api/events?q=third')).status).toBe(200);
    }));

  it('lets waiting reads through in turn when the lane frees in time', () =>
    withEventsLocked(async (release) => {
      const first = request(ctx.app)
        .get('/api/events?q=a')
        .then((res) => res);
      await pause(100);
      const second = request(ctx.app)
        .get('/api/events?q=b')
        .then((res) => res);
      await pause(50);
      await release();
      expect((await first).status).toBe(200);
      expect((await second).status).toBe(200);
    }));

  it('frees its place when a waiting caller goes away', () =>
    withEventsLocked(async (release) => {
      const first = request(ctx.app)
        .get('/api/events?q=held')
        .then((res) => res);
      await pause(100);
      // A caller that gives up while waiting (its turn must not be lost when it comes).
      await expect(request(ctx.app).get('/api/events?q=gone').timeout(50)).rejects.toThrow();
      await release();
      expect((await first).status).toBe(200);
      expect((await request(ctx.app).get('/api/events?q=after')).status).toBe(200);
    }));
});

describe('a full queue of heavy reads', () => {
  // One at a time, two may wait (2 × 1), and for long: only the queue's length can refuse.
  const ctx = useTestApp({ HEAVY_READS_AT_ONCE: '1', HEAVY_READS_WAIT_MS: '20000', LIST_CACHE_SECONDS: '0' });

  it('refuses one more at once (503 + Retry-After) and serves the ones waiting when the lane frees', () =>
    eventsLocked(ctx.db.sequelize, async (release) => {
      const running = request(ctx.app)
        .get('/api/events?q=running')
        .then((res) => res);
      await pause(100);
      const waiting = [1, 2].map((i) =>
        request(ctx.app)
          .get(`/api/events?q=waiting${i}`)
          .then((res) => res),
      );
      await pause(100);
      const refused = await request(ctx.app).get('/api/events?q=one-more');
      expect(refused.status).toBe(503);
      expect(refused.headers['retry-after']).toBe('2');
      expect(refused.body.msg).toBe(BUSY_RU);
      await release();
      expect((await running).status).toBe(200);
      expect((await Promise.all(waiting)).map((res) => res.status)).toEqual([200, 200]);
    }));
});

describe('a pool with no free connection for DB_POOL_WAIT_MS', () => {
  it('is answered 503 "busy" with Retry-After: 2, not "the database is down"', async () => {
    const app = express();
    app.use(detectLocale);
    app.get('/busy', () => {
      throw new ConnectionAcquireTimeoutError(new Error('Operation timeout'));
    });
    app.use(errorHandler);
    const ru = await request(app).get('/busy').expect(503);
    expect(ru.body).toEqual({ error: 'service_unavailable', msg: BUSY_RU });
    expect(ru.headers['retry-after']).toBe('2');
    const uz = await request(app).get('/busy').set('Accept-Language', 'uz').expect(503);
    expect(uz.body.msg).toBe(BUSY_UZ);
  });
});
