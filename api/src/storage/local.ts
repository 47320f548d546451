import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isPrivateKind, PRIVATE_FOLDERS, UPLOADS_URL, type FileStorage, type IncomingFile } from './types';

const NAME = /^[A-Za-z][A-Za-z0-9]{0,31}$/;
const EXT = /^[a-z0-9]{1,5}$/;
/** Files being received: a dot folder, so the static server never serves them. */
export const INCOMING_FOLDER = '.incoming';

export function checkName(kind: string, ext: string): void {
  if (!NAME.test(kind) || !EXT.test(ext)) throw new Error(`bad upload kind or extension: ${kind} ${ext}`);
}

/**
 * An IncomingFile of `bytes` that commits or discards at most once: `publish` moves it to
 * <kind>/<name> (a fresh <uuid>.<ext>), `drop` deletes it, `read` streams it (while unsettled).
 */
export function incomingFile(
  bytes: number,
  publish: (kind: string, name: string) => Promise<void>,
  drop: () => Promise<void>,
  read: () => Promise<Readable>,
): IncomingFile {
  let settled = false;
  return {
    bytes,
    read,
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
const URL_PATTERN = new RegExp(`^${UPLOADS_URL}/(?<kind>[A-Za-z][A-Za-z0-9]{0,31})/(?<name>[0-9a-f-]{36}\\.[a-z0-9]{1,5})$`);

/** The kind (folder) and file name of a URL a store made, null for anything else. */
function partsOf(url: string): { kind: string; name: string } | null {
  const { kind, name } = URL_PATTERN.exec(url)?.groups ?? {};
  return kind && name ? { kind, name } : null;
}

/** The key (<kind>/<uuid>.<ext>) of a URL a store made, null for anything else: no other name is ever touched. */
export function storedName(url: string): string | null {
  const parts = partsOf(url);
  return parts ? `${parts.kind}/${parts.name}` : null;
}

/**
 * Files on the local disk: public kinds under `dir`/<kind>/<uuid>.<ext> (the folder served at
 * /uploads), private kinds (PRIVATE_FOLDERS) under `privateDir`/<kind>/<uuid>.<ext>, which nothing
 * serves. Both keep the URL /uploads/<kind>/<uuid>.<ext>. A private file kept in `dir` before
 * private kinds moved out is still found there until movePrivateFiles moves it.
 */
export function createLocalStorage(dir: string, privateDir: string): FileStorage {
  const incoming = path.join(dir, INCOMING_FOLDER);
  const folderOf = (kind: string) => (isPrivateKind(kind) ? path.join(privateDir, kind) : path.join(dir, kind));
  /** Where a published file goes: its folder, made when missing (a private one readable by this process only). */
  const placeFor = async (kind: string, name: string) => {
    const folder = folderOf(kind);
    await fs.mkdir(folder, { recursive: true, mode: isPrivateKind(kind) ? 0o700 : 0o755 });
    return path.join(folder, name);
  };
  /** The paths a URL's file may be at: its folder, then (private kinds) where it was kept before the move. */
  const placesOf = (url: string): string[] => {
    const parts = partsOf(url);
    if (!parts) return [];
    const { kind, name } = parts;
    const places = [path.join(folderOf(kind), name)];
    if (isPrivateKind(kind)) places.push(path.join(dir, kind, name));
    return places;
  };
  /** The first of the URL's places that holds a file. */
  const existing = async (url: string) => {
    for (const file of placesOf(url)) {
      const stat = await fs.stat(file).catch(() => null);
      if (stat?.isFile()) return { file, size: stat.size };
    }
    return null;
  };
  const fileMode = (kind: string) => (isPrivateKind(kind) ? 0o600 : 0o644);
  return {
    async save(kind, data, ext) {
      checkName(kind, ext);
      const name = `${randomUUID()}.${ext}`;
      await fs.writeFile(await placeFor(kind, name), data, { flag: 'wx', mode: fileMode(kind) });
      return `${UPLOADS_URL}/${kind}/${name}`;
    },
    async receive(source) {
      // The sender may fail while the folder is made: its error is kept for the pipeline, never left unhandled.
      let failed: unknown;
      const keep = (err: unknown) => void (failed ??= err);
      source.on('error', keep);
      const temp = path.join(incoming, randomUUID());
      try {
        await fs.mkdir(incoming, { recursive: true });
        if (failed) throw failed;
        await pipeline(source, createWriteStream(temp, { flags: 'wx', mode: 0o644 }));
      } catch (err) {
        await fs.rm(temp, { force: true });
        throw err;
      } finally {
        source.off('error', keep);
      }
      const { size } = await fs.stat(temp);
      return incomingFile(
        size,
        async (kind, name) => {
          const place = await placeFor(kind, name);
          await fs.rename(temp, place);
          await fs.chmod(place, fileMode(kind));
        },
        () => fs.rm(temp, { force: true }),
        async () => createReadStream(temp),
      );
    },
    async remove(url) {
      // Only names this store made are touched, so a URL can never reach outside its folders.
      for (const file of placesOf(url)) await fs.rm(file, { force: true });
    },
    async size(url) {
      return (await existing(url))?.size ?? null;
    },
    async read(url) {
      const found = await existing(url);
      return found ? createReadStream(found.file) : null;
    },
    async movePrivateFiles() {
      return movePrivateFiles(dir, privateDir);
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

/**
 * Moves the files of private kinds kept in the served folder `dir` (before they had a folder of
 * their own) to `privateDir`, under the same names, and removes the emptied folders. Returns how
 * many moved; running it again moves nothing.
 */
export async function movePrivateFiles(dir: string, privateDir: string): Promise<number> {
  let moved = 0;
  for (const kind of PRIVATE_FOLDERS) {
    const from = path.join(dir, kind);
    const names = await fs.readdir(from).catch(() => null);
    if (!names) continue;
    const to = path.join(privateDir, kind);
    await fs.mkdir(to, { recursive: true, mode: 0o700 });
    for (const name of names) {
      await fs.rename(path.join(from, name), path.join(to, name));
      await fs.chmod(path.join(to, name), 0o600).catch(() => undefined);
      moved++;
    }
    await fs.rmdir(from).catch(() => undefined);
  }
  return moved;
}
