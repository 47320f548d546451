/**
 * State lives only in PostgreSQL: two API processes (the built server, as `npm start`
 * runs it) on one database behind Debian's nginx with the repository's config, driven through
 * nginx at once — sign-up, the last places of a session, verifying hours and a rate limit.
 * Nothing is lost or doubled and the limit is shared.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import { QueryTypes, type Transaction } from 'sequelize';
import request from 'supertest';
import { migrate } from '../db/migrator';
import { RATE_LIMITS } from '../ratelimit';
import { seedReference } from '../../../seeders/reference';
import { activeAccount, signupForm } from '../test/accounts';
import { organizationAccount, volunteerAccount, type TestAccount } from '../test/activities';
import { TEST_JWT_SECRET } from '../test/app';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { createApprovedEvent } from '../test/events';
import { applyTo, sessionHeld, setState, whileHeld, whileLocked } from '../test/participation';
import { freePort } from '../test/ports';

const ROOT = path.resolve(__dirname, '../../..');
const NGINX = process.env['NGINX_PATH'] ?? '/usr/sbin/nginx';
const SERVER = path.join(ROOT, 'api/dist/api/src/server.js');

/** A started process and how to stop it (waits for its exit). */
interface Started {
  child: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

function start(command: string, args: string[], env: NodeJS.ProcessEnv): Started {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** Waits until GET url answers 200, failing with the process's output when it exits first or after 25 s. */
async function healthy(url: string, proc: Started): Promise<void> {
  const deadline = Date.now() + 25_000;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) throw new Error(`${url}: the process exited:\n${proc.output()}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer:\n${proc.output()}`);
}

/**
 * nginx's configuration for the test: deploy/nginx/hashar.conf itself, its upstream pointed at
 * the two processes, listening on a free port, each answer naming the process that gave it.
 */
function nginxConfig(dir: string, ports: { nginx: number; apps: [number, number] }): string {
  const replacements: [string, string][] = [
    ['server app1:3000', `server 127.0.0.1:${ports.apps[0]}`],
    ['server app2:3000', `server 127.0.0.1:${ports.apps[1]}`],
    ['listen 80;', `listen 127.0.0.1:${ports.nginx};`],
    ['location / {', 'location / {\n        add_header X-Upstream $upstream_addr always;'],
  ];
  let site = fs.readFileSync(path.join(ROOT, 'deploy/nginx/hashar.conf'), 'utf8');
  for (const [from, to] of replacements) {
    if (!site.includes(from)) throw new Error(`deploy/nginx/hashar.conf no longer has "${from}": update this test`);
    site = site.replace(from, to);
  }
  fs.writeFileSync(path.join(dir, 'hashar.conf'), site);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t}_temp_path ${dir}/${t};`).join('\n  ');
  const conf = `${process.getuid?.() === 0 ? 'user root root;\n' : ''}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  ${temp}
  include ${dir}/hashar.conf;
}
`;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
  return path.join(dir, 'nginx.conf');
}

describe('two API processes on one database behind nginx', () => {
  let db: TestDatabase;
  let dir: string;
  const procs: Started[] = [];
  let base: string;
  /** supertest takes a URL as well as an app: the shared helpers drive nginx. */
  let target: Express;
  let apps: [number, number];
  let org: TestAccount;
  let vols: TestAccount[] = [];
  const sql = <T extends object>(text: string, bind: unknown[] = []) => db.sequelize.query<T>(text, { bind, type: QueryTypes.SELECT });
  const count = async (text: string, bind: unknown[] = []) => Number((await sql<{ n: string }>(text, bind))[0]!.n);
  /** The app ports that answered these responses (nginx's X-Upstream). */
  const upstreams = (responses: { headers: Record<string, string> }[]) =>
    new Set(responses.map((r) => Number(r.headers['x-upstream']?.split(':').pop())));

  beforeAll(async () => {
    if (!fs.existsSync(NGINX)) throw new Error(`nginx is missing at ${NGINX}: run bash scripts/ensure-nginx.sh (apt-get install -y nginx)`);
    try {
      execFileSync(process.execPath, [path.join(ROOT, 'scripts/ensure-built.mjs'), 'api'], { cwd: ROOT, stdio: 'pipe' });
    } catch (err) {
      const { stdout, stderr } = err as { stdout?: Buffer; stderr?: Buffer };
      throw new Error(`building the API failed:\n${String(stdout ?? '')}${String(stderr ?? '')}`);
    }
    db = await createTestDatabase(async (template) => {
      await migrate(template.sequelize);
      await seedReference(template.sequelize);
    });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashar-scaleout-'));
    fs.chmodSync(dir, 0o755);
    apps = [await freePort(), await freePort()];
    const nginxPort = await freePort();
    base = `http://127.0.0.1:${nginxPort}`;
    target = base as unknown as Express;
    const env = (port: number): NodeJS.ProcessEnv => ({
      PATH: process.env['PATH'],
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: db.url,
      DB_POOL_MAX: '8',
      // One secret for both: a token or a captcha made by one process is checked by the other.
      JWT_SECRET: TEST_JWT_SECRET,
      // One data folder for both: uploads are shared (or in the S3-compatible store).
      DATA_DIR: path.join(dir, 'data'),
      LOG_LEVEL: 'warn',
      DEV_MAILBOX: 'true',
      TRUST_PROXY: 'loopback',
    });
    for (const port of apps) procs.push(start(process.execPath, [SERVER], env(port)));
    await Promise.all(apps.map((port, i) => healthy(`http://127.0.0.1:${port}/api/health`, procs[i]!)));
    const conf = nginxConfig(dir, { nginx: nginxPort, apps });
    procs.push(start(NGINX, ['-p', `${dir}/`, '-c', conf, '-e', `${dir}/error.log`, '-g', 'daemon off;'], { PATH: process.env['PATH'] }));
    await healthy(`${base}/api/health`, procs[2]!);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(procs.map((p) => p.stop()));
    await db?.drop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }, 20_000);

  it('signs people up through both processes at once: every account once, a doubled address refused', async () => {
    const made = await Promise.all([
      organizationAccount(target, db, 'Организация двух процессов'),
      ...Array.from({ length: 6 }, (_, i) => volunteerAccount(target, db, `Волонтёр ${i}`)),
    ]);
    [org, ...vols] = made as [TestAccount, ...TestAccount[]];
    expect(new Set(made.map((a) => a.id)).size).toBe(7);
    expect(await count('SELECT count(*) AS n FROM users WHERE id = ANY($1::int[])', [made.map((a) => a.id)])).toBe(7);
    // Each confirmation letter was queued once, whichever process took the request.
    const emails = made.map((a) => a.email.toLowerCase());
    expect(
      await count(`SELECT count(*) AS n FROM mail_messages WHERE to_address = ANY($1::text[]) AND template = 'activation'`, [emails]),
    ).toBe(7);

    // One address sent twice at once (a captcha each): one account.
    const first = await signupForm(target);
    const second = await signupForm(target, { username: first.username });
    const both = await Promise.all([first, second].map((form) => request(base).post('/api/user/registration').send(form)));
    expect(both.map((r) => r.status).filter((s) => s === 201)).toHaveLength(1);
    expect(await count('SELECT count(*) AS n FROM users WHERE lower(email) = lower($1)', [first.username])).toBe(1);
  });

  it('the last places of a session: exactly capacity pending, no application twice, withdrawals promote exactly', async () => {
    const {
      sessionIds: [sessionId],
    } = await createApprovedEvent(db, org.organizationId!, { titleRu: 'Два процесса', sessions: [2] });
    const applied = await whileLocked(db, 'visit_sessions', sessionId!, vols.length, () =>
      Promise.all(vols.map((v) => applyTo(target, v, sessionId!))),
    );
    expect(applied.map((r) => r.status)).toEqual(vols.map(() => 201));
    expect(upstreams(applied)).toEqual(new Set(apps));
    const states = applied.map((r) => r.body.state as string);
    expect(states.filter((s) => s === 'pending')).toHaveLength(2);
    expect(states.filter((s) => s === 'waitlisted')).toHaveLength(4);

    const again = await Promise.all(vols.map((v) => applyTo(target, v, sessionId!)));
    expect(again.map((r) => r.status)).toEqual(vols.map(() => 409));
    expect(await count('SELECT count(*) AS n FROM applications WHERE session_id = $1', [sessionId])).toBe(vols.length);

    // Both holders of a place withdraw at once: two waitlisted move up, no more.
    const holders = applied.filter((r) => r.body.state === 'pending');
    const owner = (id: number) => vols[applied.findIndex((r) => r.body.id === id)]!;
    const withdrawn = await Promise.all(
      holders.map((r) =>
        request(base)
          .post(`/api/applications/${r.body.id}/withdraw`)
          .set(owner(r.body.id as number).auth),
      ),
    );
    expect(withdrawn.map((r) => r.status)).toEqual([200, 200]);
    const byState = await sql<{ state: string; n: string }>(
      'SELECT state, count(*) AS n FROM applications WHERE session_id = $1 GROUP BY state ORDER BY state',
      [sessionId],
    );
    expect(Object.fromEntries(byState.map((r) => [r.state, Number(r.n)]))).toEqual({ pending: 2, waitlisted: 2, withdrawn: 2 });
  });

  it('verifying hours twice at once through both processes pays once: one 200, one 409', async () => {
    const {
      sessionIds: [sessionId],
    } = await createApprovedEvent(db, org.organizationId!, { titleRu: 'Часы', sessions: [5] });
    const id = (await applyTo(target, vols[0]!, sessionId!).expect(201)).body.id as number;
    await setState(db, id, 'accepted');
    // Hours are verified once the shift has ended (common/hours.ts).
    await sessionHeld(db, { sessionId: sessionId! });
    const verify = () => request(base).post(`/api/crm/applications/${id}/verify`).set(org.auth).send({ hours: 4 });
    const results = await whileLocked(db, 'applications', id, 2, () => Promise.all([verify(), verify()]));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await count('SELECT count(*) AS n FROM points_ledger WHERE user_id = $1', [vols[0]!.id])).toBe(1);
  });

  it('reminders: both processes run the due ones at the same moment (POST /api/dev/reminders/run), the volunteer hears once', async () => {
    // A shift in ten days, the clock of both runs an hour before it (the processes' own 5-minute job never reaches it).
    const startsAt = new Date(Date.now() + 10 * 24 * 3_600_000);
    const {
      sessionIds: [sessionId],
    } = await createApprovedEvent(db, org.organizationId!, { titleRu: 'Напоминание двум процессам', startsAt });
    const vol = vols[5]!;
    const id = (await applyTo(target, vol, sessionId!).expect(201)).body.id as number;
    await setState(db, id, 'accepted');
    const now = new Date(startsAt.getTime() - 3_600_000).toISOString();
    // The reminder's row is held here until both processes wait on it: their runs really meet.
    const hold = (transaction: Transaction) =>
      db.sequelize
        .query(`INSERT INTO reminders_sent (kind, subject_id, user_id) VALUES ('shift_2h', $1, $2)`, { bind: [id, vol.id], transaction })
        .then(() => undefined);
    const race = () => Promise.all(apps.map((port) => request(`http://127.0.0.1:${port}`).post('/api/dev/reminders/run').send({ now })));
    const runs = await whileHeld(db, hold, 2, race, 'rollback');
    expect(runs.map((r) => r.status)).toEqual([200, 200]);
    expect(runs.map((r) => r.body.sent.shift_2h).sort()).toEqual([0, 1]);
    expect(await count(`SELECT count(*) AS n FROM notifications WHERE user_id = $1 AND kind = 'shift_reminder'`, [vol.id])).toBe(1);
    const letters = `SELECT count(*) AS n FROM mail_messages WHERE to_address = $1 AND subject = 'Напоминание: смена через 1 час — Хашар'`;
    expect(await count(letters, [vol.email.toLowerCase()])).toBe(1);
  });

  it('a rate limit is shared: logins spread over both processes meet 429 at the same count as on one', async () => {
    // The account logged in once when it was made; the limit counts per address and username.
    const { form } = await activeAccount(target, { name: 'Лимит Входов' });
    const attempts = RATE_LIMITS.login.points + 4;
    const results = await Promise.all(
      Array.from({ length: attempts }, () =>
        request(base).post('/api/user/login').send({ username: form.username, password: form.password }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(RATE_LIMITS.login.points - 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(attempts - RATE_LIMITS.login.points + 1);
    expect(upstreams(results)).toEqual(new Set(apps));
  });
});
