import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Pool } from 'pg';
import type { Role } from '@hashar/common';
import { loadConfig } from '../config';
import { openDatabase, prepareDatabase } from '../db';
import { run, firstRow } from '../lists';
import { signAccessToken } from '../services/accounts/accessTokens';
import { createLogger } from '../logger';
import { publiclyShown } from '../activities/core/cards';
import { COURSE_OPEN } from '../services/academy/read';
import { PUBLIC_NEWS } from '../services/news/public';
import { VOLON_SHOWN } from '../services/volons';
import { benchesNamed, kindsOf, seed, TOTAL, type BenchName, type Kind } from './benchSeed';
import { WRITES, writesRoutes } from './benchWrites';

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

/** Who reads: anonymous (and a volunteer, beside), or only signed in as one of the benchmark's people. */
type Reader = 'volunteer' | 'organizer' | 'admin';

/** A list of the benchmark: the app's address and the bare server's query with its parameters. */
interface BenchList {
  name: BenchName;
  app: string;
  sql: string;
  params: unknown[];
  /** A read only a signed-in person makes (their applications, the CRM, the back office): asked with their token. */
  reader?: Reader;
  /** The rows the answer carries (`data`, or the array itself), checked before the run; null: a summary, not a list. */
  rows?: number | null;
}

/** The ids the signed-in reads are about: the benchmark volunteer and organization. */
interface People {
  volunteer: number;
  organization: number;
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
function lists(region: number, people: People): BenchList[] {
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
    {
      name: 'academy',
      app: by('academy'),
      sql: `SELECT c.id, c.slug, c.title_ru, c.title_uz, c.level, c.published_at FROM courses c
             WHERE ${COURSE_OPEN} AND c.is_listed ORDER BY c.published_at DESC NULLS LAST, c.id DESC LIMIT 20`,
      params: [],
    },
    ...reads(people),
  ];
}

/** The shown events, visit offers, projects, tasks and vacancies whose search text holds $1 (newest five each, as the search's groups). */
const searchSql = (['events', 'visit_options', 'projects', 'tasks', 'vacancies'] as const)
  .map(
    (table) =>
      `(SELECT '${table}' AS kind, ${columns} FROM ${table} a WHERE ${shown} AND a.search_text ILIKE '%' || $1 || '%' ${newest.replace('20', '5')})`,
  )
  .join(' UNION ALL ');

/** A react-admin list's query (ra-data-simple-rest): filter, sort and the first page's range. */
const raQuery = (filter: object, sort: [string, 'ASC' | 'DESC'], perPage: number) =>
  new URLSearchParams({ filter: JSON.stringify(filter), sort: JSON.stringify(sort), range: JSON.stringify([0, perPage - 1]) }).toString();

/**
 * The other reads a person waits for: the search (anonymous), the volunteer's applications and
 * points, the organization's CRM applicants and dashboard, the back office's users and
 * moderation queue. The bare query is each one's main statement (the app's own adds its
 * presenters' columns and joins).
 */
function reads({ volunteer, organization }: People): BenchList[] {
  const eventOf = 'JOIN visit_sessions s ON s.id = a.session_id JOIN events e ON e.id = s.event_id';
  return [
    { name: 'search', app: '/api/search?q=marafon', sql: searchSql, params: ['marafon'], rows: null },
    {
      name: 'my-applications',
      app: '/api/my/applications?perPage=20',
      sql: `SELECT a.id, a.state, s.starts_at, e.title_ru, e.title_uz FROM applications a ${eventOf}
             WHERE a.user_id = $1 ORDER BY a.created_at DESC, a.id DESC LIMIT 20`,
      params: [volunteer],
      reader: 'volunteer',
    },
    {
      name: 'my-points',
      app: '/api/my/points?perPage=20',
      sql: `SELECT l.id, l.delta, l.reason, l.created_at, (SELECT sum(delta) FROM points_ledger WHERE user_id = $1) AS balance
              FROM points_ledger l WHERE l.user_id = $1 ORDER BY l.created_at DESC, l.id DESC LIMIT 20`,
      params: [volunteer],
      reader: 'volunteer',
      rows: null,
    },
    {
      name: 'crm-applications',
      // As the CRM's applicants page asks (ApplicantsList: oldest first, 25 a page), every applicant of the organization.
      app: `/api/crm/applications?${raQuery({}, ['createdAt', 'ASC'], 25)}`,
      sql: `SELECT a.id, a.state, a.created_at, u.name, e.title_ru FROM applications a ${eventOf} JOIN users u ON u.id = a.user_id
             WHERE e.organization_id = $1 ORDER BY a.created_at, a.id LIMIT 25`,
      params: [organization],
      reader: 'organizer',
      rows: 25,
    },
    {
      name: 'crm-dashboard',
      app: '/api/crm/dashboard',
      sql: `SELECT (SELECT count(*) FROM applications a ${eventOf} WHERE e.organization_id = $1 AND a.state = 'pending') AS pending,
                   (SELECT sum(hours) FROM hours_records WHERE organization_id = $1 AND verified_at >= date_trunc('month', now())) AS hours,
                   (SELECT json_agg(x) FROM (SELECT id, title_ru, starts_at FROM events WHERE organization_id = $1 AND ends_at >= now()
                     ORDER BY starts_at, id LIMIT 5) x) AS next`,
      params: [organization],
      reader: 'organizer',
      rows: null,
    },
    {
      name: 'admin-users',
      // As the back office asks (UserPages: people who signed up themselves, newest first).
      app: `/api/admin/users?${raQuery({ isGenerated: false }, ['id', 'DESC'], 20)}`,
      sql: 'SELECT id, email, name, role, is_active, created_at FROM users ORDER BY id DESC LIMIT 20',
      params: [],
      reader: 'admin',
    },
    {
      name: 'admin-queue',
      // As the back office asks (ModerationPages: waiting for moderation, the longest waiting first).
      app: `/api/admin/events?${raQuery({ moderation: 'moderation' }, ['submittedAt', 'ASC'], 20)}`,
      sql: `SELECT a.id, a.title_ru, a.submitted_at, a.organization_id FROM events a WHERE a.moderation = 'moderation'
             ORDER BY a.submitted_at, a.id LIMIT 20`,
      params: [],
      reader: 'admin',
    },
  ];
}

/** The bare server: one query, its rows as JSON, nothing else (and the writes' routes, benchWrites.ts). */
function bareServer(pool: Pool, byPath: Map<string, BenchList>, writes: ReturnType<typeof writesRoutes>): http.Server {
  return http.createServer((req, res) => {
    if (writes(req, res)) return;
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

/**
 * Fails unless the address answers 200 with the rows expected (in `data` or the array itself; null: any
 * answer): a list that answers nothing is no benchmark.
 */
async function expectRows(name: string, url: string, rows: number | null, token?: string): Promise<void> {
  const res = await fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  const body = (await res.json().catch(() => null)) as { data?: unknown[] } | unknown[] | null;
  const list = Array.isArray(body) ? body : body?.data;
  const found = Array.isArray(list) ? list.length : 'no';
  if (!res.ok || (rows !== null && found !== rows))
    throw new Error(`${name}: ${url} answered ${res.status} with ${found} rows, not ${rows}`);
}

/** An access token of one of the benchmark's people (benchSeed.ts), signed with the app's secret. */
async function tokenOf(sequelize: Parameters<typeof run>[0], secret: string, email: string): Promise<{ id: number; token: string }> {
  const user = firstRow(
    await run<{ id: number; role: Role; token_version: number }>(sequelize, 'SELECT id, role, token_version FROM users WHERE email = $1', [
      email,
    ]),
    email,
  );
  return {
    id: user.id,
    token: signAccessToken({ id: user.id, role: user.role, email, tokenVersion: user.token_version }, secret, 24 * 3600),
  };
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
  // `writes`: the writes of npm run bench:writes (benchWrites.ts) and no list.
  const args = process.argv.slice(2);
  const writing = args.includes('writes');
  const benches = writing ? [] : benchesNamed(args);
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
    const seeded = await seed(db.sequelize, writing ? ['events', 'volons', 'work'] : kindsOf(benches));
    const [{ id: region } = { id: 0 }] = await run<{ id: number }>(db.sequelize, 'SELECT id FROM regions ORDER BY id LIMIT 1 OFFSET 2', []);
    const secret = crypto.randomBytes(48).toString('base64');
    const readers = {
      volunteer: await tokenOf(db.sequelize, secret, 'volunteer@bench.hashar.uz'),
      organizer: await tokenOf(db.sequelize, secret, 'organizer@bench.hashar.uz'),
      admin: await tokenOf(db.sequelize, secret, 'admin@bench.hashar.uz'),
    };
    const [{ id: organization } = { id: 0 }] = await run<{ id: number }>(
      db.sequelize,
      `SELECT id FROM organizations WHERE name = 'Benchmark organization' ORDER BY id LIMIT 1`,
      [],
    );
    const picked = lists(region, { volunteer: readers.volunteer.id, organization }).filter((l) => benches.includes(l.name));
    pool = new Pool({ connectionString: db.url, max: config.database.poolMax });
    // Idle connections cut when the database stops are no failure of the benchmark.
    pool.on('error', () => undefined);
    const bare = bareServer(pool, new Map(picked.map((l) => [`/${l.name}`, l])), writesRoutes(db.sequelize, pool, secret));
    const barePort = await listen(bare);
    // The app in a process of its own, as it runs in production (its pool: DB_POOL_MAX, as the bare server's).
    const probe = http.createServer();
    const appPort = await listen(probe);
    await new Promise((resolve) => probe.close(resolve));
    const server = path.join(__dirname, '..', 'server.js');
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
      // The bare server's address (its /writes/… and /bare/… routes).
      bareBase: `http://127.0.0.1:${barePort}`,
      writes: writing ? WRITES : [],
      // The app's own process and address, for the overload run (its memory is read from /proc).
      appPid: app.pid,
      appBase,
      // A volunteer's access token: `Authorization: Bearer …` makes a list signed-in (never from the cache).
      token,
      lists: picked.map((l) => ({
        name: l.name,
        bare: `http://127.0.0.1:${barePort}/${l.name}`,
        app: appBase + l.app,
        // A signed-in-only read: its token (the app's run is signed in; no separate signed-in run).
        token: l.reader && readers[l.reader].token,
        rows: l.rows === undefined ? 20 : l.rows,
        atStart: seeded.get(l.reader || l.name === 'search' ? 'events' : (l.name as Kind))?.atStart ?? 0,
      })),
    };
    for (const l of ready.lists) {
      await expectRows(l.name, l.bare, l.rows);
      await expectRows(l.name, l.app, l.rows, l.token);
      if (!l.token) await expectRows(`${l.name} signed in`, l.app, l.rows, token);
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
