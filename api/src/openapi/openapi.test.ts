import request from 'supertest';
import type { Express } from 'express';
import { createTestApp } from '../test/app';
import type { TestDatabase } from '../test/db';
import { routeStacks } from './routes';

type Operation = {
  parameters: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, Record<string, unknown>>; required?: string[] } }> };
  security?: unknown[];
  tags: string[];
  responses: Record<string, unknown>;
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; responses: Record<string, { headers?: Record<string, unknown> }> };
};

describe('OpenAPI description', () => {
  let ctx: { app: Express; inner: Express; db: TestDatabase };
  let doc: Document;
  const op = (method: string, path: string) => doc.paths[path]![method]!;

  beforeAll(async () => {
    ctx = await createTestApp();
    doc = (await request(ctx.app).get('/api/openapi.json').expect(200).expect('Content-Type', /json/)).body as Document;
  });
  afterAll(async () => {
    await ctx?.db.drop();
  });

  it('describes every mounted route, walked from the router (a new route cannot be missing)', () => {
    expect(doc.openapi).toBe('3.1.0');
    const routes = routeStacks(ctx.inner);
    expect(routes.length).toBeGreaterThan(100);
    const missing = routes
      .map((r) => `${r.method} ${r.path.replace(/[:*](\w+)/g, '{$1}')}`)
      .filter((key) => {
        const [method, path] = key.split(' ') as [string, string];
        return !doc.paths[path]?.[method.toLowerCase()];
      });
    expect(missing).toEqual([]);
  });

  it("reads parameters and bodies from the routes' validation chains", () => {
    const events = op('get', '/api/events');
    expect(events.tags).toEqual(['events']);
    expect(events.parameters).toContainEqual(
      expect.objectContaining({
        name: 'region',
        in: 'query',
        required: false,
        schema: expect.objectContaining({ type: 'integer', minimum: 1 }),
      }),
    );
    expect(events.parameters).toContainEqual(expect.objectContaining({ name: 'q', schema: expect.objectContaining({ maxLength: 200 }) }));
    expect(events.parameters.find((p) => p.name === 'when')?.schema['enum']).toEqual(['current', 'past']);
    expect(events.security).toBeUndefined();

    const login = op('post', '/api/user/login').requestBody!.content['application/json']!.schema;
    expect(Object.keys(login.properties!)).toEqual(expect.arrayContaining(['username', 'password']));
    expect(login.required).toEqual(expect.arrayContaining(['username', 'password']));

    const event = op('get', '/api/events/{id}');
    expect(event.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path', required: true }));
    expect(event.security).toEqual([{}, { bearerAuth: [] }]);
    expect(op('get', '/api/my/certificates').security).toEqual([{ bearerAuth: [] }]);
    // Middleware mounted in front of a whole router (the admin's authenticate) counts too.
    expect(op('get', '/api/admin/users').security).toEqual([{ bearerAuth: [] }]);

    // A rate-limited user write takes an Idempotency-Key; a read does not.
    const key = expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: false });
    expect(op('post', '/api/comments').parameters).toContainEqual(key);
    expect(op('get', '/api/comments').parameters).not.toContainEqual(key);
    // Answers that say when to retry: 429 where a limit applies, 503 anywhere.
    expect(op('post', '/api/comments').responses['429']).toEqual({ $ref: '#/components/responses/TooManyRequests' });
    expect(op('post', '/api/user/login').responses['429']).toEqual({ $ref: '#/components/responses/TooManyRequests' });
    expect(op('get', '/api/events').responses['429']).toBeUndefined();
    expect(op('get', '/api/events').responses['503']).toEqual({ $ref: '#/components/responses/Unavailable' });
    expect(doc.components.responses['Unavailable']!.headers!['Retry-After']).toBeDefined();

    const upload = op('post', '/api/my/uploads/{kind}').requestBody!.content['multipart/form-data']!.schema;
    expect(upload.properties!['file']).toEqual({ type: 'string', contentEncoding: 'binary' });
    expect(doc.components.schemas['Error']).toMatchObject({ required: ['error', 'msg'] });
  });

  it('serves Swagger UI at /api/docs, which the page policy lets run', async () => {
    await request(ctx.app).get('/api/docs').expect(301).expect('Location', '/api/docs/');
    const page = await request(ctx.app).get('/api/docs/').expect(200).expect('Content-Type', /html/);
    expect(page.text).toContain('swagger-ui-init.js');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    const init = await request(ctx.app).get('/api/docs/swagger-ui-init.js').expect(200);
    expect(init.text).toContain('/api/openapi.json');
    await request(ctx.app).get('/api/docs/swagger-ui-bundle.js').expect(200);
  });
});
