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

function adminUrl(): string {
  const url = process.env['HASHAR_TEST_ADMIN_URL'];
  if (!url) throw new Error('HASHAR_TEST_ADMIN_URL is not set: run the tests through jest (globalSetup).');
  return url;
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates an empty, uniquely named database; drop() closes the pool and removes it. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `hashar_test_${process.env['JEST_WORKER_ID'] ?? '0'}_${crypto.randomBytes(5).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
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
