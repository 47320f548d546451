import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireLock, AlreadyRunningError } from './lock';

describe('the data folder lock', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashar-lock-'));
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses clearly while another live process holds it', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      const lockFile = path.join(dir, 'hashar.lock');
      fs.writeFileSync(lockFile, `${other.pid}\n`);
      expect(() => acquireLock(lockFile)).toThrow(AlreadyRunningError);
      expect(() => acquireLock(lockFile)).toThrow(new RegExp(`already running \\(process ${other.pid}\\)`));
      expect(fs.readFileSync(lockFile, 'utf8').trim()).toBe(String(other.pid));
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that died, and releases it', () => {
    const lockFile = path.join(dir, 'hashar.lock');
    fs.writeFileSync(lockFile, '999999999\n');
    const release = acquireLock(lockFile);
    expect(fs.readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockFile)).toBe(false);
  });
});
