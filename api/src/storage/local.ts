import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { UPLOADS_URL, type FileStorage, type IncomingFile } from './types';

const NAME = /^[A-Za-z][A-Za-z0-9]{0,31}$/;
const EXT = /^[a-z0-9]{1,5}$/;
/** Files being received: a dot folder, so the static server never serves them. */
export const INCOMING_FOLDER = '.incoming';

function checkName(kind: string, ext: string): void {
  if (!NAME.test(kind) || !EXT.test(ext)) throw new Error(`bad upload kind or extension: ${kind} ${ext}`);
}

/** Files on the local disk under `dir`/<kind>/<uuid>.<ext>, served at /uploads/<kind>/<uuid>.<ext>. */
export function createLocalStorage(dir: string): FileStorage {
  const urlPattern = new RegExp(`^${UPLOADS_URL}/([A-Za-z][A-Za-z0-9]{0,31})/([0-9a-f-]{36}\\.[a-z0-9]{1,5})$`);
  const incoming = path.join(dir, INCOMING_FOLDER);
  return {
    async save(kind, data, ext) {
      checkName(kind, ext);
      const name = `${randomUUID()}.${ext}`;
      await fs.mkdir(path.join(dir, kind), { recursive: true });
      await fs.writeFile(path.join(dir, kind, name), data, { flag: 'wx', mode: 0o644 });
      return `${UPLOADS_URL}/${kind}/${name}`;
    },
    async receive(source) {
      await fs.mkdir(incoming, { recursive: true });
      const temp = path.join(incoming, randomUUID());
      try {
        await pipeline(source, createWriteStream(temp, { flags: 'wx', mode: 0o644 }));
      } catch (err) {
        await fs.rm(temp, { force: true });
        throw err;
      }
      const { size } = await fs.stat(temp);
      let settled = false;
      const file: IncomingFile = {
        bytes: size,
        get settled() {
          return settled;
        },
        async commit(kind, ext) {
          checkName(kind, ext);
          if (settled) throw new Error('incoming file already committed or discarded');
          settled = true;
          const name = `${randomUUID()}.${ext}`;
          await fs.mkdir(path.join(dir, kind), { recursive: true });
          await fs.rename(temp, path.join(dir, kind, name));
          return `${UPLOADS_URL}/${kind}/${name}`;
        },
        async discard() {
          if (settled) return;
          settled = true;
          await fs.rm(temp, { force: true });
        },
      };
      return file;
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
    async read(url) {
      const match = urlPattern.exec(url);
      if (!match) return null;
      const file = path.join(dir, match[1]!, match[2]!);
      const stat = await fs.stat(file).catch(() => null);
      return stat?.isFile() ? createReadStream(file) : null;
    },
    async clearIncoming(before) {
      const names = await fs.readdir(incoming).catch(() => [] as string[]);
      let removed = 0;
      for (const name of names) {
        const file = path.join(incoming, name);
        const stat = await fs.stat(file).catch(() => null);
        if (stat && stat.mtime < before) {
          await fs.rm(file, { force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}
