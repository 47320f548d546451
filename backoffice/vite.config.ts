import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where `npm run dev` forwards /api calls (the API process). */
const apiTarget = process.env.HASHAR_API_URL ?? 'http://localhost:3000';

const inPackages = (names: string[]) =>
  new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`);

export default defineConfig({
  plugins: [react()],
  // Served by the API process under /admin/ with SPA fallback.
  base: '/admin/',
  resolve: {
    alias: {
      '@hashar/common': fileURLToPath(new URL('../common/src/index.ts', import.meta.url)),
    },
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
              test: inPackages(['@mui', '@emotion', '@popperjs', 'react-transition-group', 'stylis', '@babel[\\\\/]runtime', 'clsx', 'prop-types', 'react-is', 'hoist-non-react-statics']),
              priority: 30,
            },
            {
              name: 'react-admin',
              test: inPackages(['react-admin', 'ra-[^\\\\/]+', '@tanstack', 'react-hook-form', 'lodash', 'node-polyglot', 'query-string', 'inflection', 'dompurify', 'date-fns', 'react-dropzone', 'react-error-boundary', 'jsonexport']),
              priority: 20,
            },
            { name: 'vendor', test: inPackages(['[^\\\\/]+']), priority: 10 },
          ],
        },
      },
    },
  },
});
