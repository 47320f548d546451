#!/usr/bin/env node
// The developer-only tools (tools/package.json: Lighthouse, autocannon, s3rver — 268 packages) are
// not part of the root install, so `npm install && npm start` stays short for someone who only
// runs the app. The scripts that need them (npm run lighthouse, npm run bench, the API tests of the
// S3 store) install them here on first use, from tools/package-lock.json, and say so.
// `node scripts/tools.mjs` installs them ahead (CI does it through npm test).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const toolsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'tools');
const manifest = JSON.parse(fs.readFileSync(path.join(toolsDir, 'package.json'), 'utf8'));
const require = createRequire(path.join(toolsDir, 'package.json'));

/** True when every tool of tools/package.json is installed in tools/node_modules. */
function installed() {
  return Object.keys(manifest.dependencies).every((name) => fs.existsSync(path.join(toolsDir, 'node_modules', name, 'package.json')));
}

/** Installs the developer tools into tools/node_modules when any is missing (npm ci from their lock file). */
export function ensureTools() {
  if (installed()) return;
  const names = Object.keys(manifest.dependencies).join(', ');
  console.error(`Installing the developer tools (${names}) into tools/ — once, about a minute; the app itself does not need them.`);
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: toolsDir, stdio: 'inherit' });
}

/** Imports a developer tool by its package name (installing the tools first when missing). */
export async function importTool(name) {
  ensureTools();
  return import(pathToFileURL(require.resolve(name)).href);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) ensureTools();
