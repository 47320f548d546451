import fs from 'node:fs';
import type { EmbeddedPostgres } from '../db/embedded';
import { adminQuery, templateName } from './db';

/** Drops this run's template database, then stops the embedded test server and deletes its folder. */
export default async function globalTeardown(): Promise<void> {
  await adminQuery(`DROP DATABASE IF EXISTS ${templateName()} WITH (FORCE)`);
  const state = (globalThis as { __hasharTestPg?: { server: EmbeddedPostgres; dataDir: string } }).__hasharTestPg;
  if (!state) return;
  await state.server.stop();
  fs.rmSync(state.dataDir, { recursive: true, force: true });
}
