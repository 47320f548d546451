#!/usr/bin/env node
// The registry this project installs from serves native add-ons only for Linux, so `npm install`
// leaves the lock file without the other platforms' optional packages (esbuild-like bindings) and
// `npm ci` then refuses it ("Missing: @scope/binding-darwin-arm64@ from lock file"). This adds
// those entries with their platform (os/cpu/libc), so npm ci skips them here and anywhere else.
// Run after adding or upgrading a dependency: node scripts/complete-lockfile.mjs
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lockPath = path.join(root, 'package-lock.json');
const check = spawnSync('npm', ['ci', '--dry-run', '--no-audit', '--no-fund'], { cwd: root, encoding: 'utf8' });
const missing = [...new Set([...(check.stderr ?? '').matchAll(/Missing: (@?[^@\s]+)@/g)].map((m) => m[1]))].sort();
if (missing.length === 0) {
  console.log('package-lock.json is complete');
  process.exit(0);
}
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
const packages = lock.packages;
const OSES = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd'];
const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 'riscv64', 's390x', 'loong64', 'wasm32', 'mips64el'];
for (const name of missing) {
  const parent = Object.values(packages).find((p) => p.optionalDependencies?.[name]);
  if (!parent) throw new Error(`no package lists ${name} as optional`);
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OSES.includes(p));
  const cpu = parts.find((p) => CPUS.includes(p));
  // Keys in the order npm itself writes them, so a later `npm install` leaves the file as it is.
  const entry = { version: parent.optionalDependencies[name].replace(/^[\^~]/, '') };
  if (cpu) entry.cpu = [cpu];
  if (parent.dev) entry.dev = true;
  if (os === 'linux') entry.libc = [parts.some((p) => p.startsWith('musl')) ? 'musl' : 'glibc'];
  entry.optional = true;
  if (os) entry.os = [os];
  packages[`node_modules/${name}`] = entry;
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)),
);
fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${missing.length} optional platform packages to package-lock.json`);
