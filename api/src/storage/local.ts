import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { UPLOADS_URL, type FileStorage } from './types';

const NAME = /^[A-Za-z][A-Za-z0-9]{0,31}$/;
const EXT = /^[a-z0-9]{1,5}$/;

/** Files on the local disk under `dir`/<kind>/<uuid>.<ext>, served at /uploads/<kind>/<uuid>.<ext>. */
export function createLocalStorage(dir: string): FileStorage {
  const urlPattern = new RegExp(`^${UPLOADS_URL}/([A-Za-z][A-Za-z0-9]{0,31})/([0-9a-f-]{36}\\.[a-z0-9]{1,5})$`);
  return {
    async save(kind, data, ext) {
      if (!NAME.test(kind) || !EXT.test(ext)) throw new Error(`bad upload kind or extension: ${kind} ${ext}`);
      const name = `${randomUUID()}.${ext}`;
      await fs.mkdir(path.join(dir, kind), { recursive: true });
      await fs.writeFile(path.join(dir, kind, name), data, { flag: 'wx', mode: 0o644 });
      return `${UPLOADS_URL}/${kind}/${name}`;
    },
    async remove(url) {
      // Only names this store made are touched, so a URL can never reach outside `dir`.
      const match = urlPattern.exec(url);
      if (!match) return;
      await fs.rm(path.join(dir, match[1]!, match[2]!), { force: true });
    },
    async size(url) {
      const match = urlPattern.exec(url);
      if (!match) return null;
      const stat = await fs.stat(path.join(dir, match[1]!, match[2]!)).catch(() => null);
      return stat?.isFile() ? stat.size : null;
    },
  };
}
