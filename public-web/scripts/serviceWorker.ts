import { createHash } from 'node:crypto';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { precacheUrls } from '../src/sw/policy';
import { afterBuild } from './afterBuild';

/** The routes precached with the entry: the home page (the address the installed site opens). */
const PRECACHED_ROUTES = ['index.html', 'src/pages/home/HomePage.tsx'];

/**
 * Builds src/sw/sw.ts to <outDir>/sw.js (one classic script) after the site's build, with the
 * precache list read from vite's manifest; its version (the caches' name) follows that list.
 */
export function serviceWorker(): Plugin {
  return afterBuild('hashar-service-worker', async ({ root, outDir, alias, manifest }) => {
    const urls = precacheUrls(manifest, PRECACHED_ROUTES);
    const version = createHash('sha256').update(urls.join('\n')).digest('hex').slice(0, 12);
    await build({
      configFile: false,
      root,
      publicDir: false,
      logLevel: 'warn',
      // @hashar/common from its sources, as the site's build reads it.
      resolve: { alias },
      define: { __PRECACHE__: JSON.stringify(urls), __SW_VERSION__: JSON.stringify(version) },
      build: {
        outDir,
        emptyOutDir: false,
        copyPublicDir: false,
        lib: { entry: path.join(root, 'src/sw/sw.ts'), formats: ['iife'], name: 'hasharServiceWorker', fileName: () => 'sw.js' },
      },
    });
  });
}
