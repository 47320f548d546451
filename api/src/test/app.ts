import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import express, { type Express } from 'express';
import { createApp } from '../app';
import { loadConfig, type Config } from '../config';
import { createMailer } from '../mail';
import { migrate } from '../db/migrator';
import { seedReference } from '../../../seeders/reference';
import { createTestDatabase, type TestDatabase } from './db';
import { checkAnswers } from './contract';

export const silentLogger = pino({ level: 'silent' });

/** The JWT secret of test apps (tests forge tokens with it); random-looking, so production configs accept it too. */
export const TEST_JWT_SECRET = 'b92+oZ80YidcyC/KtA9fVK67FWbgHk5F0jpLG3hyDMNZ';

/** Configuration of a test app: its own temporary data and outbox folders. */
export function testConfig(env: NodeJS.ProcessEnv = {}): Config {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashar-data-'));
  return loadConfig({
    NODE_ENV: 'test',
    PORT: '3000',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    DEV_MAILBOX: 'true',
    // Tests read their own changes at once; listCache.test.ts turns the list cache on.
    LIST_CACHE_SECONDS: '0',
    ...env,
  });
}

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

/** A migrated, seeded database of its own and an app over it (`inner`: the app createApp built, for walking its routes). */
export async function createTestApp(env: NodeJS.ProcessEnv = {}): Promise<{ app: Express; db: TestDatabase; inner: Express }> {
  const db = await createTestDatabase(async (template) => {
    await migrate(template.sequelize);
    await seedReference(template.sequelize);
  });
  const config = testConfig(env);
  // The worker is not started: messages stay queued in mail_messages, where /api/dev/mail reads them.
  const mailer = createMailer({ config, databaseUrl: db.url, sequelize: db.sequelize, logger: silentLogger });
  const inner = createApp({ config, sequelize: db.sequelize, logger: silentLogger, mailer, frontends: fakeFrontends() });
  // Each request comes from a client address of its own unless the test sets X-Forwarded-For,
  // so per-IP rate limits only bite in the tests that aim at them; the development mailbox is
  // read from this machine, as a developer or a browser test does.
  const app = express();
  app.use((req, _res, next) => {
    if (!req.url.startsWith('/api/dev/'))
      req.headers['x-forwarded-for'] ??= `198.51.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}`;
    next();
  });
  // Every answer is checked against the common type its route declares (a mismatch fails the test).
  app.use(checkAnswers);
  app.use(inner);
  return { app, db, inner };
}

/** Gives a describe block its own app and database, created before and dropped after its tests. */
export function useTestApp(env: NodeJS.ProcessEnv = {}): { app: Express; db: TestDatabase } {
  const ctx = {} as { app: Express; db: TestDatabase };
  beforeAll(async () => {
    Object.assign(ctx, await createTestApp(env));
  });
  afterAll(async () => {
    await ctx.db?.drop();
  });
  return ctx;
}
