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

export function checkName(kind: string, ext: string): void {
  if (!NAME.test(kind) || !EXT.test(ext)) throw new Error(`bad upload kind or extension: ${kind} ${ext}`);
}

/**
 * An IncomingFile of `bytes` that commits or discards at most once: `publish` moves it to
 * <kind>/<name> (a fresh <uuid>.<ext>), `drop` deletes it.
 */
export function incomingFile(
  bytes: number,
  publish: (kind: string, name: string) => Promise<void>,
  drop: () => Promise<void>,
): IncomingFile {
  let settled = false;
  return {
    bytes,
    get settled() {
      return settled;
    },
    async commit(kind, ext) {
      checkName(kind, ext);
      if (settled) throw new Error('incoming file already committed or discarded');
      settled = true;
      const name = `${randomUUID()}.${ext}`;
      await publish(kind, name);
      return `${UPLOADS_URL}/${kind}/${name}`;
    },
    async discard() {
      if (settled) return;
      settled = true;
      await drop();
    },
  };
}

/** URLs of files a store made: /uploads/<kind>/<uuid>.<ext>. */
const URL_PATTERN = new RegExp(`^${UPLOADS_URL}/([A-Za-z][A-Za-z0-9]{0,31})/([0-9a-f-]{36}\\.[a-z0-9]{1,5})$`);

/** The key (<kind>/<uuid>.<ext>) of a URL a store made, null for anything else: no other name is ever touched. */
export function storedName(url: string): string | null {
  const match = URL_PATTERN.exec(url);
  return match ? `${match[1]!}/${match[2]!}` : null;
}

/** Files on the local disk under `dir`/<kind>/<uuid>.<ext>, served at /uploads/<kind>/<uuid>.<ext>. */
export function createLocalStorage(dir: string): FileStorage {
  const urlPattern = URL_PATTERN;
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
      return incomingFile(
        size,
        async (kind, name) => {
          await fs.mkdir(path.join(dir, kind), { recursive: true });
          await fs.rename(temp, path.join(dir, kind, name));
        },
        () => fs.rm(temp, { force: true }),
      );
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
