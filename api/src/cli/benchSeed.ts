import type { Sequelize } from 'sequelize';
import { hashPassword } from '../lib/passwords';
import { exec, firstRow, run } from '../lists';
import { fillActivities, placeActivities, type FillContext } from './benchSeedActivities';
import { fillCourses, fillGroups, fillNews, fillOrganizations, fillPublications, fillVolunteers } from './benchSeedCommunity';
import { fillWork } from './benchSeedWork';

/**
 * The benchmark database of npm run bench and npm run bench:lists: BENCH_ROWS rows (default
 * 100 000) of each public list's kind, added set-based, so that a second run only tops a table up.
 */
export const TOTAL = Number(process.env['BENCH_ROWS'] ?? process.env['BENCH_EVENTS'] ?? 100_000);
/** The public lists, named by their address under /api. */
export const KINDS = [
  'events',
  'visits',
  'projects',
  'tasks',
  'vacancies',
  'orgs',
  'volons',
  'initiatives',
  'news',
  'posts',
  'academy',
] as const;
/** What the benchmark database holds: each public list's rows, and the people's work on events (applications, hours, points). */
export type Kind = (typeof KINDS)[number] | 'work';
/** The other reads a person waits for, each with the rows it needs. */
export const READS = {
  search: ['events', 'visits', 'projects', 'tasks', 'vacancies'],
  'my-applications': ['events', 'volons', 'work'],
  'my-points': ['events', 'volons', 'work'],
  'crm-applications': ['events', 'volons', 'work'],
  'crm-dashboard': ['events', 'volons', 'work'],
  'admin-users': ['volons'],
  'admin-queue': ['events'],
} as const satisfies Record<string, readonly Kind[]>;
export type Read = keyof typeof READS;
/** What `npm run bench` measures: the public lists and the other reads. */
export type BenchName = (typeof KINDS)[number] | Read;
export const BENCH_PASSWORD = 'bench-Hashar-2026';

/** Other names a list may be asked by. */
const ALIASES: Record<string, BenchName> = {
  organizations: 'orgs',
  volunteers: 'volons',
  groups: 'initiatives',
  publications: 'posts',
  courses: 'academy',
};
const NAMES: readonly BenchName[] = [...KINDS, ...(Object.keys(READS) as Read[])];

/** The benchmarks named (names or aliases; all when none); throws on a name it does not know. */
export function benchesNamed(names: readonly string[]): BenchName[] {
  const picked = names.map((name) => {
    const found = ALIASES[name] ?? NAMES.find((k) => k === name);
    if (!found) throw new Error(`unknown list "${name}": one of ${[...NAMES, ...Object.keys(ALIASES)].join(', ')}`);
    return found;
  });
  return picked.length ? [...new Set(picked)] : [...NAMES];
}

/** The kinds of rows the benchmarks need. */
export function kindsOf(benches: readonly BenchName[]): Kind[] {
  return [...new Set(benches.flatMap((b): readonly Kind[] => (b in READS ? READS[b as Read] : [b as Kind])))];
}

/** Each kind's table (its rows are counted) and how its missing rows are added. */
const SEEDS: Record<Kind, { table: string; fill: (c: FillContext, missing: number, passwordHash: string) => Promise<void> }> = {
  orgs: { table: 'organizations', fill: fillOrganizations },
  volons: { table: 'volunteer_profiles', fill: fillVolunteers },
  initiatives: { table: 'initiative_groups', fill: fillGroups },
  events: { table: 'events', fill: (c, n) => fillActivities(c, 'events', n) },
  visits: { table: 'visit_options', fill: (c, n) => fillActivities(c, 'visit_options', n) },
  projects: { table: 'projects', fill: (c, n) => fillActivities(c, 'projects', n) },
  tasks: { table: 'tasks', fill: (c, n) => fillActivities(c, 'tasks', n) },
  vacancies: { table: 'vacancies', fill: (c, n) => fillActivities(c, 'vacancies', n) },
  news: { table: 'news', fill: fillNews },
  posts: { table: 'publications', fill: fillPublications },
  academy: { table: 'courses', fill: fillCourses },
  work: { table: 'applications', fill: fillWork },
};

/** Owners first: organizations and volunteers own activities and publications, volunteers lead groups; the work on events last. */
const SEED_ORDER = Object.keys(SEEDS) as Kind[];

/**
 * The benchmark's own people: its organization and partner organization (the first owners of
 * activities), and signed-in callers whose lists differ: a volunteer, a pro bono volunteer
 * (design, IT, marketing) and a trainee. Gives their ids and the password's hash.
 */
async function ensureUsers(sequelize: Sequelize): Promise<{ partner: number; user: number; passwordHash: string }> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  await exec(
    sequelize,
    `INSERT INTO users (email, password_hash, role, name, is_active, is_verified, locale, created_at, updated_at)
     VALUES ('volunteer@bench.hashar.uz', $1, 'volon', 'Bench volunteer', true, true, 'ru', now(), now()),
            ('probono@bench.hashar.uz', $1, 'volon', 'Bench pro bono', true, true, 'ru', now(), now()),
            ('trainee@bench.hashar.uz', $1, 'trainee', 'Bench trainee', true, true, 'uz', now(), now()),
            ('organizer@bench.hashar.uz', $1, 'organization', 'Bench organizer', true, true, 'ru', now(), now()),
            ('admin@bench.hashar.uz', $1, 'admin', 'Bench admin', true, true, 'ru', now(), now())
     ON CONFLICT (email) DO NOTHING`,
    [passwordHash],
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
  const ensureOrg = async (name: string) => {
    const [found] = await run<{ id: number }>(sequelize, 'SELECT id FROM organizations WHERE name = $1 ORDER BY id LIMIT 1', [name]);
    if (found) return found.id;
    const made = await exec<{ id: number }>(sequelize, `INSERT INTO organizations (name, is_verified) VALUES ($1, true) RETURNING id`, [
      name,
    ]);
    return firstRow(made, `organization ${name}`).id;
  };
  // The organizer runs the benchmark organization's CRM.
  await exec(
    sequelize,
    `INSERT INTO organization_staff (organization_id, user_id, role)
     SELECT $1, id, 'owner' FROM users WHERE email = 'organizer@bench.hashar.uz' ON CONFLICT DO NOTHING`,
    [await ensureOrg('Benchmark organization')],
  );
  const partner = await ensureOrg('Benchmark partner');
  const users = await run<{ id: number }>(sequelize, `SELECT id FROM users WHERE email = 'volunteer@bench.hashar.uz'`, []);
  return { partner, user: firstRow(users, 'the bench volunteer').id, passwordHash };
}

/** What seeding found and did for a kind. */
export interface Seeded {
  atStart: number;
  added: number;
}

/**
 * Fills each kind to TOTAL rows (one transaction per kind), printing per kind the rows found at
 * start and those added, then refreshes the planner's statistics.
 */
export async function seed(sequelize: Sequelize, kinds: readonly Kind[]): Promise<Map<Kind, Seeded>> {
  const { partner, user, passwordHash } = await ensureUsers(sequelize);
  const seeded = new Map<Kind, Seeded>();
  for (const kind of SEED_ORDER.filter((k) => kinds.includes(k))) {
    const started = Date.now();
    const { table, fill } = SEEDS[kind];
    const [{ n } = { n: 0 }] = await run<{ n: number }>(sequelize, `SELECT count(*)::int AS n FROM ${table}`, []);
    const missing = Math.max(0, TOTAL - n);
    // A million rows take longer than the app's statement timeout (30 s).
    if (missing)
      await sequelize.transaction(async (t) => {
        await exec(sequelize, 'SET LOCAL statement_timeout = 0', [], t);
        await fill({ sequelize, t, partner, user }, missing, passwordHash);
      });
    seeded.set(kind, { atStart: n, added: missing });
    const took = missing ? `, ${missing} added in ${((Date.now() - started) / 1000).toFixed(1)} s` : '';
    process.stdout.write(`${kind}: ${n} rows at start${took}\n`);
  }
  // The activities' places (a database filled before they existed gets them too).
  for (const table of ['events', 'visit_options', 'projects', 'tasks', 'vacancies'] as const) {
    if (!kinds.includes(table === 'visit_options' ? 'visits' : table)) continue;
    await sequelize.transaction(async (t) => {
      await exec(sequelize, 'SET LOCAL statement_timeout = 0', [], t);
      await placeActivities(sequelize, t, table);
    });
  }
  // Autovacuum would do this on a live server; freshly filled tables need it for index-only counts
  // (and fresh statistics for indexes a migration just added).
  const added = [...seeded.values()].some((s) => s.added > 0);
  await exec(sequelize, added ? 'VACUUM ANALYZE' : 'ANALYZE', []);
  return seeded;
}
