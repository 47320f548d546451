import express, { Router } from 'express';
import { PRIVATE_FOLDERS } from './types';

/** SVG may carry script: served as a download, with a CSP that runs nothing, it stays an image. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * Serves uploaded files read-only: never a directory listing or dotfile, `nosniff` on
 * everything, SVG as an attachment under a script-free CSP; unknown names are a plain 404.
 */
export function serveUploads(dir: string): Router {
  const router = Router();
  // Private folders answer like a missing file, whatever is asked for inside them.
  for (const folder of PRIVATE_FOLDERS) router.use(`/${folder}`, (_req, res) => void res.status(404).type('text/plain').send('Not found'));
  router.use(
    express.static(dir, {
      index: false,
      dotfiles: 'deny',
      redirect: false,
      immutable: true,
      maxAge: '365d',
      setHeaders: (res, file) => {
        res.setHeader('X-Content-Type-Options', 'nosniff');
        if (file.toLowerCase().endsWith('.svg')) {
          res.setHeader('Content-Disposition', 'attachment');
          res.setHeader('Content-Security-Policy', SVG_CSP);
        }
      },
    }),
  );
  router.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return router;
}
