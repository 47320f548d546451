import type { AddressInfo } from 'node:net';
import { toSearchLatin } from '@hashar/common';
import type { Sequelize, Transaction } from 'sequelize';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, prepareDatabase } from '../db';
import { hashPassword } from '../lib/passwords';
import { createLogger } from '../logger';
import { createMailer } from '../mail';
import { exec, run } from '../lists';

/**
 * npm run bench:lists [events projects tasks vacancies] — fills a database with BENCH_ROWS rows
 * of each kind (default 100 000, approved for the most part, across every region and
 * direction; events with a session each, projects with partners, tasks in every category,
 * vacancies and internships) and measures the public lists (GET /api/events, /api/projects,
 * /api/tasks, /api/vacancies) over HTTP for the usual queries, also as a signed-in pro bono
 * volunteer and trainee (whose lists put their own matches first): median and 95th percentile
 * per query. Names on the command line pick the kinds (default: all; npm run bench:events is
 * the events only). Uses DATABASE_URL, or an embedded PostgreSQL of its own in .data/bench
 * (port 54359).
 */
export const TOTAL = Number(process.env['BENCH_ROWS'] ?? process.env['BENCH_EVENTS'] ?? 100_000);
const RUNS = Number(process.env['BENCH_RUNS'] ?? 200);
export const KINDS = ['events', 'projects', 'tasks', 'vacancies'] as const;
export type Kind = (typeof KINDS)[number];
const BENCH_PASSWORD = 'bench-Hashar-2026';

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

/** Title words of the other kinds (Russian, Uzbek), ten each. */
const KIND_WORDS: Record<Exclude<Kind, 'events'>, [string[], string[]]> = {
  projects: [
    [
      'Школа добрых дел',
      'Зелёный пояс',
      'Книги для школ',
      'Тёплая зима',
      'Доступный город',
      'Наставники',
      'Чистый берег',
      'Муралы',
      'Сад в махалле',
      'Спорт для всех',
    ],
    [
      'Ezgu ishlar maktabi',
      'Yashil kamar',
      'Maktablar uchun kitoblar',
      'Iliq qish',
      'Qulay shahar',
      'Murabbiylar',
      'Toza qirgʻoq',
      'Murallar',
      'Mahalla bogʻi',
      'Hamma uchun sport',
    ],
  ],
  tasks: [
    [
      'Логотип',
      'Сайт-визитка',
      'Контент-план',
      'Проверка договора',
      'Учёт пожертвований',
      'Перевод отчёта',
      'Видеоролик',
      'Опрос',
      'Стратегия',
      'Тренинг',
    ],
    [
      'Logotip',
      'Sayt-vizitka',
      'Kontent-reja',
      'Shartnomani tekshirish',
      'Xayriyalar hisobi',
      'Hisobot tarjimasi',
      'Videorolik',
      'Soʻrovnoma',
      'Strategiya',
      'Trening',
    ],
  ],
  vacancies: [
    ['Координатор', 'Стажёр', 'Психолог', 'Фандрайзер', 'Бухгалтер', 'SMM-менеджер', 'Водитель', 'Учитель', 'Юрист', 'Дизайнер'],
    ['Koordinator', 'Stajyor', 'Psixolog', 'Fandrayzer', 'Buxgalter', 'SMM-menejer', 'Haydovchi', 'Oʻqituvchi', 'Yurist', 'Dizayner'],
  ],
};

const latin = (list: string[]) => list.map(toSearchLatin);

async function count(sequelize: Sequelize, table: string): Promise<number> {
  const [{ n } = { n: '0' }] = await run<{ n: string }>(sequelize, `SELECT count(*) AS n FROM ${table}`, []);
  return Number(n);
}

/** Directions of the rows `where` picks: one each, a second for every third. */
async function fillDirections(
  sequelize: Sequelize,
  t: Transaction,
  table: string,
  dirTable: string,
  column: string,
  where: string,
  bind: unknown[],
) {
  await exec(
    sequelize,
    `INSERT INTO ${dirTable} (${column}, direction_id)
     SELECT a.id, d.ids[1 + a.id % array_length(d.ids, 1)] FROM ${table} a CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM directions) d
      WHERE ${where}
     UNION
     SELECT a.id, d.ids[1 + (a.id * 7) % array_length(d.ids, 1)] FROM ${table} a CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM directions) d
      WHERE ${where} AND a.id % 3 = 0`,
    bind,
    t,
  );
}

/** The benchmark's organizations (the owner of every row, and a partner of some projects) and volunteer. */
async function owners(sequelize: Sequelize, t: Transaction): Promise<{ org: number; partner: number; user: number }> {
  const ensureOrg = async (name: string) => {
    const [found] = await run<{ id: number }>(sequelize, 'SELECT id FROM organizations WHERE name = $1 ORDER BY id LIMIT 1', [name], t);
    if (found) return found.id;
    const [made] = await exec<{ id: number }>(
      sequelize,
      `INSERT INTO organizations (name, is_verified) VALUES ($1, true) RETURNING id`,
      [name],
      t,
    );
    return made!.id;
  };
  const org = await ensureOrg('Benchmark organization');
  const partner = await ensureOrg('Benchmark partner');
  const [user] = await run<{ id: number }>(sequelize, `SELECT id FROM users WHERE email = 'volunteer@bench.hashar.uz'`, [], t);
  return { org, partner, user: user!.id };
}

/** Signed-in callers whose lists differ: a pro bono volunteer (design, IT, marketing) and a trainee. */
async function ensureUsers(sequelize: Sequelize): Promise<void> {
  const hash = await hashPassword(BENCH_PASSWORD);
  await exec(
    sequelize,
    `INSERT INTO users (email, password_hash, role, name, is_active, is_verified, locale, created_at, updated_at)
     VALUES ('volunteer@bench.hashar.uz', $1, 'volon', 'Bench volunteer', true, true, 'ru', now(), now()),
            ('probono@bench.hashar.uz', $1, 'volon', 'Bench pro bono', true, true, 'ru', now(), now()),
            ('trainee@bench.hashar.uz', $1, 'trainee', 'Bench trainee', true, true, 'uz', now(), now())
     ON CONFLICT (email) DO NOTHING`,
    [hash],
  );
  await exec(
    sequelize,
    `INSERT INTO volunteer_profiles (user_id, first_name, is_probono, created_at, updated_at)
     SELECT id, 'Bench', true, now(), now() FROM users WHERE email = 'probono@bench.hashar.uz' ON CONFLICT (user_id) DO NOTHING`,
    [],
  );
  await exec(
    sequelize,
    `INSERT INTO volunteer_probono_directions (user_id, probono_direction_id)
     SELECT u.id, d.id FROM users u, probono_directions d WHERE u.email = 'probono@bench.hashar.uz' AND d.key IN ('design', 'it', 'marketing')
     ON CONFLICT DO NOTHING`,
    [],
  );
}

async function fillEvents(sequelize: Sequelize, t: Transaction, org: number, missing: number, before: number): Promise<void> {
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
    [org, missing, WORDS_RU, WORDS_UZ, PLACES, ...[WORDS_RU, WORDS_UZ, PLACES].map(latin)],
    t,
  );
  await fillDirections(sequelize, t, 'events', 'event_directions', 'event_id', 'a.id > $1', [before]);
  await exec(
    sequelize,
    `INSERT INTO visit_sessions (event_id, starts_at, ends_at, capacity) SELECT id, starts_at, ends_at, 20 FROM events WHERE id > $1`,
    [before],
    t,
  );
}

/**
 * The shared columns of a kind's rows (i = 1..$2): owner, titles from the kind's words, region
 * (NULL for every ninth: nationwide, online or remote), moderation (every tenth waits), search
 * text. `own` adds the kind's columns as [names, SELECT expressions of i].
 */
function activityInsert(table: Exclude<Kind, 'events'>, own: [string, string]): string {
  // Volunteers own projects only: every tenth project is the benchmark volunteer's.
  const byUser = table === 'projects' ? 'i % 10 = 3' : 'false';
  return `INSERT INTO ${table} (organization_id, owner_user_id, created_by, title_ru, title_uz, description_ru, description_uz, region_id,
                                moderation, submitted_at, published_at, search_text${own[0]})
     SELECT CASE WHEN ${byUser} THEN NULL ELSE $1::int END, CASE WHEN ${byUser} THEN $3::int END, $3::int,
            w.ru || ' №' || i, w.uz || ' ' || i, 'Описание ' || i, 'Tavsif ' || i,
            CASE WHEN i % 9 = 0 THEN NULL ELSE r.ids[1 + i % array_length(r.ids, 1)] END,
            CASE WHEN i % 10 = 5 THEN 'moderation' ELSE 'approved' END, now(), now() - make_interval(mins => i),
            w.uz_latin || ' ' || i || ' ' || w.ru_latin${own[1]}
       FROM generate_series(1, $2::int) AS i
       CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM regions) r
       CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM task_categories) c
       CROSS JOIN LATERAL (SELECT ($4::text[])[1 + i % 10] AS ru, ($5::text[])[1 + i % 10] AS uz,
                                  ($6::text[])[1 + i % 10] AS ru_latin, ($7::text[])[1 + i % 10] AS uz_latin) w`;
}

const OWN_COLUMNS: Record<Exclude<Kind, 'events'>, [string, string]> = {
  projects: [
    ', is_nationwide, starts_at, ends_at, places',
    `, i % 9 = 0, now() + make_interval(days => (i % 730) - 365, hours => i % 24),
       now() + make_interval(days => (i % 730) - 365 + 30 + i % 180, hours => i % 24), 20`,
  ],
  tasks: [
    ', category_id, deadline, is_online, performers, estimated_hours',
    ', c.ids[1 + i % array_length(c.ids, 1)], now() + make_interval(days => (i % 365) - 120, hours => i % 24), i % 9 = 0, 1 + i % 3, 2 + i % 40',
  ],
  vacancies: [
    ', kind, pay, amount, is_remote, deadline, places',
    `, CASE WHEN i % 3 = 0 THEN 'internship' ELSE 'vacancy' END, (ARRAY['paid','unpaid','stipend'])[1 + i % 3],
       CASE WHEN i % 3 = 1 THEN NULL ELSE 1000000 + (i % 50) * 100000 END, i % 9 = 0,
       CASE WHEN i % 7 = 0 THEN NULL ELSE now() + make_interval(days => (i % 240) - 60) END, 1 + i % 5`,
  ],
};

const DIRECTION_TABLES: Record<Exclude<Kind, 'events'>, [string, string]> = {
  projects: ['project_directions', 'project_id'],
  tasks: ['task_directions', 'task_id'],
  vacancies: ['vacancy_directions', 'vacancy_id'],
};

/** Adds the missing rows of a kind; returns how many. */
async function fill(sequelize: Sequelize, kind: Kind): Promise<number> {
  const missing = TOTAL - (await count(sequelize, kind));
  if (missing <= 0) return 0;
  await sequelize.transaction(async (t) => {
    const o = await owners(sequelize, t);
    // Only the rows added now get directions (and sessions): a second run tops a table up.
    const before = Number((await run<{ n: number }>(sequelize, `SELECT COALESCE(max(id), 0) AS n FROM ${kind}`, [], t))[0]!.n);
    if (kind === 'events') return fillEvents(sequelize, t, o.org, missing, before);
    const [ru, uz] = KIND_WORDS[kind];
    await exec(sequelize, activityInsert(kind, OWN_COLUMNS[kind]), [o.org, missing, o.user, ru, uz, latin(ru), latin(uz)], t);
    const [dirTable, column] = DIRECTION_TABLES[kind];
    await fillDirections(sequelize, t, kind, dirTable, column, 'a.id > $1', [before]);
    if (kind === 'projects') {
      // Every twentieth project has the partner organization (accepted), every hundredth invited it.
      await exec(
        sequelize,
        `INSERT INTO project_partners (project_id, organization_id, state)
         SELECT id, $2, CASE WHEN id % 100 = 0 THEN 'invited' ELSE 'accepted' END FROM projects WHERE id > $1 AND id % 20 = 0`,
        [before, o.partner],
        t,
      );
    }
  });
  return missing;
}

/** Fills every kind to TOTAL rows (and the signed-in callers), then refreshes the planner's statistics. */
export async function seed(sequelize: Sequelize, kinds: readonly Kind[]): Promise<void> {
  await ensureUsers(sequelize);
  let added = 0;
  for (const kind of kinds) {
    const started = Date.now();
    const n = await fill(sequelize, kind);
    added += n;
    if (n) process.stdout.write(`Added ${n} ${kind} in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
  }
  // Autovacuum would do this on a live server; freshly filled tables need it for index-only counts
  // (and fresh statistics for indexes a migration just added).
  await exec(sequelize, added ? 'VACUUM ANALYZE' : 'ANALYZE', []);
}

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
  return { median: times[Math.floor(times.length / 2)]!, p95: times[Math.floor(times.length * 0.95)]!, total };
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

function queries(kind: Kind, ids: { direction: number; region: number; category: number; partner: number }): Query[] {
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
  }
}

async function main(): Promise<void> {
  const picked = process.argv.slice(2).filter((a): a is Kind => (KINDS as readonly string[]).includes(a));
  const kinds = picked.length ? picked : [...KINDS];
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
    const one = async (sql: string) => (await run<{ id: number }>(db.sequelize, sql, []))[0]!.id;
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

// npm run bench (cli/bench.ts) reuses the seeding above without running this.
if (require.main === module) {
  main().catch((err: Error) => {
    process.stderr.write(`benchmark failed: ${err.stack ?? err.message}\n`);
    process.exit(1);
  });
}
