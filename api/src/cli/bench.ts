import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Pool } from 'pg';
import { loadConfig } from '../config';
import { openDatabase, prepareDatabase } from '../db';
import { run, firstRow } from '../lists';
import { signAccessToken } from '../services/accounts/accessTokens';
import { createLogger } from '../logger';
import { publiclyShown } from '../activities/core/cards';
import { PUBLIC_NEWS } from '../services/news/public';
import { VOLON_SHOWN } from '../services/volons';
import { kindsNamed, seed, TOTAL, type Kind } from './benchSeed';

/**
 * The servers of `npm run bench [list…]` (scripts/bench.mjs drives them with autocannon): fills
 * the benchmark database (benchSeed.ts: BENCH_ROWS rows of each named list's kind, default every
 * public list; DATABASE_URL or an embedded PostgreSQL in DATA_DIR, default .data/bench, port
 * EMBEDDED_PG_PORT, default 54359), then starts (a) a bare node:http + pg server answering each
 * list's query — the app's filter and order, 20 rows as JSON — and (b) the app
 * (api/dist/…/server.js, production settings) on the same database, checks that both answer 20
 * rows of each list, and prints one line `READY {json}` naming both, each list's two addresses
 * and the rows its table held at start. Stops both on SIGTERM or when stdin closes.
 */

/** A list of the benchmark: the app's address and the bare server's query with its parameters. */
interface BenchList {
  name: Kind;
  app: string;
  sql: string;
  params: unknown[];
}

const shown = publiclyShown('a');
const columns = 'a.id, a.title_ru, a.title_uz, a.region_id, a.published_at';
const newest = 'ORDER BY a.published_at DESC NULLS LAST, a.id DESC LIMIT 20';

/**
 * Each list by region (the third one; news have none), 20 to a page, in its default order
 * (projects and tasks: newest first, as the figures before); the bare query has the app's conditions (activities/core/publicLists.ts
 * and the kinds' publicList, services/orgs/directory.ts, services/volons.ts,
 * services/initiatives/directory.ts, services/news/public.ts, services/publications/read.ts).
 */
function lists(region: number): BenchList[] {
  const by = (path: string) => `/api/${path}${path.includes('?') ? '&' : '?'}perPage=20`;
  return [
    {
      name: 'events',
      app: by(`events?region=${region}`),
      sql: `SELECT ${columns}, a.starts_at, a.ends_at FROM events a WHERE ${shown} AND a.region_id = $1 ORDER BY a.starts_at, a.id LIMIT 20`,
      params: [region],
    },
    {
      name: 'visits',
      app: by(`visits?region=${region}`),
      sql: `SELECT ${columns} FROM visit_options a WHERE ${shown} AND a.region_id = $1 ${newest}`,
      params: [region],
    },
    {
      name: 'projects',
      app: by(`projects?region=${region}&sort=newest`),
      sql: `SELECT ${columns}, a.starts_at FROM projects a WHERE ${shown} AND (a.region_id = $1 OR a.is_nationwide) ${newest}`,
      params: [region],
    },
    {
      name: 'tasks',
      app: by(`tasks?region=${region}&sort=newest`),
      sql: `SELECT ${columns}, a.deadline FROM tasks a WHERE ${shown} AND (a.region_id = $1 OR a.is_online)
              AND a.deadline >= now() AND a.archived_at IS NULL ${newest}`,
      params: [region],
    },
    {
      name: 'vacancies',
      app: by(`vacancies?region=${region}&sort=newest`),
      sql: `SELECT ${columns}, a.kind, a.deadline FROM vacancies a WHERE ${shown} AND (a.region_id = $1 OR a.is_remote)
              AND (a.deadline IS NULL OR a.deadline > now()) ${newest}`,
      params: [region],
    },
    {
      name: 'orgs',
      app: by(`orgs?region=${region}`),
      sql: `SELECT id, name, logo, is_verified, region_id FROM organizations o
             WHERE o.region_id = $1 OR EXISTS (SELECT 1 FROM organization_regions x WHERE x.organization_id = o.id AND x.region_id = $1)
             ORDER BY name, id LIMIT 20`,
      params: [region],
    },
    {
      name: 'volons',
      app: by(`volons?region=${region}`),
      sql: `SELECT u.id, p.first_name, p.last_name, u.region_id, p.verified_hours FROM users u JOIN volunteer_profiles p ON p.user_id = u.id
             WHERE ${VOLON_SHOWN} AND u.region_id = $1 ORDER BY p.verified_hours DESC, p.user_id LIMIT 20`,
      params: [region],
    },
    {
      name: 'initiatives',
      app: by(`initiatives?region=${region}`),
      sql: `SELECT id, name_ru, name_uz, region_id, founded_on FROM initiative_groups WHERE status > 0 AND region_id = $1
             ORDER BY name_ru, id LIMIT 20`,
      params: [region],
    },
    {
      name: 'news',
      app: by('news'),
      sql: `SELECT n.id, n.slug, n.title_ru, n.title_uz, n.published_at FROM news n JOIN news_sections s ON s.id = n.section_id
             WHERE ${PUBLIC_NEWS} ORDER BY n.published_at DESC, n.id DESC LIMIT 20`,
      params: [],
    },
    {
      name: 'posts',
      app: by(`posts?region=${region}`),
      sql: `SELECT ${columns}, a.kind, a.notice_state FROM publications a WHERE ${shown} AND a.region_id = $1
             ORDER BY (a.notice_state IS NOT DISTINCT FROM 'active') DESC, a.published_at DESC NULLS LAST, a.id DESC LIMIT 20`,
      params: [region],
    },
  ];
}

/** The bare server: one query, its rows as JSON, nothing else. */
function bareServer(pool: Pool, byPath: Map<string, BenchList>): http.Server {
  return http.createServer((req, res) => {
    const list = byPath.get((req.url ?? '').split('?')[0] ?? '');
    if (!list) {
      res.writeHead(404).end();
      return;
    }
    pool.query(list.sql, list.params).then(
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

/** Fails unless the address answers 200 with 20 rows in `data`: a list that answers nothing is no benchmark. */
async function expectTwentyRows(name: string, url: string, token?: string): Promise<void> {
  const res = await fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  const body = (await res.json().catch(() => null)) as { data?: unknown[] } | null;
  const rows = Array.isArray(body?.data) ? body.data.length : 'no';
  if (!res.ok || rows !== 20) throw new Error(`${name}: ${url} answered ${res.status} with ${rows} rows, not 20`);
}

/**
 * A volunteer of the benchmark (made once; it cannot sign in: no password matches) and an access
 * token for it, signed with the app's secret: the signed-in runs send it, so every answer is
 * worked out afresh (signed-in answers are never cached) and the token's user is read each time.
 */
async function benchVolunteerToken(sequelize: Parameters<typeof run>[0], secret: string): Promise<string> {
  const user = firstRow(
    await run<{ id: number; email: string; token_version: number }>(
      sequelize,
      `INSERT INTO users (email, password_hash, role, name, is_active, is_verified, is_blocked, locale, created_at, updated_at)
       VALUES ('bench-reader@bench.hashar.uz', 'bench-no-login', 'volon', 'Bench Reader', true, true, false, 'ru', now(), now())
       ON CONFLICT (email) DO UPDATE SET is_active = true, is_blocked = false
       RETURNING id, email, token_version`,
      [],
    ),
    'the bench volunteer',
  );
  return signAccessToken({ id: user.id, role: 'volon', email: user.email, tokenVersion: user.token_version }, secret, 24 * 3600);
}

async function main(): Promise<void> {
  const kinds = kindsNamed(process.argv.slice(2));
  const config = loadConfig({ DATA_DIR: '.data/bench', EMBEDDED_PG_PORT: '54359', LOG_LEVEL: 'warn', ...process.env, PORT: '0' });
  const logger = createLogger(config.logLevel);
  const db = await openDatabase(config, logger);
  let app: ChildProcess | undefined;
  let pool: Pool | undefined;
  // The app first (it closes its connections), then the bare server's pool, then the database.
  const stop = async () => {
    const child = app;
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await pool?.end();
    await db.close();
    process.exit();
  };
  try {
    await prepareDatabase(db.sequelize, config, logger);
    const seeded = await seed(db.sequelize, kinds);
    const [{ id: region } = { id: 0 }] = await run<{ id: number }>(db.sequelize, 'SELECT id FROM regions ORDER BY id LIMIT 1 OFFSET 2', []);
    const picked = lists(region).filter((l) => kinds.includes(l.name));
    pool = new Pool({ connectionString: db.url, max: config.database.poolMax });
    // Idle connections cut when the database stops are no failure of the benchmark.
    pool.on('error', () => undefined);
    const bare = bareServer(pool, new Map(picked.map((l) => [`/${l.name}`, l])));
    const barePort = await listen(bare);
    // The app in a process of its own, as it runs in production (its pool: DB_POOL_MAX, as the bare server's).
    const probe = http.createServer();
    const appPort = await listen(probe);
    await new Promise((resolve) => probe.close(resolve));
    const server = path.join(__dirname, '..', 'server.js');
    const secret = crypto.randomBytes(48).toString('base64');
    const token = await benchVolunteerToken(db.sequelize, secret);
    // BENCH_NODE_ARGS: Node's options for the app (e.g. `--cpu-prof --cpu-prof-dir=/tmp/profile` writes a CPU
    // profile when it stops; `--max-old-space-size=280` caps its heap).
    const nodeArgs = (process.env['BENCH_NODE_ARGS'] ?? '').split(' ').filter(Boolean);
    app = spawn(process.execPath, [...nodeArgs, server], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: db.url,
        HOST: '127.0.0.1',
        PORT: String(appPort),
        LOG_LEVEL: 'warn',
        JWT_SECRET: secret,
        DATA_DIR: `${config.dataDir}-app`,
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
      // The app's own process and address, for the overload run (its memory is read from /proc).
      appPid: app.pid,
      appBase,
      // A volunteer's access token: `Authorization: Bearer …` makes a list signed-in (never from the cache).
      token,
      lists: picked.map((l) => ({
        name: l.name,
        bare: `http://127.0.0.1:${barePort}/${l.name}`,
        app: appBase + l.app,
        atStart: seeded.get(l.name)?.atStart ?? 0,
      })),
    };
    for (const l of ready.lists) {
      await expectTwentyRows(l.name, l.bare);
      await expectTwentyRows(l.name, l.app);
      await expectTwentyRows(`${l.name} signed in`, l.app, token);
    }
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
