import type { Application, RequestHandler } from 'express';
import type { ValidationChain } from 'express-validator';
import { validationChainsOf } from '../validation/validate';
import { IDEMPOTENCY_KEY_PATTERN } from '../ratelimit/idempotency';
import { pathParams, routeStacks, type RouteStack } from './routes';
import { isMediaAnswer, MEDIA_ANSWERS, operationDocOf, type OperationDoc } from '../lib/operation';
import { componentSchemas } from './components';

/** A JSON Schema object of OpenAPI 3.1 (kept loose: the generator builds it piece by piece). */
export type Schema = Record<string, unknown>;
type Location = 'body' | 'query' | 'params' | 'headers' | 'cookies';

/** What express-validator keeps of a chain: its fields, locations and the items on its stack. */
interface ChainDefinition {
  fields: string[];
  locations: Location[];
  optional: unknown;
  stack: { validator?: ((...args: unknown[]) => unknown) & { name: string }; options?: unknown[]; negated?: boolean }[];
}

interface Field {
  location: Location;
  path: string;
  schema: Schema;
  required: boolean;
}

const definitionOf = (chain: ValidationChain): ChainDefinition => chain.builder.build() as unknown as ChainDefinition;

const optionsOf = (options: unknown[] | undefined): Record<string, unknown> =>
  options?.[0] && typeof options[0] === 'object' ? (options[0] as Record<string, unknown>) : {};

/** The schema a chain's validators describe: type hints from the standard ones, a string otherwise. */
function schemaOf(def: ChainDefinition): Schema {
  const schema: Schema = {};
  for (const item of def.stack) {
    const fn = item.validator;
    if (!fn || item.negated) continue;
    const o = optionsOf(item.options);
    // express-validator's own isArray/isString/isBoolean are custom functions: known by their text.
    const source = item.options === undefined ? String(fn) : '';
    if (/^\(?value\)?\s*=>\s*Array\.isArray\(value\)/.test(source)) schema['type'] = 'array';
    switch (fn.name) {
      case 'isInt':
        Object.assign(
          schema,
          { type: 'integer' },
          o['min'] !== undefined && { minimum: o['min'] },
          o['max'] !== undefined && { maximum: o['max'] },
        );
        break;
      case 'isFloat':
      case 'isDecimal':
      case 'isNumeric':
        Object.assign(
          schema,
          { type: 'number' },
          o['min'] !== undefined && { minimum: o['min'] },
          o['max'] !== undefined && { maximum: o['max'] },
        );
        break;
      case 'isBoolean':
        schema['type'] = 'boolean';
        break;
      case 'isISO8601':
        Object.assign(schema, { type: 'string', format: 'date-time' });
        break;
      case 'isDate':
        Object.assign(schema, { type: 'string', format: 'date' });
        break;
      case 'isEmail':
        Object.assign(schema, { type: 'string', format: 'email' });
        break;
      case 'isURL':
        Object.assign(schema, { type: 'string', format: 'uri' });
        break;
      case 'isUUID':
        Object.assign(schema, { type: 'string', format: 'uuid' });
        break;
      case 'isIn':
        if (Array.isArray(item.options?.[0])) schema['enum'] = [...(item.options[0] as unknown[])];
        break;
      case 'isLength':
        Object.assign(schema, o['min'] ? { minLength: o['min'] } : {}, o['max'] !== undefined && { maxLength: o['max'] });
        break;
      case 'matches':
        if (item.options?.[0] instanceof RegExp || typeof item.options?.[0] === 'string')
          schema['pattern'] = String((item.options[0] as RegExp).source ?? item.options[0]);
        break;
    }
  }
  if (!schema['type'] && !schema['enum']) schema['type'] = 'string';
  if (schema['type'] === 'array') {
    for (const key of ['minLength', 'maxLength', 'pattern', 'format']) delete schema[key];
  }
  return schema;
}

/** The fields of a chain that a request without them fails: the chain run on an empty request. */
async function requiredFields(chain: ValidationChain): Promise<Set<string>> {
  const empty = { body: {}, query: {}, params: {}, headers: {}, cookies: {}, locale: 'ru' };
  try {
    const result = await chain.run(empty);
    return new Set(result.array().flatMap((e) => (e.type === 'field' ? [e.path] : [])));
  } catch {
    return new Set();
  }
}

/** The fields a route's validate() middleware checks, each in the location that fits the method. */
async function fieldsOf(route: RouteStack): Promise<Field[]> {
  const chains = route.handlers.flatMap((h) => validationChainsOf(h) ?? []);
  const hasBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
  const fields: Field[] = [];
  for (const chain of chains) {
    const def = definitionOf(chain);
    // check() looks everywhere: the body for writes, the query string for reads.
    const [only, ...others] = def.locations;
    const location = only !== undefined && others.length === 0 ? only : hasBody && def.locations.includes('body') ? 'body' : 'query';
    const required = def.optional === false ? await requiredFields(chain) : new Set<string>();
    for (const path of def.fields) {
      if (path && path !== '*') fields.push({ location, path, schema: schemaOf(def), required: required.has(path) });
    }
  }
  return fields;
}

/** Puts a field's schema at its dotted path (`sessions.*.startsAt`) inside an object schema. */
function place(root: Schema, path: string, field: Schema, required: boolean): void {
  const parts = path
    .replace(/\[(\*|\d+)\]/g, '.*')
    .split('.')
    .filter(Boolean);
  let node = root;
  parts.forEach((part, i) => {
    const last = i === parts.length - 1;
    if (part === '*') {
      node['type'] = 'array';
      delete node['properties'];
      node = (node['items'] as Schema | undefined) ?? (node['items'] = last ? field : { type: 'object' });
      return;
    }
    node['type'] ??= 'object';
    const properties = (node['properties'] ??= {}) as Record<string, Schema>;
    if (last) {
      properties[part] = { ...field, ...(properties[part]?.['items'] ? { items: properties[part]['items'] } : {}) };
      if (required && node === root) node['required'] = [...new Set([...((node['required'] as string[]) ?? []), part])];
    } else node = properties[part] ??= { type: 'object' };
  });
}

/** Whether the route streams a file (multipart/form-data): it goes through the upload middleware's helpers. */
const isUpload = (route: RouteStack) =>
  /\/uploads(\/|$)/.test(route.path) || route.handlers.some((h) => /streamedFile|storeCheckedUpload/.test(String(h)));

/** Whether the route needs a Bearer token (`authenticate`) or takes one optionally (`optionalAuthenticate`). */
const authOf = (handlers: RequestHandler[]): 'required' | 'optional' | null =>
  handlers.some((h) => h.name === 'authenticate')
    ? 'required'
    : handlers.some((h) => h.name === 'optionalAuthenticate')
      ? 'optional'
      : null;

/** The header a client may send with a rate-limited user write (ratelimit/idempotency.ts): its answer is replayed, not repeated. */
const IDEMPOTENCY_KEY = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409.',
  schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
};

/** The tag of a route: the first segment of its path after /api. */
const tagOf = (path: string) => path.replace(/^\/api(?=\/|$)/, '').split('/')[1] || 'api';

const openApiPath = (path: string) => path.replace(/[:*](\w+)/g, '{$1}');

const ERROR_RESPONSE = { $ref: '#/components/responses/Error' };
/** The success of an operation whose route declares no type of common/: some answer, not described. */
const SUCCESS = { description: 'Success' };

/** The success of a route that declares the common type it answers with (operation()). */
const typedSuccess = (type: string) => ({
  description: `Success: ${type}`,
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${type}` } } },
});
const LOCATION = { Location: { description: 'Where the answer is', schema: { type: 'string' } } };

/** The success of an operation: of its declared common type, of a kind that is not JSON, or not described. */
function successOf(answers: OperationDoc['answers']): Record<string, unknown> {
  if (!answers) return { '2XX': SUCCESS };
  if (!isMediaAnswer(answers)) return { '2XX': typedSuccess(answers) };
  const { status, types, description } = MEDIA_ANSWERS[answers];
  if (status !== '2XX') return { [status]: { description, ...(status === '3XX' && { headers: LOCATION }) } };
  if (!types.length) return { '2XX': { description } };
  const binary = answers === 'pdf' || answers === 'file';
  // The description itself is a JSON object; the other kinds are text or bytes.
  const schema = { schema: answers === 'openapi' ? { type: 'object', additionalProperties: true } : { type: 'string' } };
  const content = Object.fromEntries(types.map((type) => [type === '*' ? '*/*' : type, binary ? {} : schema]));
  return { '2XX': { description, content } };
}

/** Answers that say when to come back (Retry-After): past a rate limit; past capacity or with the database away. */
const LIMITED_RESPONSE = { $ref: '#/components/responses/TooManyRequests' };
const UNAVAILABLE_RESPONSE = { $ref: '#/components/responses/Unavailable' };
const RETRY_AFTER = { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 1 } } };
const isRateLimited = (handlers: RequestHandler[]) => handlers.some((h) => h.name === 'rateLimited' || h.name === 'idempotentWrite');

/** The query's fields, one per name: two chains on one field (a format, then a range) make one parameter. */
function queryFields(fields: Field[]): Field[] {
  const byName = new Map<string, Field>();
  for (const f of fields.filter((f) => f.location === 'query')) {
    const seen = byName.get(f.path);
    byName.set(f.path, seen ? { ...seen, schema: { ...seen.schema, ...f.schema }, required: seen.required || f.required } : f);
  }
  return [...byName.values()];
}

async function operationOf(route: RouteStack): Promise<Record<string, unknown>> {
  const fields = await fieldsOf(route);
  const parameters = [
    ...pathParams(route.path).map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: fields.find((f) => f.location === 'params' && f.path === name)?.schema ?? { type: 'string' },
    })),
    ...queryFields(fields).map((f) => ({ name: f.path, in: 'query', required: f.required, schema: f.schema })),
    ...(route.handlers.some((h) => h.name === 'idempotentWrite') ? [IDEMPOTENCY_KEY] : []),
  ];
  const body: Schema = { type: 'object' };
  for (const f of fields.filter((f) => f.location === 'body')) place(body, f.path, f.schema, f.required);
  const upload = isUpload(route);
  if (upload) {
    body['properties'] = { file: { type: 'string', contentEncoding: 'binary' }, ...((body['properties'] as Schema) ?? {}) };
    body['required'] = ['file', ...((body['required'] as string[]) ?? [])];
  }
  const auth = authOf(route.handlers);
  const doc = operationDocOf(route.handlers);
  const op: Record<string, unknown> = {
    ...(doc && { summary: doc.summary }),
    operationId: `${route.method.toLowerCase()}${route.path.replace(/[^\w]+(\w)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    tags: [tagOf(route.path)],
    parameters,
    responses: {
      ...successOf(doc?.answers),
      '4XX': ERROR_RESPONSE,
      ...(isRateLimited(route.handlers) ? { '429': LIMITED_RESPONSE } : {}),
      '503': UNAVAILABLE_RESPONSE,
    },
  };
  if (upload || body['properties']) {
    op['requestBody'] = {
      required: upload || Boolean(body['required']),
      content: { [upload ? 'multipart/form-data' : 'application/json']: { schema: body } },
    };
  }
  if (auth) op['security'] = auth === 'required' ? [{ bearerAuth: [] }] : [{}, { bearerAuth: [] }];
  return op;
}

/** The OpenAPI 3.1 description of every route the app mounts, generated from the routes' own validate() chains. */
export async function openApiDocument(app: Application): Promise<Record<string, unknown>> {
  const paths: Record<string, Record<string, unknown>> = {};
  const routes = routeStacks(app);
  for (const route of routes) (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = await operationOf(route);
  const answered = routes.flatMap((route) => {
    const answers = operationDocOf(route.handlers)?.answers;
    return answers && !isMediaAnswer(answers) ? [answers] : [];
  });
  return {
    openapi: '3.1.0',
    info: {
      title: 'Hashar API',
      version: '1',
      description:
        'Generated from the routes and their validation rules. Errors answer { error, msg, fields? } in the language of Accept-Language (ru, uz).',
    },
    // Paths are written in full (/api/…), from the server's root.
    servers: [{ url: '/' }],
    // Anonymous unless an operation says otherwise (its security: a Bearer token required or optional).
    security: [],
    tags: [...new Set(routes.map((r) => tagOf(r.path)))].sort().map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: componentSchemas(answered),
      responses: {
        Error: {
          description: 'An error: { error, msg, fields? } (the back office adds message and errors; registration answers error: 1)',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiErrorAnswer' } } },
        },
        TooManyRequests: {
          description: 'Past a rate limit: too_many_requests, retry after Retry-After seconds',
          headers: RETRY_AFTER,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
        Unavailable: {
          description:
            'service_unavailable: the server is past its capacity (Retry-After: 2, a few seconds) or the database is away (Retry-After: 30); nothing was written',
          headers: RETRY_AFTER,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
    },
  };
}
