import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import express, { Router, type RequestHandler, type Response } from 'express';
import { storedName } from './local';
import { isPrivateKind, PRIVATE_FOLDERS, UPLOADS_URL, type FileStorage } from './types';
import { operation } from '../lib/operation';

/** SVG may carry script: served as a download, with a CSP that runs nothing, it stays an image. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
/**
 * Publication photos (services/publications/files.ts): SVGs there were sanitised before they were
 * kept, so they are shown inline — still under a CSP that runs and loads nothing.
 */
const INLINE_SVG_FOLDERS = ['publications'];
const INLINE_SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";
/** The only types served from those folders (anything else there is a download). */
export const IMAGE_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', bmp: 'image/bmp', svg: 'image/svg+xml' };

/** The plain 404 of /uploads (a missing file, a private folder, a name no store made). */
export const notFound = (res: Response) => void res.status(404).type('text/plain').send('Not found');

/** How many times a path is percent-decoded at most (`%2570` → `%70` → `p`): past that it is refused. */
const DECODE_ROUNDS = 4;

/**
 * The folders a request path reaches, the way a file server or a store could read it: percent-decoded
 * until nothing changes, `\` as `/`, `;params`, trailing dots and spaces cut, `.` and empty segments
 * dropped, `..` applied, lower-cased. Null when it cannot be decoded.
 */
export function resolvedSegments(rawPath: string): string[] | null {
  let text = rawPath;
  for (let round = 0; ; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(text);
    } catch {
      return null;
    }
    if (decoded === text) break;
    if (round === DECODE_ROUNDS) return null;
    text = decoded;
  }
  const segments: string[] = [];
  for (const raw of text.split(/[\\/]+/)) {
    const bare = raw.replace(/;.*$/, '');
    const segment = bare.replace(/[. ]+$/, '').toLowerCase();
    if (bare === '..') segments.pop();
    else if (segment) segments.push(segment);
  }
  return segments;
}

/**
 * The first guard of /uploads: a path that names a private folder anywhere — however it is spelt,
 * encoded or normalised — or cannot be decoded answers like a missing file. (On the local disk
 * private files are not in the served folder at all; this also covers files from before that.)
 */
export const refusePrivatePaths: RequestHandler = (req, res, next) => {
  const segments = resolvedSegments(req.path);
  if (!segments || segments.some((s) => PRIVATE_FOLDERS.includes(s))) return notFound(res);
  next();
};

/**
 * Serves uploaded files read-only: never a directory listing or dotfile, `nosniff` on
 * everything, SVG as an attachment under a script-free CSP; unknown names and private folders
 * are a plain 404.
 */
export function serveUploads(dir: string): Router {
  const router = Router();
  router.use(refusePrivatePaths);
  router.use(
    express.static(dir, {
      index: false,
      dotfiles: 'deny',
      redirect: false,
      immutable: true,
      maxAge: '365d',
      setHeaders: safetyHeaders,
    }),
  );
  router.use((_req, res) => notFound(res));
  return router;
}

/** The headers every served upload gets, by its folder and extension (`file`: its path or key). */
function safetyHeaders(res: Response, file: string): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  const folder = path.basename(path.dirname(file));
  if (INLINE_SVG_FOLDERS.includes(folder)) {
    const type = IMAGE_TYPES[path.extname(file).slice(1).toLowerCase()];
    res.setHeader('Content-Type', type ?? 'application/octet-stream');
    if (type === 'image/svg+xml') res.setHeader('Content-Security-Policy', INLINE_SVG_CSP);
    else if (!type) res.setHeader('Content-Disposition', 'attachment');
    return;
  }
  if (file.toLowerCase().endsWith('.svg')) {
    res.setHeader('Content-Disposition', 'attachment');
    res.setHeader('Content-Security-Policy', SVG_CSP);
  }
}

/**
 * The same service over any store (an S3-compatible bucket): the file is streamed from the store
 * through the app, so the URLs, the types, the CSP, `nosniff` and the private folders' 404 stay
 * those of the local disk. Only names a store makes are looked up; anything else is a plain 404.
 */
export function serveStoredUploads(storage: FileStorage): Router {
  const router = Router();
  router.use(refusePrivatePaths);
  router.get('/:folder/:name', operation('Serves an uploaded public file.', 'file'), async (req, res, next) => {
    const url = `${UPLOADS_URL}/${req.params['folder']}/${req.params['name']}`;
    const key = storedName(url);
    if (!key || isPrivateKind(req.params['folder'])) return next();
    const stream = await storage.read(url);
    if (!stream) return next();
    res.type(path.extname(key));
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    safetyHeaders(res, key);
    await pipeline(stream, res).catch((err: unknown) => {
      stream.destroy();
      if (!res.headersSent) next(err);
      else res.destroy();
    });
  });
  router.use((_req, res) => notFound(res));
  return router;
}

/**
 * Streams a private file (a passport copy, a CV, an organization's document) to the one reader
 * allowed it: never cached in between, never sniffed. `disposition` says whether the browser shows
 * it or saves it; `asciiName`, when given, is the plain name older clients read beside the UTF-8 one.
 */
export function sendPrivateFile(
  res: Response,
  file: { stream: Readable; mime: string },
  { disposition, name, asciiName }: { disposition: 'inline' | 'attachment'; name: string; asciiName?: string },
): void {
  const plain = asciiName ? ` filename="${asciiName}";` : '';
  res
    .set('Content-Type', file.mime)
    .set('Content-Disposition', `${disposition};${plain} filename*=UTF-8''${encodeURIComponent(name)}`)
    .set('Cache-Control', 'private, no-store')
    .set('X-Content-Type-Options', 'nosniff');
  file.stream.on('error', () => res.destroy());
  file.stream.pipe(res);
}
