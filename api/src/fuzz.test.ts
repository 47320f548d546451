import fc from 'fast-check';
import zlib from 'node:zlib';
import {
  describeResponse,
  hasJsonBody,
  isUploadRoute,
  pathParams,
  seedBodies,
  send,
  useHostileContext,
  validParam,
  type HostileContext,
} from './test/hostile';
import { fillPath, type MountedRoute } from './openapi/routes';

/**
 * Property: no input makes the API or a page answer 5xx. Every route of the real app (walked
 * from its router, so routes added later are fuzzed too) gets generated hostile path parameters,
 * query strings, headers and bodies, anonymously and with the token of each role. A fixed seed
 * and a time budget keep it repeatable and short; FUZZ_RUNS / FUZZ_SEED / FUZZ_BUDGET_MS widen it.
 */
const SEED = Number(process.env['FUZZ_SEED'] ?? 20260601);
const RUNS = Number(process.env['FUZZ_RUNS'] ?? 30);
const BUDGET_MS = Number(process.env['FUZZ_BUDGET_MS'] ?? 40000);

/** Stands for a number JSON cannot spell through JSON.stringify (1e400 parses as Infinity). */
const HUGE = '\u0001HUGE\u0001';

const TRICKY_TEXT = [
  '$1',
  '$2',
  '$1 $2',
  '%',
  '%ZZ',
  '\ud800',
  'a\udc00',
  '\u0000',
  "' OR 1=1 --",
  '<script>x</script>',
  '../../etc/passwd',
  '1e400',
  '99999999999',
  '-1',
  'null',
  '[]',
  '{}',
  'Тошкент',
  "O'zbekiston",
  '😀',
  ' ',
  '',
];
const TRICKY_NUMBERS = [2147483648, 99999999999, -1, 0, 1.5, -2147483649, Number.MAX_SAFE_INTEGER, 1e300, -0];
/** Fields the API's forms use, so generated bodies reach validators and SQL, not only "unknown field". */
const FIELDS = [
  'id',
  'ids',
  'title',
  'titleRu',
  'titleUz',
  'description',
  'descriptionRu',
  'descriptionUz',
  'name',
  'nameRu',
  'nameUz',
  'email',
  'username',
  'password',
  'repeat',
  'regionId',
  'districtId',
  'point',
  'lat',
  'lng',
  'directions',
  'directionIds',
  'sessions',
  'startsAt',
  'endsAt',
  'capacity',
  'address',
  'isOnline',
  'cover',
  'documents',
  'minAge',
  'groupId',
  'type',
  'targetId',
  'message',
  'text',
  'body',
  'subject',
  'hours',
  'note',
  'action',
  'reason',
  'token',
  'key',
  'sortOrder',
  'isActive',
  'isBlocked',
  'role',
  'consent',
  'captcha',
  'phone',
  'link',
  'url',
  'slug',
  'tags',
  'sectionId',
  'publishedAt',
];
const QUERY_KEYS = [
  'q',
  'page',
  'perPage',
  'sort',
  'range',
  'filter',
  'type',
  'id',
  'region',
  'district',
  'near',
  'radiusKm',
  'direction',
  'from',
  'to',
  'when',
  'online',
  'state',
  'to',
  'locale',
  'section',
  'tag',
  'q[]',
  'page[x]',
];

/** UTF-16 code units of any kind: lone surrogates and NUL included. */
const anyUnit = fc.oneof(
  fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
  fc.constantFrom('$', '%', '1', 'a', 'я'),
);
const text = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...TRICKY_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: anyUnit, maxLength: 24 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 200, maxLength: 3000 }) },
);
const number = fc.oneof(fc.constantFrom(...TRICKY_NUMBERS), fc.integer(), fc.double(), fc.constant(HUGE));
const leaf = fc.oneof(text, number, fc.boolean(), fc.constant(null));
const { value: jsonValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...FIELDS), tie('value'), { maxKeys: 3 }),
  ),
}));
const body = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ unit: anyUnit, maxLength: 6 })), jsonValue, { maxKeys: 8 }),
  },
  { weight: 1, arbitrary: jsonValue },
);

/** %-encodes text that may hold lone surrogates (encodeURIComponent throws on them; we send their UTF-8 form). */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((c) => {
        try {
          return encodeURIComponent(c);
        } catch {
          return '%ED%A0%80';
        }
      })
      .join('');
  }
}

const RAW_SEGMENTS = ['%', '%ZZ', '%E0%A4', '%ED%A0%80', '%00', '99999999999', '2147483648', '-1', '0', '1e400', '1.5', '%241', '$2'];
const segment = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.nat(3)).map(String) },
  { weight: 1, arbitrary: text.map(encode) },
);
const queryValue = fc.oneof(
  text.map(encode),
  fc.constantFrom(
    '%',
    '%ZZ',
    '[0,1e400]',
    '{"q":"$2"}',
    '["id","ASC"]',
    '{"id":[99999999999]}',
    '[0,-1]',
    'distance',
    '41.3,69.25',
    '91,200',
    '41.3,1e400',
    '-0,-0',
  ),
  number.map((n) => (n === HUGE ? '1e400' : String(n))),
);
const query = fc
  .array(fc.tuple(fc.constantFrom(...QUERY_KEYS), queryValue), { maxLength: 5 })
  .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));

type Role = 'anonymous' | 'bogus' | keyof HostileContext['accounts'];
const ROLES: Role[] = ['anonymous', 'bogus', 'volunteer', 'organization', 'moderator', 'admin'];

interface HostileRequest {
  role: Role;
  params: Record<string, string>;
  query: string;
  body: unknown;
  contentType: string | null;
  encoding: string | null;
  locale: string;
}

/** The valid body with one field (its own or another form's) set to a hostile value. */
const spoiled = (seed: Record<string, unknown>) =>
  fc.tuple(fc.constantFrom(...Object.keys(seed), ...FIELDS), jsonValue).map(([field, value]) => ({ ...seed, [field]: value }));

function requestArbitrary(route: MountedRoute, seed: Record<string, unknown> | undefined): fc.Arbitrary<HostileRequest> {
  const names = pathParams(route.path);
  return fc.record({
    // Logging out would spend the shared tokens: those routes are fuzzed anonymously.
    role: /logout/.test(route.path) ? fc.constantFrom<Role>('anonymous', 'bogus') : fc.constantFrom(...ROLES),
    params: fc.record(Object.fromEntries(names.map((n) => [n, fc.oneof(segment, fc.constant(validParam(n)))]))),
    query: fc.oneof(fc.constant(''), query),
    body: seed ? fc.oneof({ weight: 3, arbitrary: spoiled(seed) }, { weight: 1, arbitrary: body }) : body,
    contentType: fc.oneof(
      { weight: 8, arbitrary: fc.constant('application/json') },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          null,
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/json; charset=koi8-r',
        ),
      },
    ),
    encoding: fc.oneof(
      { weight: 8, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.constantFrom('gzip', 'br', 'deflate', 'gzip-real', 'identity', 'compress') },
    ),
    locale: fc.constantFrom('ru', 'uz', 'en', 'uz;q=0.9, ru'),
  });
}

function bodyText(value: unknown): string {
  return JSON.stringify(value).replaceAll(`"${HUGE}"`, '1e400');
}

async function fire(ctx: HostileContext, route: MountedRoute, r: HostileRequest) {
  const url = fillPath(route.path, (name) => r.params[name] ?? validParam(name));
  const req = send(ctx.app, route.method, `${url}${r.query ? `?${r.query}` : ''}`).set('Accept-Language', r.locale);
  if (r.role === 'bogus') req.set('Authorization', 'Bearer not.a.token');
  else if (r.role !== 'anonymous') req.set(ctx.accounts[r.role].auth);
  if (hasJsonBody(route) && !isUploadRoute(route)) {
    let payload: string | Buffer = bodyText(r.body);
    if (r.encoding === 'gzip-real') {
      payload = zlib.gzipSync(payload);
      req.set('Content-Encoding', 'gzip');
    } else if (r.encoding) req.set('Content-Encoding', r.encoding);
    if (r.contentType) req.set('Content-Type', r.contentType);
    else req.unset('Content-Type');
    req.serialize((raw: unknown) => raw as string).send(payload);
  }
  const res = await req;
  return { url, res };
}

describe('fuzz: hostile input on every mounted route', () => {
  const ctx = useHostileContext();

  it(
    'never answers 5xx',
    async () => {
      expect(ctx.routes.length).toBeGreaterThan(50);
      const failures: string[] = [];
      const deadline = Date.now() + BUDGET_MS;
      const seeds = seedBodies();
      for (const [i, route] of ctx.routes.entries()) {
        const left = Math.max(deadline - Date.now(), 0);
        await fc
          .assert(
            fc.asyncProperty(requestArbitrary(route, seeds[`${route.method} ${route.path}`]), async (r) => {
              const { url, res } = await fire(ctx, route, r);
              if (res.status >= 500) {
                failures.push(
                  describeResponse(
                    `${route.method} ${url}?${r.query} as ${r.role} ${r.contentType}/${r.encoding} ${bodyText(r.body).slice(0, 600)}`,
                    res,
                  ),
                );
                return false;
              }
              return true;
            }),
            {
              seed: SEED + i,
              numRuns: RUNS,
              endOnFailure: true,
              interruptAfterTimeLimit: Math.max(left / (ctx.routes.length - i), 50),
              markInterruptAsFailure: false,
            },
          )
          .catch(() => undefined);
      }
      expect(failures).toEqual([]);
    },
    BUDGET_MS + 30000,
  );
});
