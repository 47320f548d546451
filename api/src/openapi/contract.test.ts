import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { createTestApp } from '../test/app';
import type { TestDatabase } from '../test/db';

const CLIENT_SCRIPT = path.resolve(__dirname, '../../scripts/openapiClient.mjs');
const SCHEMAS_SCRIPT = path.resolve(__dirname, '../../scripts/commonSchemas.cjs');
/** `npm run contract` sets it: the generated files are written instead of compared. */
const UPDATE = process.env['UPDATE_CONTRACT'] === '1';

type Operation = { summary?: string; responses: Record<string, { content?: unknown; description?: string }> };

describe('The API contract', () => {
  let ctx: { db: TestDatabase };
  let doc: { paths: Record<string, Record<string, Operation>> };

  beforeAll(async () => {
    const { app, db } = await createTestApp();
    ctx = { db };
    doc = (await request(app).get('/api/openapi.json').expect(200)).body as typeof doc;
  });
  afterAll(async () => {
    await ctx?.db.drop();
  });

  const operations = () => Object.values(doc.paths).flatMap((item) => Object.values(item));

  it("has the schemas of common/src's types as they are now (api/src/lib/commonSchemas.json)", () => {
    // A process of its own: the generator compiles common/src with TypeScript.
    execFileSync(process.execPath, [SCHEMAS_SCRIPT, ...(UPDATE ? [] : ['--check'])], { stdio: 'inherit' });
  });

  it('has a summary and a described success answer for every operation', () => {
    const each = (check: (op: Operation) => boolean) =>
      Object.entries(doc.paths).flatMap(([p, item]) =>
        Object.entries(item).flatMap(([method, op]) => (check(op) ? [] : [`${method.toUpperCase()} ${p}`])),
      );
    expect(each((op) => Boolean(op.summary))).toEqual([]);
    // A route that declares neither a common type nor a kind of answer (operation(summary, 'pdf')) is named here.
    expect(each((op) => op.responses['2XX']?.description !== 'Success')).toEqual([]);
    const typed = operations().filter((op) => JSON.stringify(op.responses['2XX']?.content ?? {}).includes('#/components/schemas/'));
    console.warn(`${operations().length} operations, each with its success answer described: ${typed.length} by a type of common/`);
  });

  it('passes the Redocly linter (recommended rules)', async () => {
    const config = await createConfig({ extends: ['recommended'], rules: LINT_RULES });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config });
    const described = problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`);
    expect(described).toEqual([]);
  });

  it('has its typed client current (api/client/openapi.d.ts, made by openapi-typescript)', () => {
    // openapi-typescript is an ES module: it runs in a process of its own, on the description as served.
    const source = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hashar-openapi-')), 'openapi.json');
    fs.writeFileSync(source, JSON.stringify(doc));
    execFileSync(process.execPath, [CLIENT_SCRIPT, source, ...(UPDATE ? [] : ['--check'])], { stdio: 'inherit' });
  });
});

/** Rules of Redocly's recommended set that do not fit this description, each with the reason. */
const LINT_RULES = {
  // A private platform's API: no licence to name.
  'info-license': 'off',
  // Tags are generated from the paths' first segment (events, my, crm…): the operations' summaries say the rest.
  'tag-description': 'off',
  // Real routes that Express tells apart by order (/my/friends/status/:id before /my/friends/:id/accept).
  'no-ambiguous-paths': 'off',
  // Redirects (the site's root, old news addresses, the back office's language) answer only 3XX, described as such.
  'operation-2xx-response': 'off',
} as const;
