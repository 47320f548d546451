import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Router } from 'express';
import sharp from 'sharp';
import { IMAGE_WIDTHS, MAX_IMAGE_PIXELS } from '@hashar/common';
import { operation } from '../lib/operation';
import { storedName } from './local';
import { notFound } from './serve';
import { isPrivateKind, UPLOADS_URL, type FileStorage } from './types';

/** Quality of the WebP copies (a demo cover of 800×450, 12.5 KB as JPEG, is 4.2 KB at 640 px). */
const WEBP_QUALITY = 72;
const RESIZABLE_EXT = /\.(jpe?g|png|webp)$/;

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

async function readAll(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

/**
 * `GET /uploads/<kind>/<name>.<jpg|png|webp>?w=<width>`: the picture as WebP at most `width` pixels
 * wide (one of common's IMAGE_WIDTHS; never enlarged), made from the stored upload on its first
 * request and kept in `cacheDir` (upload names are never reused, so a copy never goes stale). The
 * public site asks for them through `srcset` (common's uploadSrcSet). A request without `w` goes
 * on to the upload itself; another width, a private folder or a name no store made is a plain 404.
 */
export function resizedUploads(storage: FileStorage, cacheDir: string): Router {
  const router = Router();
  router.get(
    '/:folder/:name',
    operation('Serves an uploaded public file; with ?w=320, 640, 960 or 1280 a picture as a WebP copy at most that wide.', 'file'),
    async (req, res, next) => {
      if (req.query['w'] === undefined) return next();
      const width = Number(req.query['w']);
      const url = `${UPLOADS_URL}/${req.params['folder']}/${req.params['name']}`;
      const key = storedName(url);
      const known = (IMAGE_WIDTHS as readonly number[]).includes(width);
      if (!known || !key || isPrivateKind(req.params['folder']) || !RESIZABLE_EXT.test(key)) return notFound(res);
      const name = `${key.replace(RESIZABLE_EXT, '')}-${width}.webp`;
      const copy = path.join(cacheDir, name);
      // Sent with the cache folder as root: a DATA_DIR under a dot folder (.data) is no dotfile of the request.
      const send = () =>
        res
          .type('image/webp')
          .set('Cache-Control', 'public, max-age=31536000, immutable')
          .set('X-Content-Type-Options', 'nosniff')
          .sendFile(name, { root: cacheDir });
      if (await exists(copy)) return void send();
      const original = await storage.read(url);
      if (!original) return notFound(res);
      const webp = await sharp(await readAll(original), { limitInputPixels: MAX_IMAGE_PIXELS })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
      // Written whole under a name of its own, then renamed: a request beside it never reads half a file.
      await fs.mkdir(path.dirname(copy), { recursive: true });
      const partial = `${copy}.${randomUUID()}.part`;
      await fs.writeFile(partial, webp);
      await fs.rename(partial, copy);
      send();
    },
  );
  return router;
}
