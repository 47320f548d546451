import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded';
import { RUN_ID_VAR } from './db';
import { freePort } from './ports';

/** Where workers find the server: a URL whose database may create and drop databases. */
export const ADMIN_URL_VAR = 'HASHAR_TEST_ADMIN_URL';

/**
 * Uses TEST_DATABASE_URL's server when given; otherwise starts a throw-away embedded
 * PostgreSQL in a temporary folder for this test run.
 */
export default async function globalSetup(): Promise<void> {
  // Names this run's template database (api/src/test/db.ts), apart from any other run on the same server.
  process.env[RUN_ID_VAR] = `${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  const given = process.env['TEST_DATABASE_URL'];
  if (given) {
    process.env[ADMIN_URL_VAR] = given;
    return;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashar-test-'));
  fs.chmodSync(dataDir, 0o755);
  const logger = pino({ level: 'warn' });
  const server = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'postgres', logger });
  process.env[ADMIN_URL_VAR] = server.adminUrl;
  (globalThis as { __hasharTestPg?: { server: EmbeddedPostgres; dataDir: string } }).__hasharTestPg = { server, dataDir };
}
