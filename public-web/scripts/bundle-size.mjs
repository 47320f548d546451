// Prints the size of every built JS/CSS asset and fails the build when the JS the
// home page loads (entry chunk, its static imports, the lazy home route chunk and
// that chunk's static imports) exceeds the budget. Run after `vite build`.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const HOME_BUDGET_GZIP = 100 * 1024;
const ENTRY_KEY = 'index.html';
const HOME_ROUTE_KEY = 'src/pages/home/HomePage.tsx';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

function fail(message) {
  console.error(`bundle-size: ${message}`);
  process.exit(1);
}

/** Output files (JS and CSS) of a manifest entry and of everything it imports statically. */
function staticClosure(key, files = new Set(), seen = new Set()) {
  if (seen.has(key)) return files;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) fail(`"${key}" is not in dist/.vite/manifest.json`);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files, seen);
  return files;
}

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

function sizes(file) {
  const content = readFileSync(join(dist, file));
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

if (!manifest[ENTRY_KEY]?.isEntry) fail(`no entry "${ENTRY_KEY}" in the manifest`);
if (!(manifest[ENTRY_KEY].dynamicImports ?? []).includes(HOME_ROUTE_KEY)) {
  fail(`the home page "${HOME_ROUTE_KEY}" is not a lazily loaded route of the entry; update this script`);
}

const homeFiles = staticClosure(HOME_ROUTE_KEY, staticClosure(ENTRY_KEY));
const assets = walk(dist)
  .map((path) => relative(dist, path).split('\\').join('/'))
  .filter((file) => /\.(js|css)$/.test(file))
  .sort()
  .map((file) => ({ file, ...sizes(file), home: homeFiles.has(file) }));

const width = Math.max(...assets.map((a) => a.file.length), 'file'.length);
const line = (file, raw, gzip, mark = '') => `${file.padEnd(width)}  ${raw.padStart(11)}  ${gzip.padStart(11)}  ${mark}`;

console.log(`\n${line('file', 'raw', 'gzip', 'home')}`);
for (const a of assets) console.log(line(a.file, kb(a.raw), kb(a.gzip), a.home ? '*' : ''));

const homeJs = assets.filter((a) => a.home && a.file.endsWith('.js'));
const total = homeJs.reduce((sum, a) => sum + a.gzip, 0);
const totalRaw = homeJs.reduce((sum, a) => sum + a.raw, 0);
console.log(line('home page JS total (JS marked *)', kb(totalRaw), kb(total)));
console.log(`\nhome page JS: ${kb(total)} gzip (budget ${kb(HOME_BUDGET_GZIP)})\n`);

// React's development build (a shell with NODE_ENV=development once produced it) is slow and 178 KB:
// only the development build carries this warning text.
const DEVELOPMENT_MARK = 'unique "key" prop';
const development = assets.find((a) => a.file.endsWith('.js') && readFileSync(join(dist, a.file), 'utf8').includes(DEVELOPMENT_MARK));
if (development) fail(`${development.file} holds React's development build: builds must be production builds`);

if (total > HOME_BUDGET_GZIP) {
  fail(`home page JS is ${kb(total)} gzip, over the ${kb(HOME_BUDGET_GZIP)} budget`);
}
