import fs from 'node:fs';

/** Another Hashar process already holds the data folder. */
export class AlreadyRunningError extends Error {
  constructor(
    readonly pid: number,
    readonly lockFile: string,
  ) {
    super(
      `Hashar is already running (process ${pid}) with the data folder ${lockFile.replace(/[/\\][^/\\]+$/, '')}.\n` +
        `Stop it first (Ctrl-C in its terminal, or: kill ${pid}), or give this one its own database ` +
        `with DATABASE_URL or DATA_DIR and EMBEDDED_PG_PORT.`,
    );
    this.name = 'AlreadyRunningError';
  }
}

/** True when a process with this id exists (signal 0 only checks). */
export function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Reads the process id recorded in a lock file, or null. */
export function readLockPid(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockFile, 'utf8').trim(), 10);
    return Number.isInteger(pid) ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes the lock file for this process. A lock left by a dead process is taken over;
 * a lock held by a live one throws AlreadyRunningError. Returns the release function.
 */
export function acquireLock(lockFile: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, `${process.pid}\n`, { flag: 'wx' });
      return () => {
        if (readLockPid(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readLockPid(lockFile);
      if (holder !== null && holder !== process.pid && isProcessAlive(holder)) {
        throw new AlreadyRunningError(holder, lockFile);
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockFile}`);
}
