import type { Request, RequestHandler } from 'express';
import { body, validationResult, type ValidationChain } from 'express-validator';
import {
  bilingualErrorField,
  bilingualRequiredError,
  validationMessage,
  type BilingualFieldName,
  type Locale,
  type ValidationKey,
} from '@hashar/common';
import { Validation } from '../errors';

/** A message for express-validator's withMessage, translated into the request's language. */
export function msg(key: ValidationKey, params: Record<string, string | number> = {}) {
  return (_value: unknown, { req }: { req: unknown }) => validationMessage((req as Express.Request).locale ?? 'ru', key, params);
}

/** The chains each validate() middleware runs, so the API description (api/src/openapi) reads the routes' own rules. */
const chainsByMiddleware = new WeakMap<RequestHandler, readonly ValidationChain[]>();

/** The chains of a middleware made by validate(), or undefined for any other function. */
export const validationChainsOf = (handler: RequestHandler): readonly ValidationChain[] | undefined => chainsByMiddleware.get(handler);

/** A rule of express-validator's own (isIn, isInt, matches…): it checks each item of a list one by one. */
interface StandardRule {
  validator: unknown;
  message?: unknown;
  run(context: { addError(error: object): void }, value: unknown, meta: unknown): Promise<void>;
}

const wholeValueRules = new WeakSet<object>();

/**
 * Makes the chain's standard rules refuse a list as a whole: express-validator runs them on each
 * item, so `["approve","approve"]` passed `isIn(['approve'])` and reached a handler expecting text
 * (a 500). A list a form takes is checked by its own custom rule or a `field.*` chain.
 */
function refuseListsInStandardRules(chain: ValidationChain): void {
  for (const item of (chain.builder.build() as unknown as { stack: object[] }).stack) {
    if (!('validator' in item) || !('stringify' in item) || wholeValueRules.has(item)) continue;
    const rule = item as unknown as StandardRule;
    const runEach = rule.run.bind(rule);
    rule.run = async (context, value, meta) =>
      Array.isArray(value) ? context.addError({ type: 'field', message: rule.message, value, meta }) : runEach(context, value, meta);
    wholeValueRules.add(item);
  }
}

/** The lists a chain walks item by item (`sessions` of `sessions.*.startsAt`); empty for a plain field. */
function listsWalked(chain: ValidationChain): string[] {
  const { fields } = chain.builder.build() as unknown as { fields: string[] };
  return fields.filter((field) => field.includes('.*')).map((field) => field.slice(0, field.indexOf('.*')));
}

/** A validate() middleware; `input(req)` is the body its chains checked on this request, typed `T`. */
export interface Validator<T> extends RequestHandler {
  /**
   * The body these chains checked, as the shape they guarantee. The whole body is handed on (not
   * express-validator's `matchedData`, which drops the fields a chain does not name). Throws when
   * this validator did not pass on the request: a handler never reads a body nobody checked.
   */
  input(req: Request): T;
}

/** The validators that passed on each request (a handler asks its own validator for its input). */
const passedOn = new WeakMap<Request, Set<RequestHandler>>();

/**
 * Runs the chains in order and answers 400 with one message per field (the first failing rule). A
 * chain over a list's items is skipped once the list itself was refused (too long, not a list):
 * express-validator's wildcards cost more than linear time in the items, and nothing it would say
 * about them is needed then. `T` is the body the chains guarantee, declared once beside them and
 * read by the handler through `input(req)`.
 */
export function validate<T = Record<string, unknown>>(chains: ValidationChain[]): Validator<T> {
  chains.forEach(refuseListsInStandardRules);
  const walked = new Map(chains.map((chain) => [chain, listsWalked(chain)]));
  const middleware: RequestHandler = async (req, _res, next) => {
    for (const chain of chains) {
      const lists = walked.get(chain) ?? [];
      if (lists.length) {
        const refused = new Set(
          validationResult(req)
            .array()
            .flatMap((e) => (e.type === 'field' ? [e.path] : [])),
        );
        if (lists.every((list) => refused.has(list))) continue;
      }
      await chain.run(req);
    }
    const result = validationResult(req);
    if (result.isEmpty()) {
      const passed = passedOn.get(req) ?? new Set();
      passedOn.set(req, passed.add(middleware));
      return next();
    }
    const fields: Record<string, string> = {};
    for (const error of result.array()) {
      if (error.type === 'field' && !(error.path in fields)) fields[error.path] = String(error.msg);
    }
    next(Validation(fields));
  };
  chainsByMiddleware.set(middleware, chains);
  const input = (req: Request): T => {
    if (!passedOn.get(req)?.has(middleware)) throw new Error('a handler read the input of a validator that did not pass on this request');
    return req.body as T;
  };
  return Object.assign(middleware, { input });
}

/** The validator each request was checked by, for validateBy(). */
const chosenFor = new WeakMap<Request, Validator<unknown>>();

/**
 * A validator picked per request (by the record's kind: its hour limit, its application fields);
 * `input(req)` reads the body the picked one checked.
 */
export function validateBy<T>(pick: (req: Request) => Validator<T> | Promise<Validator<T>>): Validator<T> {
  const middleware: RequestHandler = async (req, res, next) => {
    const picked = await pick(req);
    chosenFor.set(req, picked);
    return picked(req, res, next);
  };
  const input = (req: Request): T => {
    const picked = chosenFor.get(req) as Validator<T> | undefined;
    if (!picked) throw new Error('a handler read the input of a validator that did not run on this request');
    return picked.input(req);
  };
  return Object.assign(middleware, { input });
}

/** One validator per key, made on first use (validateBy's choices). */
export function validatorsByKey<K, T>(make: (key: K) => Validator<T>): (key: K) => Validator<T> {
  const made = new Map<K, Validator<T>>();
  return (key) => {
    const found = made.get(key);
    if (found) return found;
    const created = make(key);
    made.set(key, created);
    return created;
  };
}

/**
 * The sanitizer of every text field: a string loses its NUL characters and surrounding blanks;
 * anything else (a number, a list, an object a client sent instead) is left as it is for the
 * field's checks to refuse, so a sanitizer never calls a string method on a non-string.
 */
export const trimmedText = (v: unknown): unknown => (typeof v === 'string' ? v.replace(/\0/g, '').trim() : v);

/** A required text field of the body, trimmed, at most `max` characters (`start`: a chain with a condition, e.g. `.if(…)`). */
export const requiredText = (field: string, max: number, start: ValidationChain = body(field)): ValidationChain =>
  start
    .custom((v) => typeof v === 'string')
    .withMessage(msg('required'))
    .bail()
    .customSanitizer(trimmedText)
    .notEmpty()
    .withMessage(msg('required'))
    .bail()
    .isLength({ max })
    .withMessage(msg('maxLength', { max }));

const localeOf = (req: unknown): Locale => (req as Express.Request).locale ?? 'ru';

/**
 * A required bilingual text `<base>Ru` / `<base>Uz` (common's bilingualRequiredError): each
 * language may be missing, at least one is given, each given one has `min`..`max` characters.
 * A missing Russian text is stored as '' (its column is NOT NULL), a missing Uzbek one as null.
 * The error goes to the input in the request's language.
 */
export function bilingualText(name: BilingualFieldName, max: number, opts: { base?: string; min?: number } = {}): ValidationChain[] {
  const base = opts.base ?? name;
  const { min = 1 } = opts;
  const side = (suffix: 'Ru' | 'Uz') =>
    body(`${base}${suffix}`)
      .customSanitizer((v: unknown) => (typeof v === 'string' ? v.replace(/\0/g, '').trim() : (v ?? '')))
      .custom((v) => typeof v === 'string')
      .withMessage(msg('maxLength', { max }))
      .bail()
      .isLength({ max })
      .withMessage(msg('maxLength', { max }))
      .bail()
      .custom((v: string) => v === '' || v.length >= min)
      .withMessage(msg('length', { min, max }))
      .customSanitizer((v: unknown) => (suffix === 'Uz' && v === '' ? null : v));
  return [side('Ru'), side('Uz'), ...eitherLanguage(name, base)];
}

/**
 * The "at least one language" check of `<base>Ru` / `<base>Uz`, after both were cleaned (common's
 * bilingualRequiredError); its message goes to the input in the request's language.
 */
export function eitherLanguage(name: BilingualFieldName, base: string = name): ValidationChain[] {
  return [`${base}Ru`, `${base}Uz`].map((field) =>
    body(field)
      .if((_v: unknown, { req }: { req: unknown }) => bilingualErrorField(base, localeOf(req)) === field)
      .custom((_v, { req }) => !bilingualRequiredError('ru', name, req.body?.[`${base}Ru`], req.body?.[`${base}Uz`]))
      .withMessage((_v: unknown, { req }: { req: unknown }) => bilingualRequiredError(localeOf(req), name, undefined, undefined)),
  );
}

/**
 * The body as the client sent it, still unchecked, for a rule that reads the other fields (an end
 * after its start); anything but an object body gives {}.
 */
export const sentBody = (req: unknown): Readonly<Record<string, unknown>> => {
  const { body } = req as { body?: unknown };
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
};

/** One field of the body as sent, unchecked (sentBody). */
export const sentField = (req: unknown, field: string): unknown => sentBody(req)[field];
