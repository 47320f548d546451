import crypto from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import client from 'prom-client';
import type { Sequelize } from 'sequelize';
import { Forbidden, Unauthorized } from '../errors';
import { run } from '../lists';
import { BOSS_SCHEMA, MAIL_QUEUE } from '../mail/mailer';
import { processRegistry } from './process';

/** The pools of sequelize-pool: one, or one for reads and one for writes under replication. */
interface PoolLike {
  size: number;
  available: number;
  using: number;
  waiting: number;
}
type Pools = PoolLike | { read: PoolLike; write: PoolLike };

export interface Metrics {
  /** Times every request; its route label is the matched route pattern (`/api/events/:id`), never the raw URL. */
  timing: RequestHandler;
  /** How many request-duration series exist (one per method, route pattern and status class). */
  seriesCount(): Promise<number>;
  /** GET /metrics: the Prometheus text format, for a Bearer METRICS_TOKEN only (no token set: 404). */
  endpoint: RequestHandler;
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest();

/** The label of requests no route answered (404s of unknown paths): one series, whatever was asked for. */
export const UNMATCHED_ROUTE = '(unmatched)';

/**
 * The route pattern a request matched, caught as Express sets req.route (the base URL is complete
 * only at that moment). Routers are mounted at literal paths, matched whatever the case: the base
 * URL is lower-cased so `/aPi/NoTiFiCaTiOnS` counts as `/api/notifications` — the label comes only
 * from registered patterns, never from the request's own spelling.
 */
function trackRoute(req: Request): () => string {
  let pattern = UNMATCHED_ROUTE;
  let current: unknown;
  Object.defineProperty(req, 'route', {
    configurable: true,
    enumerable: true,
    get: () => current,
    set: (route: { path?: unknown } | undefined) => {
      current = route;
      const path = route?.path;
      // A route of several paths (the list cache in front of the public lists): the one this request named.
      const own = Array.isArray(path) ? path.find((p) => p.toLowerCase() === req.path.toLowerCase()) : path;
      pattern = typeof own === 'string' ? `${req.baseUrl.toLowerCase()}${own}`.replace(/(.)\/$/, '$1') : '(several)';
    },
  });
  return () => pattern;
}

/** The app's metrics: request durations, database pool use, mail queue depth, beside the process-wide ones. */
export function createMetrics(opts: { sequelize: Sequelize; token?: string }): Metrics {
  const registry = new client.Registry();
  const durations = new client.Histogram({
    name: 'hashar_http_request_duration_seconds',
    help: 'Request durations by method, route pattern and status class',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new client.Gauge({
    name: 'hashar_db_pool_connections',
    help: 'Database pool connections by pool (read/write) and state (size, available, using, waiting)',
    labelNames: ['pool', 'state'] as const,
    registers: [registry],
    collect() {
      const pools = (opts.sequelize.connectionManager as unknown as { pool?: Pools }).pool;
      if (!pools) return;
      const named: [string, PoolLike][] =
        'read' in pools
          ? [
              ['read', pools.read],
              ['write', pools.write],
            ]
          : [['main', pools]];
      for (const [pool, p] of named) {
        for (const state of ['size', 'available', 'using', 'waiting'] as const) this.set({ pool, state }, p[state]);
      }
    },
  });
  new client.Gauge({
    name: 'hashar_mail_queue_depth',
    help: 'Mail jobs waiting in the pg-boss queue (created or due for a retry)',
    registers: [registry],
    async collect() {
      try {
        const [row] = await run<{ n: number }>(
          opts.sequelize,
          `SELECT count(*)::int AS n FROM ${BOSS_SCHEMA}.job WHERE name = $1 AND state IN ('created', 'retry')`,
          [MAIL_QUEUE],
        );
        this.set(row?.n ?? 0);
      } catch {
        // The queue's tables appear when the mail worker first starts.
      }
    },
  });

  // Metrics off (no METRICS_TOKEN): nothing is timed, so no series is ever made.
  const timing: RequestHandler = (req, res, next) => {
    if (!opts.token) return next();
    const end = durations.startTimer();
    const route = trackRoute(req);
    res.once('finish', () => end({ method: req.method, route: route(), status: `${Math.floor(res.statusCode / 100)}xx` }));
    next();
  };

  const expected = opts.token ? sha256(opts.token) : undefined;
  const endpoint: RequestHandler = async (req, res, next) => {
    if (!expected) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!given) return next(Unauthorized());
    if (!crypto.timingSafeEqual(sha256(given), expected)) return next(Forbidden());
    const merged = client.Registry.merge([processRegistry, registry]);
    res.type(merged.contentType).send(await merged.metrics());
  };

  const seriesCount = async () => (await durations.get()).values.filter((v) => v.metricName?.endsWith('_count')).length;

  return { timing, endpoint, seriesCount };
}
