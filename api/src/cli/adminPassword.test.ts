import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { seedAdmin } from '../../../seeders/admin';
import { hashPassword } from '../lib/passwords';
import { useTestApp } from '../test/app';

const ROOT = path.resolve(__dirname, '../../..');
const CLI = path.join(ROOT, 'api/dist/api/src/cli/adminPassword.js');

// Building the API (when stale) and starting the command take a while on a busy machine.
jest.setTimeout(180_000);

/** Runs `npm run admin:password` (the built command) on the test database; its exit code and output. */
function adminPassword(databaseUrl: string, env: NodeJS.ProcessEnv = {}): { status: number | null; out: string } {
  const run = spawnSync(process.execPath, [CLI], {
    cwd: ROOT,
    encoding: 'utf8',
    env: {
      PATH: process.env['PATH'],
      DATABASE_URL: databaseUrl,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'hashar-cli-')),
      LOG_LEVEL: 'silent',
      ...env,
    },
  });
  return { status: run.status, out: run.stdout + run.stderr };
}

const signIn = (app: Parameters<typeof request>[0], username: string, password: string) =>
  request(app).post('/api/user/login').send({ username, password });

describe('npm run admin:password', () => {
  const ctx = useTestApp();
  beforeAll(() => {
    execFileSync(process.execPath, [path.join(ROOT, 'scripts/ensure-built.mjs'), 'api'], { cwd: ROOT, stdio: 'pipe' });
  });

  it('refuses clearly while there is no admin account', () => {
    const { status, out } = adminPassword(ctx.db.url);
    expect(status).toBe(1);
    expect(out).toContain('admin:password failed: there is no admin account yet: run `npm start` once, it creates one');
  });

  it('prints the first start banner with the e-mail, the password and how to reset it', async () => {
    const printed: string[] = [];
    await seedAdmin(ctx.db.sequelize, { isProduction: false, hashPassword, report: (m) => printed.push(m) });
    const shown = printed.join('');
    expect(shown).toMatch(/^\n\+-+\+\n\| Hashar: the admin account was created +\|\n/);
    expect(shown).toContain('| E-mail:   admin@example.com');
    expect(shown).toContain('npm run admin:password sets a new one');
    const password = /Password: (\S+)/.exec(shown)![1]!;
    await signIn(ctx.app, 'admin@example.com', password).expect(200);
  });

  it('gives the first admin a new random password in a banner; the old one stops working', async () => {
    const { status, out } = adminPassword(ctx.db.url);
    expect(status).toBe(0);
    expect(out).toContain('| Hashar: the admin has a new password');
    expect(out).toContain('| E-mail:   admin@example.com');
    const password = /Password: (\S+)/.exec(out)![1]!;
    expect(password).toMatch(/^[\w-]{16}$/);
    await signIn(ctx.app, 'admin@example.com', password).expect(200);

    const again = adminPassword(ctx.db.url);
    expect(again.status).toBe(0);
    const next = /Password: (\S+)/.exec(again.out)![1]!;
    expect(next).not.toBe(password);
    await signIn(ctx.app, 'admin@example.com', password).expect(401);
    await signIn(ctx.app, 'admin@example.com', next).expect(200);
  });

  it('sets ADMIN_PASSWORD when given, without printing it, and names an unknown ADMIN_EMAIL', async () => {
    const { status, out } = adminPassword(ctx.db.url, { ADMIN_PASSWORD: 'Chosen-by-me-2026' });
    expect(status).toBe(0);
    expect(out).toContain('Password: (the one in ADMIN_PASSWORD)');
    expect(out).not.toContain('Chosen-by-me-2026');
    await signIn(ctx.app, 'admin@example.com', 'Chosen-by-me-2026').expect(200);

    const wrong = adminPassword(ctx.db.url, { ADMIN_EMAIL: 'boss@hashar.uz', ADMIN_PASSWORD: 'Chosen-by-me-2026' });
    expect(wrong.status).toBe(1);
    expect(wrong.out).toContain('admin:password failed: no admin account has the e-mail boss@hashar.uz (ADMIN_EMAIL)');
  });
});
