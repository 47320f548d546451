import type { AddressInfo } from 'node:net';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, prepareDatabase } from '../db';
import { createLogger } from '../logger';
import { createMailer } from '../mail';
import { firstRow, run } from '../lists';
import { BENCH_PASSWORD, seed, TOTAL, type Kind } from './benchSeed';

/**
 * npm run bench:lists [events projects tasks vacancies academy] — fills a database with BENCH_ROWS rows
 * of each kind (benchSeed.ts: default 100 000, approved for the most part, across every region
 * and direction; events with a session each, projects with partners, tasks in every category,
 * vacancies and internships) and measures the public lists (GET /api/events, /api/projects,
 * /api/tasks, /api/vacancies) over HTTP for the usual queries, also as a signed-in pro bono
 * volunteer and trainee (whose lists put their own matches first): median and 95th percentile
 * per query. Names on the command line pick the kinds (default: all; npm run bench:events is
 * the events only). Uses DATABASE_URL, or an embedded PostgreSQL of its own in .data/bench
 * (port 54359).
 */
const RUNS = Number(process.env['BENCH_RUNS'] ?? 200);
/** The lists this benchmark measures in detail (npm run bench measures every public list). */
const LIST_KINDS = ['events', 'projects', 'tasks', 'vacancies', 'academy'] as const satisfies readonly Kind[];
type ListKind = (typeof LIST_KINDS)[number];

async function measure(base: string, path: string, token?: string): Promise<{ median: number; p95: number; total: number }> {
  const times: number[] = [];
  let total = 0;
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  for (let i = 0; i < RUNS + 10; i++) {
    const started = process.hrtime.bigint();
    const res = await fetch(base + path, { headers });
    const body = (await res.json()) as { total?: number };
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(body)}`);
    total = body.total ?? 0;
    if (i >= 10) times.push(ms);
  }
  times.sort((a, b) => a - b);
  const quantile = (q: number): number => {
    const ms = times[Math.floor(times.length * q)];
    if (ms === undefined) throw new Error(`${path}: no timed run`);
    return ms;
  };
  return { median: quantile(0.5), p95: quantile(0.95), total };
}

async function login(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: BENCH_PASSWORD }),
  });
  const body = (await res.json()) as { token?: { accessToken?: string } };
  if (!res.ok || !body.token?.accessToken) throw new Error(`login of ${email} answered ${res.status}`);
  return body.token.accessToken;
}

type Query = [label: string, query: string, as?: 'probono' | 'trainee'];

/** The point of the `near` queries: Chilanzar, in Tashkent. */
const NEAR = '41.2856,69.2034';

function queries(kind: ListKind, ids: { direction: number; region: number; category: number; partner: number }): Query[] {
  const { direction, region } = ids;
  const q = (s: string) => encodeURIComponent(s);
  switch (kind) {
    case 'events':
      return [
        ['first page, soonest', ''],
        ['newest', '?sort=newest'],
        ['past events', '?when=past'],
        ['by direction', `?direction=${direction}`],
        ['by region + offline', `?region=${region}&online=false`],
        [
          'date range (30 days)',
          `?from=${new Date().toISOString().slice(0, 10)}&to=${new Date(Date.now() + 30 * 86400_000).toISOString().slice(0, 10)}`,
        ],
        ['text, Uzbek Latin', `?q=${q('hashar')}`],
        ['text, Russian Cyrillic', `?q=${q('субботник')}`],
        ['page 50', '?page=50'],
        // Near Chilanzar (Tashkent, where most of the bench's places are): docs/map-api.md.
        ['near (10 km), nearest first', `?near=${NEAR}&sort=distance`],
        ['near (10 km), soonest', `?near=${NEAR}`],
        ['near (2 km), nearest first', `?near=${NEAR}&radiusKm=2&sort=distance`],
        ['near (50 km) + direction, nearest first', `?near=${NEAR}&radiusKm=50&direction=${direction}&sort=distance`],
      ];
    case 'projects':
      return [
        ['no filter (soonest)', ''],
        ['newest', '?sort=newest'],
        ['by direction', `?direction=${direction}`],
        ['by region (+ nationwide)', `?region=${region}`],
        ['text, Uzbek Latin', `?q=${q('kitoblar')}`],
        ['text, Russian Cyrillic', `?q=${q('зима')}`],
        ['state recruiting', '?state=recruiting'],
        ['state in progress', '?state=in_progress'],
        ['state completed', '?state=completed'],
        ['owner: volunteers', '?ownerKind=user'],
        ['partner organization', `?partner=${ids.partner}`],
        ['direction + region + recruiting', `?direction=${direction}&region=${region}&state=recruiting`],
        ['page 50', '?page=50'],
      ];
    case 'tasks':
      return [
        ['no filter (open, by deadline)', ''],
        ['newest', '?sort=newest'],
        ['all, past deadlines too', '?when=all'],
        ['by direction', `?direction=${direction}`],
        ['by region (+ online)', `?region=${region}`],
        ['text, Uzbek Latin', `?q=${q('logotip')}`],
        ['text, Russian Cyrillic', `?q=${q('видеоролик')}`],
        ['by category', `?category=${ids.category}`],
        ['online only', '?online=true'],
        ['pro bono: mine first', '', 'probono'],
        ['pro bono: for me', '?for=me', 'probono'],
        ['page 50', '?page=50'],
      ];
    case 'vacancies':
      return [
        ['no filter (open)', ''],
        ['deadline soonest', '?sort=deadline'],
        ['closed too', '?open=false'],
        ['by direction', `?direction=${direction}`],
        ['by region', `?region=${region}`],
        ['text, Uzbek Latin', `?q=${q('stajyor')}`],
        ['text, Russian Cyrillic', `?q=${q('психолог')}`],
        ['internships', '?vacancyKind=internship'],
        ['stipend', '?pay=stipend'],
        ['remote', '?remote=true'],
        ['trainee: internships first', '', 'trainee'],
        ['page 50', '?page=50'],
      ];
    case 'academy':
      return [
        ['catalogue (newest)', ''],
        ['by direction', `?direction=${direction}`],
        ['by level', '?level=advanced'],
        ['by organizations', '?author=organization'],
        ['text, Uzbek Latin', `?q=${q('ekoaksiyalar')}`],
        ['text, Russian Cyrillic', `?q=${q('донорство')}`],
        ['direction + level', `?direction=${direction}&level=beginner`],
        ['page 50', '?page=50'],
      ];
  }
}

async function main(): Promise<void> {
  const picked = process.argv.slice(2).filter((a): a is ListKind => (LIST_KINDS as readonly string[]).includes(a));
  const kinds = picked.length ? picked : [...LIST_KINDS];
  const config = loadConfig({ DATA_DIR: '.data/bench', EMBEDDED_PG_PORT: '54359', LOG_LEVEL: 'warn', ...process.env, PORT: '0' });
  const logger = createLogger(config.logLevel);
  const db = await openDatabase(config, logger);
  try {
    await prepareDatabase(db.sequelize, config, logger);
    await seed(db.sequelize, kinds);
    const mailer = createMailer({ config, databaseUrl: db.url, databaseSsl: config.database.ssl, sequelize: db.sequelize, logger });
    const app = createApp({ config, sequelize: db.sequelize, logger, mailer });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const tokens = { probono: await login(base, 'probono@bench.hashar.uz'), trainee: await login(base, 'trainee@bench.hashar.uz') };
    const one = async (sql: string) => firstRow(await run<{ id: number }>(db.sequelize, sql, []), sql).id;
    const ids = {
      direction: await one('SELECT id FROM directions ORDER BY id LIMIT 1 OFFSET 3'),
      region: await one('SELECT id FROM regions ORDER BY id LIMIT 1 OFFSET 2'),
      category: await one('SELECT id FROM task_categories ORDER BY id LIMIT 1 OFFSET 1'),
      partner: await one(`SELECT id FROM organizations WHERE name = 'Benchmark partner' ORDER BY id LIMIT 1`),
    };
    for (const kind of kinds) {
      process.stdout.write(
        `\nGET /api/${kind} with ${TOTAL} rows, ${RUNS} runs each (ms):\n\n| query | matches | median | p95 |\n|---|---:|---:|---:|\n`,
      );
      for (const [label, query, as] of queries(kind, ids)) {
        const r = await measure(`${base}/api/${kind}`, query, as ? tokens[as] : undefined);
        process.stdout.write(`| ${label} | ${r.total} | ${r.median.toFixed(1)} | ${r.p95.toFixed(1)} |\n`);
      }
    }
    server.close();
  } finally {
    await db.close();
  }
}

main().catch((err: Error) => {
  process.stderr.write(`benchmark failed: ${err.stack ?? err.message}\n`);
  process.exit(1);
});
