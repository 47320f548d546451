import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { RequestHandler } from 'express';
import schemas from '../lib/commonSchemas.json';
import { isMediaAnswer, MEDIA_ANSWERS, operationDocOf, type MediaAnswer } from '../lib/operation';

/**
 * The API's answers held to their contract in every test: a successful answer of a route that
 * declares its common type (operation(summary, 'Type')) must match that type's generated schema,
 * an error must be one of common's ApiErrorAnswer. A mismatch is kept here and fails the running test in the
 * afterEach of setupContract.ts, with the request and what did not match.
 */

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
ajv.addSchema({ $id: 'common', definitions: schemas.definitions });

const validators = new Map<string, ValidateFunction>();
const validatorOf = (type: string): ValidateFunction => {
  let validate = validators.get(type);
  if (!validate) validators.set(type, (validate = ajv.compile({ $ref: `common#/definitions/${type}` })));
  return validate;
};

/** What this test file's checks found, on its global (shared by the setup file and the tests whatever their module instances). */
const state = ((globalThis as Record<symbol, unknown>)[Symbol.for('hashar.contract')] ??= { mismatches: [], off: false }) as {
  mismatches: string[];
  off: boolean;
};

/**
 * For a test file that builds what common/ does not know (throwawayKind.test.ts: a kind missing
 * from common's ACTIVITY_KINDS): its answers are not common's types, so they go unchecked.
 */
export function skipContractCheck(): void {
  state.off = true;
}

/** The mismatches found since the last call, emptied. */
export function takeContractMismatches(): string[] {
  return state.mismatches.splice(0);
}

/** The handlers of the route that answered (Express sets req.route to the one it matched last). */
const routeHandlers = (route: unknown): unknown[] =>
  ((route as { stack?: { handle: unknown }[] } | undefined)?.stack ?? []).map((layer) => layer.handle);

/** Checks the JSON body as the client gets it (dates as text, no undefined fields) against the type. */
function mismatch(type: string, body: unknown): string | null {
  const validate = validatorOf(type);
  if (validate(JSON.parse(JSON.stringify(body ?? null)))) return null;
  return (validate.errors ?? [])
    .slice(0, 8)
    .map(
      (e) =>
        `body${e.instancePath} ${e.message ?? ''}${'additionalProperty' in e.params ? `: ${String(e.params['additionalProperty'])}` : ''}`,
    )
    .join('; ');
}

/**
 * What is wrong with a successful answer of a route that declared an answer that is not JSON
 * (operation(summary, 'pdf')): its status or its content type. A 304 or a redirect of a file's
 * route (to its store) is not checked.
 */
function mediaMismatch(media: MediaAnswer, status: number, contentType: string): string | null {
  const { status: expected, types } = MEDIA_ANSWERS[media];
  if (status >= 400) return null;
  if (expected === '204') return status === 204 ? null : `status ${status}, not 204`;
  if (expected === '3XX') return status >= 300 && status < 400 ? null : `status ${status}, not a redirect`;
  if (status >= 300 || !types.length) return null;
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  const fits = types.includes('*') ? type !== '' && type !== 'application/json' : types.includes(type);
  return fits ? null : `content type "${type}", not ${types.join(' or ')}`;
}

/**
 * Test-app middleware: checks each answer against what its route declares — the JSON body of
 * /api requests against the declared common type (errors against ApiErrorAnswer), the status
 * and content type of answers that are not JSON.
 */
export const checkAnswers: RequestHandler = (req, res, next) => {
  if (state.off) return next();
  res.on('finish', () => {
    const declared = operationDocOf(routeHandlers(req.route))?.answers;
    const problem =
      declared && isMediaAnswer(declared) && mediaMismatch(declared, res.statusCode, String(res.getHeader('content-type') ?? ''));
    if (problem) state.mismatches.push(`${req.method} ${req.originalUrl} answered ${problem} (declared ${declared})`);
  });
  if (!req.originalUrl.startsWith('/api/')) return next();
  const json = res.json.bind(res);
  res.json = (body: unknown) => {
    const status = res.statusCode;
    const answers = status >= 400 ? 'ApiErrorAnswer' : status < 300 ? operationDocOf(routeHandlers(req.route))?.answers : undefined;
    const type = answers && !isMediaAnswer(answers) ? answers : undefined;
    const problem = type && mismatch(type, body);
    if (problem) state.mismatches.push(`${req.method} ${req.originalUrl} answered ${status}, not a ${type}: ${problem}`);
    return json(body);
  };
  next();
};
