import {
  describeResponse,
  hasJsonBody,
  isApiRoute,
  isUploadRoute,
  likelyAccount,
  routePath,
  seedBodies,
  send,
  useHostileContext,
} from './test/hostile';
import { documentedBodies, exampleOf, fieldPaths, samplePairs, withField } from './test/bodyShapes';
import type { Schema } from './openapi/document';

/** Most requests per operation: enough for every field to meet several mutations, few enough for a run under two minutes. */
const PER_OPERATION = Number(process.env['BODY_SWEEP_PER_OPERATION'] ?? 16);

/**
 * Every operation that takes a JSON body gets its documented shape (the API description, read
 * from the routes' own validation chains, merged with a valid form where one is known), then one
 * field at a time spoiled in type, size and content. No answer may be a 5xx; a list past
 * the list limit (REQUEST_LIMITS) is 413 and a lone surrogate 400, before any route's own checks.
 */
describe('documented bodies, one field spoiled at a time, on every write', () => {
  const ctx = useHostileContext();
  jest.setTimeout(170_000);

  it('never answers 5xx', async () => {
    const bodies = await documentedBodies(ctx.inner);
    const seeds = seedBodies();
    const writes = ctx.routes.filter((r) => isApiRoute(r) && hasJsonBody(r) && !isUploadRoute(r));
    const failures: string[] = [];
    let sent = 0;
    let shaped = 0;
    for (const [index, route] of writes.entries()) {
      const key = `${route.method} ${route.path}`;
      const schema: Schema | undefined = bodies.get(key);
      const base = { ...(exampleOf(schema ?? { type: 'object' }) as Record<string, unknown>), ...seeds[key] };
      const fields = fieldPaths(base);
      if (fields.length) shaped++;
      // Logging out would spend the shared tokens: those routes are sent anonymously.
      const auth = /logout/.test(route.path) ? {} : likelyAccount(ctx, route).auth;
      for (const [field, mutation] of samplePairs(fields, PER_OPERATION, index)) {
        const valid = field.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], base);
        const body = withField(base, field, mutation.value(valid));
        const res = await send(ctx.app, route.method, routePath(route))
          .set(auth)
          .set('Accept-Language', index % 2 ? 'uz' : 'ru')
          .send(body);
        sent++;
        const wrong = res.status >= 500 || (mutation.expect !== undefined && res.status !== mutation.expect);
        if (wrong) failures.push(describeResponse(`${key} ${field}=<${mutation.label}>`, res));
      }
    }
    // Most writes document a body (the rest take none: submit, approve, log out…); each field met several mutations.
    expect(shaped).toBeGreaterThan(writes.length * 0.6);
    expect(sent).toBeGreaterThan(shaped * 8);
    expect(failures).toEqual([]);
  });
});
