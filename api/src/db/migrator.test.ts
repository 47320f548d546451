import type { Sequelize } from 'sequelize';
import { QueryTypes } from 'sequelize';
import { seedAdmin } from '../../../seeders/admin';
import { seedReference } from '../../../seeders/reference';
import { DISTRICTS } from '../../../seeders/districts';
import { seedDemo, DEMO_USERS } from '../../../seeders/demo';
import { seedDemoEvents } from '../../../seeders/demoEvents';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { withMigrationLock } from './index';
import fs from 'node:fs';
import path from 'node:path';
import { migrate } from './migrator';

/** Every migration of the repository, in order. */
const ALL = fs
  .readdirSync(path.join(__dirname, '../../../migrations'))
  .filter((f) => f.endsWith('.ts'))
  .map((f) => f.replace(/\.ts$/, ''))
  .sort();

/** Tables, columns and indexes of the public schema: what a migration run may change. */
async function schemaSnapshot(sequelize: Sequelize): Promise<unknown[]> {
  const columns = await sequelize.query(
    `SELECT table_name, column_name, data_type, is_nullable, column_default
       FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, column_name`,
    { type: QueryTypes.SELECT },
  );
  const indexes = await sequelize.query(
    `SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname`,
    { type: QueryTypes.SELECT },
  );
  return [...columns, ...indexes];
}

async function tableRows(sequelize: Sequelize, table: string): Promise<unknown[]> {
  return sequelize.query(`SELECT * FROM ${table} ORDER BY id`, { type: QueryTypes.SELECT });
}

const REFERENCE_TABLES = ['regions', 'directions', 'task_categories', 'probono_directions', 'volunteer_types', 'districts'];

describe('migrations and seeders', () => {
  let db: TestDatabase;
  beforeEach(async () => {
    db = await createTestDatabase();
  });
  afterEach(async () => {
    await db.drop();
  });

  it('apply to an empty database, and a second run changes nothing', async () => {
    const first = await migrate(db.sequelize);
    expect(first).toEqual(ALL);
    expect(first[0]).toBe('20261121000001-reference-data-and-users');
    const before = await schemaSnapshot(db.sequelize);
    expect(before.length).toBeGreaterThan(20);

    const second = await migrate(db.sequelize);
    expect(second).toEqual([]);
    expect(await schemaSnapshot(db.sequelize)).toEqual(before);
  });

  it('serialise parallel runs with an advisory lock, so each migration runs once', async () => {
    const runs = await Promise.all([1, 2, 3].map(() => withMigrationLock(db.sequelize, () => migrate(db.sequelize))));
    expect(runs.flat()).toEqual(ALL);
  });

  it('seed the reference lists, and seeding twice gives the same rows', async () => {
    await migrate(db.sequelize);
    const added = await seedReference(db.sequelize);
    expect(added).toEqual({
      regions: 14,
      directions: 17,
      task_categories: 14,
      probono_directions: 12,
      volunteer_types: 10,
      districts: DISTRICTS.length,
    });
    const snapshot = await Promise.all(REFERENCE_TABLES.map((t) => tableRows(db.sequelize, t)));

    expect(await seedReference(db.sequelize)).toEqual({
      regions: 0,
      directions: 0,
      task_categories: 0,
      probono_directions: 0,
      volunteer_types: 0,
      districts: 0,
    });
    expect(await Promise.all(REFERENCE_TABLES.map((t) => tableRows(db.sequelize, t)))).toEqual(snapshot);
  });

  it('never overwrite a reference row an admin renamed', async () => {
    await migrate(db.sequelize);
    await seedReference(db.sequelize);
    await db.sequelize.query(`UPDATE directions SET name_ru = 'Помощь животным' WHERE key = 'animals'`);
    await seedReference(db.sequelize);
    const [row] = await db.sequelize.query<{ name_ru: string }>(`SELECT name_ru FROM directions WHERE key = 'animals'`, {
      type: QueryTypes.SELECT,
    });
    expect(row?.name_ru).toBe('Помощь животным');
  });

  it('create the first admin once, with an argon2id hash, and never change it after', async () => {
    await migrate(db.sequelize);
    const reports: string[] = [];
    const opts = { isProduction: false, hashPassword, report: (m: string) => reports.push(m) };
    expect(await seedAdmin(db.sequelize, opts)).toBe(true);
    expect(await seedAdmin(db.sequelize, opts)).toBe(false);
    expect(reports).toHaveLength(1);
    const password = /Password: (\S+)/.exec(reports[0]!)?.[1];
    expect(password).toBeTruthy();

    const admins = await db.sequelize.query<{ email: string; role: string; password_hash: string; is_active: boolean }>(
      `SELECT email, role, password_hash, is_active FROM users`,
      { type: QueryTypes.SELECT },
    );
    expect(admins).toHaveLength(1);
    expect(admins[0]).toMatchObject({ email: 'admin@example.com', role: 'admin', is_active: true });
    expect(admins[0]!.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admins[0]!.password_hash, password!)).toBe(true);
  });

  it('take the admin from ADMIN_EMAIL/ADMIN_PASSWORD, and create none in production without them', async () => {
    await migrate(db.sequelize);
    const reports: string[] = [];
    const base = { hashPassword, report: (m: string) => reports.push(m) };
    expect(await seedAdmin(db.sequelize, { ...base, isProduction: true })).toBe(false);
    expect(reports[0]).toContain('ADMIN_EMAIL is not set');
    expect(await seedAdmin(db.sequelize, { ...base, isProduction: true, email: 'Boss@Hashar.UZ', password: 'long-secret-1' })).toBe(true);
    expect(reports[1]).not.toContain('long-secret-1');
    const [admin] = await db.sequelize.query<{ email: string; password_hash: string }>(`SELECT email, password_hash FROM users`, {
      type: QueryTypes.SELECT,
    });
    expect(admin?.email).toBe('boss@hashar.uz');
    expect(await verifyPassword(admin!.password_hash, 'long-secret-1')).toBe(true);
  });

  it('add the demo accounts once, each in its region', async () => {
    await migrate(db.sequelize);
    await seedReference(db.sequelize);
    expect(await seedDemo(db.sequelize, hashPassword)).toBe(DEMO_USERS.length);
    expect(await seedDemo(db.sequelize, hashPassword)).toBe(0);
    const rows = await db.sequelize.query<{ n: string }>(
      `SELECT count(*) AS n FROM users WHERE email LIKE '%@demo.hashar.uz' AND region_id IS NOT NULL`,
      { type: QueryTypes.SELECT },
    );
    expect(Number(rows[0]?.n)).toBe(DEMO_USERS.length);
  });

  it('add demo events, visit offers and verified hours once', async () => {
    await migrate(db.sequelize);
    await seedReference(db.sequelize);
    await seedDemo(db.sequelize, hashPassword);
    expect(await seedDemoEvents(db.sequelize)).toBeGreaterThan(10);
    expect(await seedDemoEvents(db.sequelize)).toBe(0);
    const [counts] = await db.sequelize.query<{
      approved: string;
      regions: string;
      visits: string;
      groups: string;
      points: string;
      hours: string;
    }>(
      `SELECT (SELECT count(*) FROM events WHERE moderation = 'approved') AS approved,
              (SELECT count(DISTINCT region_id) FROM events) AS regions,
              (SELECT count(*) FROM visit_options) AS visits,
              (SELECT count(*) FROM event_groups) AS groups,
              (SELECT COALESCE(sum(delta), 0) FROM points_ledger) AS points,
              (SELECT COALESCE(sum(hours), 0) FROM hours_records) AS hours`,
      { type: QueryTypes.SELECT },
    );
    expect(Number(counts!.approved)).toBeGreaterThan(10);
    expect(Number(counts!.regions)).toBeGreaterThan(8);
    expect(Number(counts!.visits)).toBe(3);
    expect(Number(counts!.groups)).toBe(2);
    expect(Number(counts!.points)).toBe(Number(counts!.hours) * 10);
    expect(Number(counts!.hours)).toBeGreaterThan(0);
  });

  it('refuse an upper-case email or an unknown role at the database level', async () => {
    await migrate(db.sequelize);
    await expect(db.sequelize.query(`INSERT INTO users (email, password_hash, role) VALUES ('A@B.UZ', 'x', 'volon')`)).rejects.toThrow(
      /users_email_lowercase/,
    );
    await expect(db.sequelize.query(`INSERT INTO users (email, password_hash, role) VALUES ('a@b.uz', 'x', 'superuser')`)).rejects.toThrow(
      /users_role_known/,
    );
  });
});
