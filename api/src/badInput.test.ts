import zlib from 'node:zlib';
import type { Locale } from '@hashar/common';
import { translate, type MessageKey } from './i18n';
import {
  describeResponse,
  hasJsonBody,
  isApiRoute,
  isUploadRoute,
  likelyAccount,
  pathParams,
  routePath,
  seedBodies,
  send,
  useHostileContext,
} from './test/hostile';
import type { MountedRoute } from './openapi/routes';

/**
 * Each class of bad input a probe once turned into a 500, sent to every mounted route (walked from
 * the app's router, so new routes are covered without editing this file): each answer must be the
 * 4xx of its class, with the message in the request's language.
 */
// Each sweep sends a request to every mounted route in turn: its time grows with the routes (400+), so a busy machine needs more than the default 30 s.
jest.setTimeout(120_000);

describe('bad input on every mounted route', () => {
  const ctx = useHostileContext();

  const locales: Locale[] = ['ru', 'uz'];
  const localeOf = (i: number) => locales[i % 2]!;

  /** Sends one request per route built by `make`; returns the lines of answers `ok` refused. */
  async function sweep(
    routes: MountedRoute[],
    make: (route: MountedRoute, locale: Locale) => { label: string; req: ReturnType<typeof send> } | null,
    ok: (res: { status: number; body: { error?: string; msg?: string } }, locale: Locale) => boolean,
  ): Promise<string[]> {
    const failures: string[] = [];
    let i = 0;
    for (const route of routes) {
      const locale = localeOf(i++);
      const made = make(route, locale);
      if (!made) continue;
      const res = await made.req.set('Accept-Language', locale);
      if (!ok(res, locale)) failures.push(describeResponse(made.label, res));
    }
    return failures;
  }

  const answers = (status: number, key: MessageKey) => (res: { status: number; body: { msg?: string } }, locale: Locale) =>
    res.status === status && res.body.msg === translate(locale, key);
  const auth = (route: MountedRoute) => likelyAccount(ctx, route).auth;

  it('an undecodable %-escape in the path is 400 with a message, on API and page routes', async () => {
    const withParams = ctx.routes.filter((r) => pathParams(r.path).length > 0);
    expect(withParams.some((r) => r.path === '/ru/*rest')).toBe(true);
    const failures: string[] = [];
    for (const bad of ['%', '%ZZ', '%E0%A4', '%ED%A0%80', '%00']) {
      failures.push(
        ...(await sweep(
          withParams,
          (route) => {
            const url = routePath(route, pathParams(route.path)[0], bad);
            return { label: `${route.method} ${url}`, req: send(ctx.app, route.method, url).set(auth(route)) };
          },
          answers(400, 'malformed_url'),
        )),
      );
    }
    // The page addresses the probe used, and a prefix-less one.
    for (const url of ['/ru/events/view/%ZZ', '/admin/%', '/uz/%E0%A4', '/events/%ZZ']) {
      const res = await send(ctx.app, 'GET', url).set('Accept-Language', 'uz');
      if (!answers(400, 'malformed_url')(res, 'uz')) failures.push(describeResponse(`GET ${url}`, res));
    }
    expect(failures).toEqual([]);
  });

  it('a body that is not compressed as Content-Encoding says is 400; an unknown encoding is 415', async () => {
    const withBody = ctx.routes.filter((r) => isApiRoute(r) && hasJsonBody(r));
    const failures: string[] = [];
    for (const encoding of ['gzip', 'br', 'deflate']) {
      failures.push(
        ...(await sweep(
          withBody,
          (route) => ({
            label: `${route.method} ${route.path} Content-Encoding: ${encoding}`,
            req: send(ctx.app, route.method, routePath(route))
              .set(auth(route))
              .set('Content-Type', 'application/json')
              .set('Content-Encoding', encoding)
              .send('{"title":"not compressed"}'),
          }),
          answers(400, 'body_encoding'),
        )),
      );
    }
    failures.push(
      ...(await sweep(
        withBody,
        (route) => ({
          label: `${route.method} ${route.path} Content-Encoding: compress`,
          req: send(ctx.app, route.method, routePath(route))
            .set(auth(route))
            .set('Content-Type', 'application/json')
            .set('Content-Encoding', 'compress')
            .send('{"title":"x"}'),
        }),
        answers(415, 'unsupported_encoding'),
      )),
    );
    expect(failures).toEqual([]);
    // A body that is really compressed still goes through (here: an empty login form, a 400 of the form's own).
    const res = await send(ctx.app, 'POST', '/api/user/login')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .serialize((raw: unknown) => raw as string)
      .send(zlib.gzipSync('{}'));
    expect(res.body.error).toBe('validation');
  });

  it('POST/PUT/PATCH with a body that is not JSON is 415 (multipart only on upload routes)', async () => {
    const withBody = ctx.routes.filter((r) => isApiRoute(r) && hasJsonBody(r) && !isUploadRoute(r));
    const failures: string[] = [];
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml', null]) {
      failures.push(
        ...(await sweep(
          withBody,
          (route) => {
            const req = send(ctx.app, route.method, routePath(route)).set(auth(route));
            if (type) req.set('Content-Type', type);
            else req.unset('Content-Type');
            return {
              label: `${route.method} ${route.path} Content-Type: ${type}`,
              req: req.send(type ? 'a=1&b[c]=2' : Buffer.from('{"a":1}')),
            };
          },
          answers(415, 'json_expected'),
        )),
      );
    }
    // Without any body, a POST is not refused for its type: it reaches the route (e.g. logout needs none).
    failures.push(
      ...(await sweep(
        withBody,
        (route) => ({
          label: `${route.method} ${route.path} without a body`,
          req: send(ctx.app, route.method, routePath(route)).set(auth(route)),
        }),
        (res) => res.status < 500 && res.body.error !== 'unsupported_media_type',
      )),
    );
    expect(failures).toEqual([]);
  });

  it('text PostgreSQL cannot store (lone surrogates, NUL) is 400 in any body field or query value', async () => {
    const failures: string[] = [];
    for (const text of ['"\\ud800"', '"a\\udc00b"', '"\\u0000"']) {
      const body = `{"title":${text},"titleRu":${text},"name":${text},"message":${text},"nested":{"deep":[${text}]}}`;
      failures.push(
        ...(await sweep(
          ctx.routes.filter((r) => isApiRoute(r) && hasJsonBody(r) && !isUploadRoute(r)),
          (route) => ({
            label: `${route.method} ${route.path} ${body}`,
            req: send(ctx.app, route.method, routePath(route)).set(auth(route)).set('Content-Type', 'application/json').send(body),
          }),
          (res, locale) =>
            res.status === 400 &&
            res.body.error === 'bad_request' &&
            res.body.msg === translate(locale, 'invalid_text', { field: 'title' }),
        )),
      );
    }
    failures.push(
      ...(await sweep(
        ctx.routes.filter((r) => r.method === 'GET'),
        (route) => ({
          label: `GET ${route.path}?q=%00`,
          req: send(ctx.app, 'GET', `${routePath(route)}?q=%00`).set(auth(route)),
        }),
        (res, locale) => res.status === 400 && res.body.msg === translate(locale, 'invalid_text', { field: 'q' }),
      )),
    );
    expect(failures).toEqual([]);
  });

  it('"$1", "$2" in searches and list filters are plain text, never bind parameters', async () => {
    const lists = ctx.routes.filter((r) => r.method === 'GET' && isApiRoute(r));
    const failures: string[] = [];
    for (const text of ['$1', '$2', '$9 $1']) {
      const query = new URLSearchParams({ q: text, filter: JSON.stringify({ q: text }) }).toString();
      failures.push(
        ...(await sweep(
          lists,
          (route) => ({
            label: `GET ${route.path}?${query}`,
            req: send(ctx.app, 'GET', `${routePath(route)}?${query}`).set(auth(route)),
          }),
          (res) => res.status < 500,
        )),
      );
    }
    expect(failures).toEqual([]);
    // The organization's events: "$1" matches no title (it is not replaced by the organization id).
    const org = ctx.accounts.organization.auth;
    const all = await send(ctx.app, 'GET', '/api/crm/events').set(org).expect(200);
    expect(all.body.length).toBeGreaterThan(0);
    for (const q of ['$1', '$2']) {
      const res = await send(ctx.app, 'GET', `/api/crm/events?filter=${encodeURIComponent(JSON.stringify({ q }))}`)
        .set(org)
        .expect(200);
      expect(res.body).toEqual([]);
    }
  });

  it('ids and numbers out of range are 400 or 404, never 500', async () => {
    const failures: string[] = [];
    const idRoutes = ctx.routes.filter((r) => pathParams(r.path).includes('id'));
    for (const id of ['99999999999', '2147483648', '1e400', '-1', '0', '1.5', '$1', 'abc']) {
      failures.push(
        ...(await sweep(
          idRoutes,
          (route) => {
            const url = routePath(route, 'id', encodeURIComponent(id));
            return { label: `${route.method} ${url}`, req: send(ctx.app, route.method, url).set(auth(route)) };
          },
          (res) => res.status === 400 || res.status === 404 || res.status === 403 || res.status === 401,
        )),
      );
    }
    const numbers =
      '{"id":1e400,"regionId":99999999999,"eventId":2147483648,"sessionId":-1,"capacity":1e400,"hours":1e400,' +
      '"ids":[99999999999],"directions":[1e400],"groupId":-5,"minAge":99999999999,"sortOrder":1e400,"page":1e400}';
    failures.push(
      ...(await sweep(
        ctx.routes.filter((r) => isApiRoute(r) && hasJsonBody(r) && !isUploadRoute(r)),
        (route) => ({
          label: `${route.method} ${route.path} ${numbers}`,
          req: send(ctx.app, route.method, routePath(route)).set(auth(route)).set('Content-Type', 'application/json').send(numbers),
        }),
        (res) => res.status < 500,
      )),
    );
    const query =
      'page=99999999999&perPage=1e400&region=99999999999&district=99999999999&near=41.3,69.25&radiusKm=1e400&id=-1&range=[0,1e400]&filter={"id":99999999999}';
    failures.push(
      ...(await sweep(
        ctx.routes.filter((r) => r.method === 'GET'),
        (route) => ({
          label: `GET ${route.path}?${query}`,
          req: send(ctx.app, 'GET', `${routePath(route)}?${encodeURI(query)}`).set(auth(route)),
        }),
        (res) => res.status < 500,
      )),
    );
    expect(failures).toEqual([]);
  });

  it('a hostile near, radiusKm, district or sort=distance is 400 naming the parameter on every list with places, never a 500 elsewhere', async () => {
    const failures: string[] = [];
    // The lists that take near= (docs/map-api.md) and their maps; every other GET route must just not fail.
    const places = /^\/api\/(events|visits|projects|tasks|vacancies|orgs)(\/map)?$/;
    const cases: [query: string, field: string][] = [
      ['near=abc', 'near'],
      ['near=91,200', 'near'],
      ['near=41.3', 'near'],
      ['near=1e400,1e400', 'near'],
      ['near=41.3,69.25&radiusKm=0', 'radiusKm'],
      ['near=41.3,69.25&radiusKm=1000', 'radiusKm'],
      ['near=41.3,69.25&radiusKm=NaN', 'radiusKm'],
      ['radiusKm=5', 'radiusKm'],
      ['sort=distance', 'sort'],
      ['district=-1', 'district'],
      ['district=%241', 'district'],
    ];
    for (const [query, field] of cases) {
      const make = (route: MountedRoute) => ({
        label: `GET ${route.path}?${query}`,
        req: send(ctx.app, 'GET', `${routePath(route)}?${query}`).set(auth(route)),
      });
      const gets = ctx.routes.filter((r) => r.method === 'GET' && isApiRoute(r));
      const named = (res: { status: number; body: object }) =>
        res.status === 400 && typeof (res.body as { fields?: Record<string, string> }).fields?.[field] === 'string';
      // Anonymously: the public lists' own checks answer (an earlier sweep may have revoked a role's token).
      const anonymous = (route: MountedRoute) => ({
        label: `GET ${route.path}?${query}`,
        req: send(ctx.app, 'GET', `${routePath(route)}?${query}`),
      });
      failures.push(
        ...(await sweep(
          gets.filter((r) => places.test(r.path)),
          anonymous,
          named,
        )),
      );
      failures.push(
        ...(await sweep(
          gets.filter((r) => !places.test(r.path)),
          make,
          (res) => res.status < 500,
        )),
      );
    }
    expect(ctx.routes.filter((r) => r.method === 'GET' && places.test(r.path)).map((r) => r.path)).toEqual(
      expect.arrayContaining(['/api/events', '/api/events/map', '/api/visits/map', '/api/projects/map', '/api/orgs', '/api/orgs/map']),
    );
    expect(failures).toEqual([]);
  });

  it('arrays, objects and deep nesting where a string or number is expected are never a 500', async () => {
    const failures: string[] = [];
    const query =
      'q=a&q=b&page=1&page=2&perPage=5&perPage=6&type=event&type=visit&id=1&id=2&q[]=a&page[x]=1&sort=a&sort=b' +
      '&near=41.3,69.25&near=41,69&radiusKm[]=5&district[x]=1&district=1&district=2';
    failures.push(
      ...(await sweep(
        ctx.routes.filter((r) => r.method === 'GET'),
        (route) => ({
          label: `GET ${route.path}?${query}`,
          req: send(ctx.app, 'GET', `${routePath(route)}?${query}`).set(auth(route)),
        }),
        (res) => res.status < 500,
      )),
    );
    for (const body of [
      '{"title":{"a":1},"titleRu":{"a":1},"name":["x"],"message":{"x":1},"email":[],"password":{},"id":{"x":1},"type":["event"],"ids":{"0":1}}',
      '[{"title":"x"}]',
      '{"a":' + '['.repeat(100) + ']'.repeat(100) + '}',
    ]) {
      failures.push(
        ...(await sweep(
          ctx.routes.filter((r) => isApiRoute(r) && hasJsonBody(r) && !isUploadRoute(r)),
          (route) => ({
            label: `${route.method} ${route.path} ${body.slice(0, 60)}`,
            req: send(ctx.app, route.method, routePath(route)).set(auth(route)).set('Content-Type', 'application/json').send(body),
          }),
          (res) => res.status < 500,
        )),
      );
    }
    expect(failures).toEqual([]);
  });

  it('a valid form with one field spoiled (huge number, object, array, "$2") is never a 500', async () => {
    const failures: string[] = [];
    const seeds = seedBodies();
    for (const route of ctx.routes) {
      const seed = seeds[`${route.method} ${route.path}`];
      if (!seed) continue;
      for (const field of [...Object.keys(seed), 'documents', 'groupId']) {
        for (const value of ['$2', 99999999999, { a: 1 }, ['x']]) {
          const res = await send(ctx.app, route.method, routePath(route))
            .set(auth(route))
            .send({ ...seed, [field]: value });
          if (res.status >= 500) failures.push(describeResponse(`${route.method} ${route.path} ${field}=${JSON.stringify(value)}`, res));
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
