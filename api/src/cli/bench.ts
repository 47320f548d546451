import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Pool } from 'pg';
import { loadConfig } from '../config';
import { openDatabase, prepareDatabase } from '../db';
import { run } from '../lists';
import { createLogger } from '../logger';
import { KINDS, seed, TOTAL } from './benchLists';

/**
 * The servers of `npm run bench` (scripts/bench.mjs drives them with autocannon): fills the
 * benchmark database as npm run bench:lists does (BENCH_ROWS rows per kind; DATABASE_URL or an
 * embedded PostgreSQL in .data/bench), then starts (a) a bare node:http + pg server answering
 * each list's query — 20 approved rows of a region, soonest or newest first, as JSON — and (b)
 * the app (api/dist/…/server.js, production settings) on the same database, and prints one line
 * `READY {json}` naming both and each list's two addresses. Stops both on SIGTERM or when stdin closes.
 */

/** A list of the benchmark: the app's address and the bare server's query for it ($1: the region). */
interface BenchList {
  name: string;
  app: string;
  sql: string;
}

const columns = 'id, title_ru, title_uz, region_id, published_at';
const approved = `moderation = 'approved' AND region_id = $1`;

function lists(region: number): BenchList[] {
  const newest = `ORDER BY published_at DESC NULLS LAST, id DESC LIMIT 20`;
  return [
    {
      name: 'events',
      app: `/api/events?region=${region}`,
      sql: `SELECT ${columns}, starts_at, ends_at FROM events WHERE ${approved} ORDER BY starts_at, id LIMIT 20`,
    },
    {
      name: 'projects',
      app: `/api/projects?region=${region}&sort=newest`,
      sql: `SELECT ${columns} FROM projects WHERE ${approved} ${newest}`,
    },
    {
      name: 'tasks',
      app: `/api/tasks?region=${region}&sort=newest`,
      sql: `SELECT ${columns}, deadline FROM tasks WHERE ${approved} ${newest}`,
    },
    {
      name: 'vacancies',
      app: `/api/vacancies?region=${region}&sort=newest`,
      sql: `SELECT ${columns}, kind, deadline FROM vacancies WHERE ${approved} ${newest}`,
    },
  ].filter((l) => (KINDS as readonly string[]).includes(l.name));
}

/** The bare server: one query, its rows as JSON, nothing else. */
function bareServer(pool: Pool, byPath: Map<string, string>, region: number): http.Server {
  return http.createServer((req, res) => {
    const sql = byPath.get((req.url ?? '').split('?')[0]!);
    if (!sql) {
      res.writeHead(404).end();
      return;
    }
    pool.query(sql, [region]).then(
      (r) => {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: r.rows }));
      },
      () => res.writeHead(500).end(),
    );
  });
}

async function waitHealthy(base: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the app stopped (exit code ${child.exitCode})`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the app did not answer /api/health in 2 minutes');
}

const listen = (server: http.Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

async function main(): Promise<void> {
  const config = loadConfig({ DATA_DIR: '.data/bench', EMBEDDED_PG_PORT: '54359', LOG_LEVEL: 'warn', ...process.env, PORT: '0' });
  const logger = createLogger(config.logLevel);
  const db = await openDatabase(config, logger);
  let app: ChildProcess | undefined;
  let pool: Pool | undefined;
  // The app first (it closes its connections), then the bare server's pool, then the database.
  const stop = async () => {
    if (app && app.exitCode === null) {
      const exited = new Promise((resolve) => app!.once('exit', resolve));
      app.kill('SIGTERM');
      await exited;
    }
    await pool?.end();
    await db.close();
    process.exit();
  };
  try {
    await prepareDatabase(db.sequelize, config, logger);
    await seed(db.sequelize, KINDS);
    const [{ id: region } = { id: 0 }] = await run<{ id: number }>(db.sequelize, 'SELECT id FROM regions ORDER BY id LIMIT 1 OFFSET 2', []);
    const picked = lists(region);
    pool = new Pool({ connectionString: db.url, max: config.database.poolMax });
    // Idle connections cut when the database stops are no failure of the benchmark.
    pool.on('error', () => undefined);
    const bare = bareServer(pool, new Map(picked.map((l) => [`/${l.name}`, l.sql])), region);
    const barePort = await listen(bare);
    // The app in a process of its own, as it runs in production (its pool: DB_POOL_MAX, as the bare server's).
    const probe = http.createServer();
    const appPort = await listen(probe);
    await new Promise((resolve) => probe.close(resolve));
    const server = path.join(__dirname, '..', 'server.js');
    app = spawn(process.execPath, [server], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: db.url,
        HOST: '127.0.0.1',
        PORT: String(appPort),
        LOG_LEVEL: 'warn',
        JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789',
        DATA_DIR: '.data/bench-app',
        DEV_MAILBOX: 'false',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    process.on('SIGTERM', () => void stop());
    process.stdin.on('end', () => void stop());
    process.stdin.resume();
    const appBase = `http://127.0.0.1:${appPort}`;
    await waitHealthy(appBase, app);
    const ready = {
      rows: TOTAL,
      lists: picked.map((l) => ({ name: l.name, bare: `http://127.0.0.1:${barePort}/${l.name}`, app: appBase + l.app })),
    };
    process.stdout.write(`READY ${JSON.stringify(ready)}\n`);
  } catch (err) {
    process.stderr.write(`bench failed: ${(err as Error).stack ?? String(err)}\n`);
    process.exitCode = 1;
    await stop();
  }
}

main().catch((err: Error) => {
  process.stderr.write(`bench failed: ${err.stack ?? err.message}\n`);
  process.exit(1);
});
