#!/usr/bin/env node
// Builds each workspace whose build is missing or older than its sources, so `npm start`
// on a fresh clone (or after a pull) serves current code. Usage: ensure-built.mjs [workspace...]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const common = ['common/src', 'common/package.json', 'tsconfig.json'];

/** What each build reads, and the file whose presence proves a build happened. */
const WORKSPACES = {
  common: { inputs: [...common, 'common/tsconfig.json', 'common/tsconfig.build.json'], output: 'common/dist/index.js' },
  api: {
    inputs: [...common, 'api/src', 'api/package.json', 'api/tsconfig.json', 'api/tsconfig.build.json', 'migrations', 'seeders'],
    output: 'api/dist/api/src/server.js',
  },
  'public-web': {
    inputs: [
      ...common,
      'public-web/src',
      'public-web/public',
      'public-web/index.html',
      'public-web/vite.config.ts',
      'public-web/package.json',
    ],
    output: 'public-web/dist/index.html',
  },
  backoffice: {
    inputs: [
      ...common,
      'backoffice/src',
      'backoffice/public',
      'backoffice/index.html',
      'backoffice/vite.config.ts',
      'backoffice/package.json',
    ],
    output: 'backoffice/dist/index.html',
  },
};

function newestMtime(target) {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

const wanted = process.argv.slice(2);
const order = Object.keys(WORKSPACES);
// The API compiles against common's declarations, so asking for api builds common first.
const targets = wanted.length ? order.filter((w) => wanted.includes(w) || (w === 'common' && wanted.includes('api'))) : order;

for (const name of targets) {
  const { inputs, output } = WORKSPACES[name];
  const stamp = path.join(root, path.dirname(output), '.built');
  const builtAt = fs.existsSync(path.join(root, output)) && fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
  const changedAt = Math.max(...inputs.map(newestMtime));
  if (builtAt > changedAt) continue;
  process.stdout.write(`\n» building ${name}${builtAt ? ' (sources changed)' : ''}\n`);
  execFileSync('npm', ['run', 'build', '-w', name], { cwd: root, stdio: 'inherit' });
  fs.writeFileSync(stamp, new Date().toISOString() + '\n');
}
