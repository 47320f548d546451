import { existsSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import type { loadCatalog as LoadCatalog } from '../src/i18n/format';
import type { PAGE_DATA as PageData } from '../src/pageData';
import type { loadPage as LoadPage } from '../src/pageLoaders';
import { chunkFiles } from '../src/sw/policy';
import { afterBuild } from './afterBuild';

/** Where the server reads the table (api/src/web/frontends.ts); under .vite, so never served. */
export const PAGE_PRELOADS_FILE = '.vite/pages.json';

/** What the server adds to a page's HTML: the build files its first render needs, its first API reads. */
export interface PagePreloads {
  /** The page's pattern in common/sitemap.ts (`events/view/:id`); static patterns come first. */
  path: string;
  /** Build files (/assets/…) per language: the page's code and texts, beyond what index.html loads. */
  files: Record<string, string[]>;
  /** API addresses read first (pageData.ts), `:name` for the route's parameters. */
  data: readonly string[];
}

/** The home page's module: routes.tsx loads it itself (also in bundle-size.mjs and serviceWorker.ts). */
const HOME_ROUTE = 'src/pages/home/HomePage.tsx';
const PAGE_LOADERS = 'src/pageLoaders.ts';
const RECORDER = '__hasharRecordImport';
const DYNAMIC_IMPORT = /\bimport\(\s*(['"])([^'"]+)\1\s*\)/g;

/**
 * Turns `import('./x')` in the site's sources into a call that records which module a page
 * would load (and fails, so nothing else happens): pageLoaders.ts then says, page by page, what
 * it loads — its code and its texts — without a browser.
 */
function recordDynamicImports(root: string): Plugin {
  return {
    name: 'hashar-record-dynamic-imports',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(path.join(root, 'src') + path.sep)) return null;
      return code.replace(
        DYNAMIC_IMPORT,
        (_all, _quote, spec: string) => `globalThis.${RECORDER}(${JSON.stringify(id)}, ${JSON.stringify(spec)})`,
      );
    },
  };
}

/** The manifest key (`src/pages/x/Page.tsx`) of an import specifier written in `importer`. */
function manifestKey(root: string, importer: string, spec: string): string | null {
  const base = path.resolve(path.dirname(importer), spec);
  const file = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((f) => existsSync(f) && statSync(f).isFile());
  return file ? path.relative(root, file).split(path.sep).join('/') : null;
}

const isStatic = (pattern: string) => !pattern.includes(':');

/**
 * After the build, writes dist/.vite/pages.json: for every page of the sitemap and each language,
 * the build files its first render needs beyond index.html's (found by running pageLoaders.ts in
 * Node with its dynamic imports recorded), and its first API reads (pageData.ts). The server puts
 * them in the page's <head> as preloads, so a page's chunks, texts and data load together with
 * the entry instead of one after the other.
 */
export function pagePreloads(): Plugin {
  return afterBuild('hashar-page-preloads', async ({ root, outDir, alias, manifest }) => {
    const server = await createServer({
      configFile: false,
      root,
      logLevel: 'error',
      appType: 'custom',
      resolve: { alias },
      server: { middlewareMode: true, hmr: false, ws: false, watch: null },
      optimizeDeps: { noDiscovery: true, include: [] },
      plugins: [recordDynamicImports(root)],
    });
    const global = globalThis as Record<string, unknown>;
    let recorded: string[] = [];
    global[RECORDER] = (importer: string, spec: string) => {
      const key = manifestKey(root, importer, spec);
      if (key) recorded.push(key);
      return Promise.reject(new Error('recorded'));
    };
    try {
      const { PAGE_PATHS, LOCALES } = (await server.ssrLoadModule('@hashar/common')) as typeof import('@hashar/common');
      const { loadPage } = (await server.ssrLoadModule(`/${PAGE_LOADERS}`)) as { loadPage: typeof LoadPage };
      const { loadCatalog } = (await server.ssrLoadModule('/src/i18n/format.ts')) as { loadCatalog: typeof LoadCatalog };
      const { PAGE_DATA } = (await server.ssrLoadModule('/src/pageData.ts')) as { PAGE_DATA: typeof PageData };
      const inEntry = new Set(chunkFiles(manifest, ['index.html']));
      /** What a page loads in a language: its modules as pageLoaders.ts asks for them (the texts in that language). */
      const loads = async (page: keyof typeof PAGE_PATHS, locale: string): Promise<string[]> => {
        recorded = [];
        global.window = { location: { pathname: `/${locale}/` } }; // pageLoaders.ts reads the page's language there
        void loadCatalog(locale as 'ru').catch(() => undefined); // the shell texts of a language other than Russian
        if (page === 'home') recorded.push(HOME_ROUTE);
        else void loadPage(page).catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve)); // failed loads are forgotten, so the next page records its own
        const keys = page === 'home' ? recorded : [PAGE_LOADERS, ...recorded];
        return chunkFiles(
          manifest,
          keys.filter((key) => manifest[key]),
        ).filter((file) => !inEntry.has(file));
      };
      const table: PagePreloads[] = [];
      for (const page of Object.keys(PAGE_PATHS) as (keyof typeof PAGE_PATHS)[]) {
        if (page === 'sign') continue; // a redirect to the login page
        const files: Record<string, string[]> = {};
        for (const locale of LOCALES) files[locale] = await loads(page, locale);
        table.push({ path: PAGE_PATHS[page], files, data: PAGE_DATA[page] ?? [] });
      }
      table.sort((a, b) => Number(isStatic(b.path)) - Number(isStatic(a.path)));
      writeFileSync(path.join(outDir, PAGE_PRELOADS_FILE), JSON.stringify(table));
    } finally {
      delete global[RECORDER];
      delete global.window;
      await server.close();
    }
  });
}
