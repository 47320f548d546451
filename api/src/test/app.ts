import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { Express } from 'express';
import { createApp } from '../app';
import { migrate } from '../db/migrator';
import { seedReference } from '../../../seeders/reference';
import { createTestDatabase, type TestDatabase } from './db';

export const silentLogger = pino({ level: 'silent' });

/** Folders standing in for the two front-end builds, for tests of the page serving. */
export function fakeFrontends(): { publicWeb: string; backoffice: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hashar-web-'));
  const publicWeb = path.join(root, 'public-web');
  const backoffice = path.join(root, 'backoffice');
  fs.mkdirSync(path.join(publicWeb, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(backoffice, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(publicWeb, 'index.html'), '<!doctype html><html lang="ru"><body>public</body></html>');
  fs.writeFileSync(path.join(publicWeb, 'assets', 'main-abc.js'), 'console.log(1)');
  fs.writeFileSync(path.join(backoffice, 'index.html'), '<!doctype html><html lang="ru"><title>Admin panel</title></html>');
  return { publicWeb, backoffice };
}

/** A migrated, seeded database of its own and an app over it. */
export async function createTestApp(): Promise<{ app: Express; db: TestDatabase }> {
  const db = await createTestDatabase();
  await migrate(db.sequelize);
  await seedReference(db.sequelize);
  const app = createApp({ sequelize: db.sequelize, logger: silentLogger, frontends: fakeFrontends() });
  return { app, db };
}

/** Gives a describe block its own app and database, created before and dropped after its tests. */
export function useTestApp(): { app: Express; db: TestDatabase } {
  const ctx = {} as { app: Express; db: TestDatabase };
  beforeAll(async () => {
    Object.assign(ctx, await createTestApp());
  });
  afterAll(async () => {
    await ctx.db?.drop();
  });
  return ctx;
}
