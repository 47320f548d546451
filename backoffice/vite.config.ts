import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** What the browser downloads before the sign-in form shows (gzip), at most. */
const FIRST_LOAD_BUDGET_KB = 400;

/**
 * Prints the first-load size (the entry chunk and everything it imports statically, gzip)
 * and fails the build above the budget: lazy pages must stay lazy.
 */
function firstLoadBudget(): Plugin {
  return {
    name: 'hashar-first-load-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const seen = new Set<string>();
      const visit = (fileName: string) => {
        const file = bundle[fileName];
        if (seen.has(fileName) || !file || file.type !== 'chunk') return;
        seen.add(fileName);
        file.imports.forEach(visit);
        file.viteMetadata?.importedCss.forEach((css) => seen.add(css));
      };
      for (const file of Object.values(bundle)) if (file.type === 'chunk' && file.isEntry) visit(file.fileName);
      let bytes = 0;
      for (const fileName of seen) {
        const file = bundle[fileName]!;
        bytes += gzipSync(file.type === 'chunk' ? file.code : file.source).length;
      }
      const kb = bytes / 1024;
      this.info(`first load: ${kb.toFixed(1)} KB gzip in ${seen.size} files (budget ${FIRST_LOAD_BUDGET_KB} KB)`);
      if (kb > FIRST_LOAD_BUDGET_KB) this.error(`first load ${kb.toFixed(1)} KB gzip is over the ${FIRST_LOAD_BUDGET_KB} KB budget`);
    },
  };
}

/** Where `npm run dev` forwards /api calls (the API process). */
const apiTarget = process.env.HASHAR_API_URL ?? 'http://localhost:3000';

// A build is always the production build (React's production files), whatever NODE_ENV the
// shell has: `NODE_ENV=development npm start` must not ship React's development build.
if (process.argv.includes('build')) process.env.NODE_ENV = 'production';

const inPackages = (names: string[]) => new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`);

export default defineConfig({
  plugins: [react(), firstLoadBudget()],
  // Served by the API process under /admin/ with SPA fallback.
  base: '/admin/',
  resolve: {
    alias: {
      '@hashar/common': fileURLToPath(new URL('../common/src/index.ts', import.meta.url)),
    },
    // One tiptap core for the rich-text input: ra-input-rich-text's own copies of its extensions
    // (highlight, alignment, colour) would otherwise pair with an older core than they need.
    dedupe: ['@tiptap/core', '@tiptap/pm'],
  },
  server: {
    proxy: { '/api': apiTarget },
  },
  build: {
    rolldownOptions: {
      output: {
        // A minimal react-admin app is one ~1 MB chunk; split the vendor code by library
        // family so every chunk stays under the 500 KB warning and caches independently.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: inPackages(['react', 'react-dom', 'scheduler', 'react-router', 'react-router-dom', 'cookie', 'set-cookie-parser']),
              priority: 40,
            },
            {
              name: 'mui',
              test: inPackages([
                '@mui',
                '@emotion',
                '@popperjs',
                'react-transition-group',
                'stylis',
                '@babel[\\\\/]runtime',
                'clsx',
                'prop-types',
                'react-is',
                'hoist-non-react-statics',
              ]),
              priority: 30,
            },
            {
              name: 'react-admin',
              test: inPackages([
                'react-admin',
                // react-admin's packages but the rich-text input (the editor group).
                'ra-(?!input-rich-text)[^\\\\/]+',
                '@tanstack',
                'react-hook-form',
                'lodash',
                'node-polyglot',
                'query-string',
                'inflection',
                'dompurify',
                'date-fns',
                'react-dropzone',
                'react-error-boundary',
                'jsonexport',
              ]),
              priority: 20,
            },
            {
              // The rich-text editor (news): only the pages that edit load it. Below react-admin's group, whose
              // modules it uses, so they are not pulled in here (groups take their dependencies along).
              name: 'editor',
              test: inPackages([
                'ra-input-rich-text',
                '@tiptap',
                'prosemirror-[^\\\\/]+',
                'orderedmap',
                'rope-sequence',
                'w3c-keyname',
                'linkifyjs',
              ]),
              priority: 15,
            },
            { name: 'vendor', test: inPackages(['[^\\\\/]+']), priority: 10 },
          ],
        },
      },
    },
  },
});
