import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroups } from './scripts/chunkGroups';
import { pagePreloads } from './scripts/pagePreloads';
import { precompress } from './scripts/precompress';
import { serviceWorker } from './scripts/serviceWorker';

/** Where `npm run dev` forwards /api calls (the API process). */
const apiTarget = process.env.HASHAR_API_URL ?? 'http://localhost:3000';

// A build is always the production build (React's production files, no dev checks), whatever
// NODE_ENV the shell has: `NODE_ENV=development npm start` must not ship React's development build.
if (process.argv.includes('build')) process.env.NODE_ENV = 'production';

export default defineConfig({
  // serviceWorker(): dist/sw.js, the installable site's offline shell (issue 17); pagePreloads():
  // dist/.vite/pages.json, what the server preloads with each page; precompress(): brotli copies.
  plugins: [react(), serviceWorker(), pagePreloads(), precompress()],
  // Served by the API process: index.html for /ru/* and /uz/*, files under /assets/*.
  base: '/',
  resolve: {
    alias: [
      { find: '@hashar/common', replacement: fileURLToPath(new URL('../common/src/index.ts', import.meta.url)) },
      // Leaflet's ES module build (its package's `main` is the CommonJS one, which would pull a
      // CommonJS runtime chunk into every page's first load, the home page's included).
      { find: /^leaflet$/, replacement: fileURLToPath(new URL('../node_modules/leaflet/dist/leaflet-src.esm.js', import.meta.url)) },
    ],
  },
  server: {
    proxy: { '/api': apiTarget },
  },
  build: {
    // Read by scripts/bundle-size.mjs to find what the home page loads.
    manifest: true,
    // A few chunks per page instead of dozens (scripts/chunkGroups.ts).
    rolldownOptions: {
      output: { codeSplitting: { groups: chunkGroups(fileURLToPath(new URL('.', import.meta.url))) } },
    },
  },
});
