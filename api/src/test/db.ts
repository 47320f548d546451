import crypto from 'node:crypto';
import pg from 'pg';
import type { Sequelize } from 'sequelize';
import { createSequelize } from '../db/sequelize';

/** A database of its own for one test file, on the test server. */
export interface TestDatabase {
  url: string;
  name: string;
  sequelize: Sequelize;
  drop(): Promise<void>;
}

/** Where workers find this run's id (set by globalSetup): it names the run's template database. */
export const RUN_ID_VAR = 'HASHAR_TEST_RUN';

function adminUrl(): string {
  const url = process.env['HASHAR_TEST_ADMIN_URL'];
  if (!url) throw new Error('HASHAR_TEST_ADMIN_URL is not set: run the tests through jest (globalSetup).');
  return url;
}

export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The name of this run's migrated template (globalSetup picks the run id; teardown drops it). */
export function templateName(): string {
  const run = process.env[RUN_ID_VAR];
  if (!run) throw new Error(`${RUN_ID_VAR} is not set: run the tests through jest (globalSetup).`);
  return `hashar_template_${run}`;
}

/**
 * Makes this run's template once — the first worker to ask migrates and seeds it under an
 * advisory lock, the others wait — so a test database is a copy, not a fresh migration.
 */
async function ensureTemplate(prepare: (db: TestDatabase) => Promise<void>): Promise<string> {
  const name = templateName();
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      const building = `${name}_building`;
      await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${building}`);
      const url = new URL(adminUrl());
      url.pathname = `/${building}`;
      const sequelize = createSequelize(url.toString(), { poolMax: 2 });
      try {
        await prepare({ url: url.toString(), name: building, sequelize, drop: async () => undefined });
      } finally {
        await sequelize.close();
      }
      await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    }
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
  } finally {
    await client.end();
  }
  return name;
}

/**
 * Creates a uniquely named database — empty, or a copy of this run's template that `prepare`
 * made once (migrated and seeded) — ; drop() closes the pool and removes it.
 */
export async function createTestDatabase(prepare?: (db: TestDatabase) => Promise<void>): Promise<TestDatabase> {
  const name = `hashar_test_${process.env['JEST_WORKER_ID'] ?? '0'}_${crypto.randomBytes(5).toString('hex')}`;
  const template = prepare ? ` TEMPLATE ${await ensureTemplate(prepare)}` : '';
  await adminQuery(`CREATE DATABASE ${name}${template}`);
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const sequelize = createSequelize(url.toString(), { poolMax: 5 });
  return {
    url: url.toString(),
    name,
    sequelize,
    async drop() {
      await sequelize.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
