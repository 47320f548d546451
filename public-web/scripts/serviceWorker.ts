import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { precacheUrls } from '../src/sw/policy';

/** The routes precached with the entry: the home page (the address the installed site opens). */
const PRECACHED_ROUTES = ['index.html', 'src/pages/home/HomePage.tsx'];

/**
 * Builds src/sw/sw.ts to <outDir>/sw.js (one classic script) after the site's build, with the
 * precache list read from vite's manifest; its version (the caches' name) follows that list.
 */
export function serviceWorker(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'hashar-service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
      const urls = precacheUrls(manifest, PRECACHED_ROUTES);
      const version = createHash('sha256').update(urls.join('\n')).digest('hex').slice(0, 12);
      await build({
        configFile: false,
        root,
        publicDir: false,
        logLevel: 'warn',
        define: { __PRECACHE__: JSON.stringify(urls), __SW_VERSION__: JSON.stringify(version) },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          lib: { entry: path.join(root, 'src/sw/sw.ts'), formats: ['iife'], name: 'hasharServiceWorker', fileName: () => 'sw.js' },
        },
      });
    },
  };
}
