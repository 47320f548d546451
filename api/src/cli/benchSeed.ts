import type { Sequelize } from 'sequelize';
import { hashPassword } from '../lib/passwords';
import { exec, firstRow, run } from '../lists';
import { fillActivities, type FillContext } from './benchSeedActivities';
import { fillGroups, fillNews, fillOrganizations, fillPublications, fillVolunteers } from './benchSeedCommunity';

/**
 * The benchmark database of npm run bench and npm run bench:lists: BENCH_ROWS rows (default
 * 100 000) of each public list's kind, added set-based, so that a second run only tops a table up.
 */
export const TOTAL = Number(process.env['BENCH_ROWS'] ?? process.env['BENCH_EVENTS'] ?? 100_000);
/** The public lists, named by their address under /api. */
export const KINDS = ['events', 'visits', 'projects', 'tasks', 'vacancies', 'orgs', 'volons', 'initiatives', 'news', 'posts'] as const;
export type Kind = (typeof KINDS)[number];
export const BENCH_PASSWORD = 'bench-Hashar-2026';

/** Other names a list may be asked by. */
const ALIASES: Record<string, Kind> = { organizations: 'orgs', volunteers: 'volons', groups: 'initiatives', publications: 'posts' };

/** The kinds named (list names or their aliases; all when none); throws on a name it does not know. */
export function kindsNamed(names: readonly string[]): Kind[] {
  const kinds = names.map((name) => {
    const kind = ALIASES[name] ?? KINDS.find((k) => k === name);
    if (!kind) throw new Error(`unknown list "${name}": one of ${[...KINDS, ...Object.keys(ALIASES)].join(', ')}`);
    return kind;
  });
  return kinds.length ? [...new Set(kinds)] : [...KINDS];
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
};

/** Owners first: organizations and volunteers own activities and publications, volunteers lead groups. */
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
            ('trainee@bench.hashar.uz', $1, 'trainee', 'Bench trainee', true, true, 'uz', now(), now())
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
  await ensureOrg('Benchmark organization');
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
  // Autovacuum would do this on a live server; freshly filled tables need it for index-only counts
  // (and fresh statistics for indexes a migration just added).
  const added = [...seeded.values()].some((s) => s.added > 0);
  await exec(sequelize, added ? 'VACUUM ANALYZE' : 'ANALYZE', []);
  return seeded;
}
