#!/usr/bin/env node
// The typed client of the API: openapi-typescript's types of an OpenAPI description (the one the
// app serves at /api/openapi.json), checked in at api/client/openapi.d.ts. contract.test.ts runs
// this on the description it gets from the app: with --check it fails while the file is not
// current; `npm run contract` writes it.
// Usage: node api/scripts/openapiClient.mjs <openapi.json> [--check]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const CLIENT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client/openapi.d.ts');
const HEADER = `// The types of Hashar's API (/api/openapi.json), made by openapi-typescript: \`npm run contract\` rewrites
// this file and \`npm test\` fails while it is not current. README.md "A client of the API" says how to use it.
`;

const [source] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const description = JSON.parse(fs.readFileSync(source, 'utf8'));
const text = `${HEADER}${astToString(await openapiTS(description))}`;
if (process.argv.includes('--check')) {
  const current = fs.existsSync(CLIENT) && fs.readFileSync(CLIENT, 'utf8') === text;
  if (!current) console.error('api/client/openapi.d.ts is not current with /api/openapi.json: run npm run contract');
  process.exit(current ? 0 : 1);
}
fs.mkdirSync(path.dirname(CLIENT), { recursive: true });
fs.writeFileSync(CLIENT, text);
console.log('wrote api/client/openapi.d.ts');
