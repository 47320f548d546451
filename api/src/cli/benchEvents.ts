import type { AddressInfo } from 'node:net';
import { toSearchLatin } from '@hashar/common';
import type { Sequelize } from 'sequelize';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, prepareDatabase } from '../db';
import { createLogger } from '../logger';
import { createMailer } from '../mail';
import { exec, run } from '../lists';

/**
 * npm run bench:events — fills a database with BENCH_EVENTS events (default 100 000, approved
 * for the most part, across every region and direction, each with a session) and measures
 * GET /api/events over HTTP for the usual queries: median and 95th percentile per query.
 * Uses DATABASE_URL, or an embedded PostgreSQL of its own in .data/bench (port 54359).
 */
const TOTAL = Number(process.env['BENCH_EVENTS'] ?? 100_000);
const RUNS = Number(process.env['BENCH_RUNS'] ?? 200);

const WORDS_RU = [
  'Субботник',
  'Уроки',
  'Помощь',
  'Марафон',
  'Фестиваль',
  'Посадка деревьев',
  'Донорская акция',
  'Квест',
  'Сбор вещей',
  'Мастер-класс',
];
const WORDS_UZ = [
  'hashar',
  'darslar',
  'yordam',
  'marafon',
  'festival',
  'daraxt ekish',
  'donorlik aksiyasi',
  'kvest',
  'kiyim yigʻish',
  'mahorat darsi',
];
const PLACES = ['в парке', 'в школе', 'в приюте', 'на набережной', 'в махалле', 'в больнице', 'в библиотеке'];

async function fill(sequelize: Sequelize): Promise<number> {
  const [{ n } = { n: '0' }] = await run<{ n: string }>(sequelize, 'SELECT count(*) AS n FROM events', []);
  const missing = TOTAL - Number(n);
  if (missing <= 0) return 0;
  await sequelize.transaction(async (transaction) => {
    const [org] = await exec<{ id: number }>(
      sequelize,
      `INSERT INTO organizations (name, is_verified) VALUES ('Benchmark organization', true) RETURNING id`,
      [],
      transaction,
    );
    // Titles and texts from word lists; search_text is their Latin form, as the API writes it.
    await exec(
      sequelize,
      `INSERT INTO events (organization_id, title_ru, title_uz, description_ru, region_id, is_online, starts_at, ends_at, capacity,
                           moderation, submitted_at, published_at, search_text)
       SELECT $1, w.ru || ' ' || p.place || ' №' || i, initcap(w.uz) || ' ' || i, 'Описание мероприятия ' || i,
              CASE WHEN i % 9 = 0 THEN NULL ELSE r.ids[1 + i % array_length(r.ids, 1)] END, i % 9 = 0,
              now() + make_interval(days => (i % 730) - 365, hours => i % 24),
              now() + make_interval(days => (i % 730) - 365, hours => i % 24 + 3), 20,
              CASE WHEN i % 10 = 5 THEN 'moderation' ELSE 'approved' END, now(), now() - make_interval(mins => i),
              w.uz_latin || ' ' || i || ' ' || w.ru_latin || ' ' || p.latin
         FROM generate_series(1, $2::int) AS i
         CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM regions) r
         CROSS JOIN LATERAL (SELECT ($3::text[])[1 + i % 10] AS ru, ($4::text[])[1 + i % 10] AS uz,
                                    ($6::text[])[1 + i % 10] AS ru_latin, ($7::text[])[1 + i % 10] AS uz_latin) w
         CROSS JOIN LATERAL (SELECT ($5::text[])[1 + i % 7] AS place, ($8::text[])[1 + i % 7] AS latin) p`,
      [org!.id, missing, WORDS_RU, WORDS_UZ, PLACES, ...[WORDS_RU, WORDS_UZ, PLACES].map((list) => list.map(toSearchLatin))],
      transaction,
    );
    await exec(
      sequelize,
      `INSERT INTO event_directions (event_id, direction_id)
       SELECT e.id, d.ids[1 + e.id % array_length(d.ids, 1)] FROM events e CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM directions) d
        WHERE e.organization_id = $1
       UNION
       SELECT e.id, d.ids[1 + (e.id * 7) % array_length(d.ids, 1)] FROM events e CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM directions) d
        WHERE e.organization_id = $1 AND e.id % 3 = 0`,
      [org!.id],
      transaction,
    );
    await exec(
      sequelize,
      `INSERT INTO visit_sessions (event_id, starts_at, ends_at, capacity) SELECT id, starts_at, ends_at, 20 FROM events WHERE organization_id = $1`,
      [org!.id],
      transaction,
    );
  });
  // Autovacuum would do this on a live server; a freshly filled table needs it for index-only counts.
  await exec(sequelize, 'VACUUM ANALYZE', []);
  return missing;
}

async function measure(base: string, path: string): Promise<{ median: number; p95: number; total: number }> {
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < RUNS + 10; i++) {
    const started = process.hrtime.bigint();
    const res = await fetch(base + path);
    const body = (await res.json()) as { total?: number };
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(body)}`);
    total = body.total ?? 0;
    if (i >= 10) times.push(ms);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, p95: times[Math.floor(times.length * 0.95)]!, total };
}

async function main(): Promise<void> {
  const config = loadConfig({ DATA_DIR: '.data/bench', EMBEDDED_PG_PORT: '54359', LOG_LEVEL: 'warn', ...process.env, PORT: '0' });
  const logger = createLogger(config.logLevel);
  const db = await openDatabase(config, logger);
  try {
    await prepareDatabase(db.sequelize, config, logger);
    const started = Date.now();
    const added = await fill(db.sequelize);
    if (added) process.stdout.write(`Added ${added} events in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
    const mailer = createMailer({ config, databaseUrl: db.url, databaseSsl: config.database.ssl, sequelize: db.sequelize, logger });
    const app = createApp({ config, sequelize: db.sequelize, logger, mailer });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/events`;
    const [direction] = await run<{ id: number }>(db.sequelize, 'SELECT id FROM directions ORDER BY id LIMIT 1 OFFSET 3', []);
    const [region] = await run<{ id: number }>(db.sequelize, 'SELECT id FROM regions ORDER BY id LIMIT 1 OFFSET 2', []);
    const queries: [string, string][] = [
      ['first page, soonest', ''],
      ['newest', '?sort=newest'],
      ['past events', '?when=past'],
      ['by direction', `?direction=${direction!.id}`],
      ['by region + online=false', `?region=${region!.id}&online=false`],
      [
        'date range',
        `?from=${new Date().toISOString().slice(0, 10)}&to=${new Date(Date.now() + 30 * 86400_000).toISOString().slice(0, 10)}`,
      ],
      ['text (Uzbek, Latin)', `?q=${encodeURIComponent('hashar')}`],
      ['text (Russian, Cyrillic)', `?q=${encodeURIComponent('субботник')}`],
      ['page 50', '?page=50'],
    ];
    process.stdout.write(
      `GET /api/events with ${TOTAL} events, ${RUNS} runs each (ms):\n\n| query | matches | median | p95 |\n|---|---:|---:|---:|\n`,
    );
    for (const [label, query] of queries) {
      const r = await measure(base, query);
      process.stdout.write(`| ${label} | ${r.total} | ${r.median.toFixed(1)} | ${r.p95.toFixed(1)} |\n`);
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
