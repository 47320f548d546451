import { body, type ValidationChain } from 'express-validator';
import { msg, trimmedText } from './validate';

/** How one writable field of a back-office resource is checked and cleaned. */
export interface FieldSpec {
  /** Must be given on create; on update, when given, it must still be valid. */
  required?: boolean;
  /** May be cleared: '' and null are stored as null. */
  nullable?: boolean;
  rules(chain: ValidationChain): ValidationChain;
}

const isScalar = (v: unknown) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
const INT_MAX = 2147483647;

/** A string of at most `max` characters (trimmed; required ones must not be blank). */
export const text = (max: number, opts: { required?: boolean; nullable?: boolean } = {}): FieldSpec => ({
  ...opts,
  rules: (c) => {
    // An optional text column that is not nullable takes null as "empty".
    if (!opts.required && !opts.nullable) c.customSanitizer((v: unknown) => v ?? '');
    c.custom((v) => typeof v === 'string')
      .withMessage(msg('required'))
      .bail()
      .customSanitizer(trimmedText);
    if (opts.required) c.notEmpty().withMessage(msg('required')).bail();
    return c.isLength({ max }).withMessage(msg('maxLength', { max }));
  },
});

/** An integer from min to max. */
export const int = (min = 0, max = INT_MAX, opts: { required?: boolean; nullable?: boolean } = {}): FieldSpec => ({
  ...opts,
  rules: (c) =>
    c
      .custom(isScalar)
      .withMessage(msg('range', { min, max }))
      .bail()
      .isInt({ min, max })
      .withMessage(msg('range', { min, max }))
      .bail()
      .toInt(),
});

/** A number from min to max (a number or a numeric string), rounded to `places` decimals. */
export const decimal = (min: number, max: number, places: number, opts: { required?: boolean; nullable?: boolean } = {}): FieldSpec => ({
  ...opts,
  rules: (c) =>
    c
      .custom((v) => (typeof v === 'number' || (typeof v === 'string' && v.trim() !== '')) && Number.isFinite(Number(v)))
      .withMessage(msg('number', { min, max }))
      .bail()
      .custom((v) => Number(v) >= min && Number(v) <= max)
      .withMessage(msg('number', { min, max }))
      .bail()
      .customSanitizer((v) => Number(Number(v).toFixed(places))),
});

/** A list of at most `max` distinct texts, each trimmed, non-empty and at most `length` characters. */
export const texts = (max: number, length: number): FieldSpec => ({
  rules: (c) =>
    c
      .custom(
        (v) =>
          Array.isArray(v) &&
          v.length <= max &&
          v.every((t) => typeof t === 'string' && t.trim() !== '' && t.trim().length <= length && !t.includes('\0')),
      )
      .withMessage(msg('listLimits', { max, length }))
      .bail()
      .customSanitizer((v: string[]) => [...new Set(v.map((t) => t.trim()))]),
});

/** true or false. */
export const bool = (): FieldSpec => ({
  rules: (c) => c.custom((v) => typeof v === 'boolean').withMessage(msg('boolean')),
});

/** One of the listed strings. */
export const oneOf = (values: readonly string[], opts: { required?: boolean } = {}): FieldSpec => ({
  ...opts,
  rules: (c) =>
    c
      .custom((v) => typeof v === 'string' && v !== '')
      .withMessage(msg(opts.required ? 'required' : 'choice'))
      .bail()
      .custom((v: string) => values.includes(v))
      .withMessage(msg('choice')),
});

/** The id of a record that exists (`exists` asks the database), with `message` when it does not. */
export const existingId = (
  exists: (id: number) => Promise<boolean>,
  message: Parameters<ValidationChain['withMessage']>[0],
  opts: { nullable?: boolean } = {},
): FieldSpec => ({
  ...(opts.nullable ? { nullable: true } : { required: true }),
  rules: (c) =>
    int(1)
      .rules(c)
      .bail()
      .custom(async (id: number) => {
        if (!(await exists(id))) throw new Error('unknown');
      })
      .withMessage(message),
});

/** A stable identifier: lower-case Latin letters, digits, '-' and '_' (or another `shape`, with its message). */
export const key = (
  shape = /^[a-z0-9][a-z0-9_-]{0,63}$/,
  message: Parameters<ValidationChain['withMessage']>[0] = msg('key', { max: 64 }),
): FieldSpec => ({
  required: true,
  rules: (c) =>
    c
      .custom((v) => typeof v === 'string' && v.trim() !== '')
      .withMessage(msg('required'))
      .bail()
      .trim()
      .matches(shape)
      .withMessage(message),
});

/** A colour as #RRGGBB (stored upper-case). */
export const color = (): FieldSpec => ({
  required: true,
  rules: (c) =>
    c
      .custom((v) => typeof v === 'string' && v !== '')
      .withMessage(msg('required'))
      .bail()
      .matches(/^#[0-9A-Fa-f]{6}$/)
      .withMessage(msg('color'))
      .bail()
      .toUpperCase(),
});

/** An http(s) address or a site-relative path ('/…', never protocol-relative '//…'). */
export const link = (opts: { required?: boolean } = {}): FieldSpec => ({
  ...opts,
  nullable: !opts.required,
  rules: (c) =>
    c
      .custom((v) => typeof v === 'string' && v.trim() !== '')
      .withMessage(msg('required'))
      .bail()
      .trim()
      .isLength({ max: 500 })
      .withMessage(msg('maxLength', { max: 500 }))
      .bail()
      .matches(/^(https?:\/\/[^\s/]+[^\s]*|\/(?!\/)[^\s]*)$/i)
      .withMessage(msg('link')),
});

/** A date and time (ISO 8601), or null. */
export const date = (): FieldSpec => ({
  nullable: true,
  rules: (c) =>
    c
      .custom((v) => typeof v === 'string' && !Number.isNaN(Date.parse(v)))
      .withMessage(msg('date'))
      .bail()
      .customSanitizer((v: string) => new Date(v)),
});

/** express-validator chains for the fields; on update every field is optional. */
export function fieldChains(fields: Record<string, FieldSpec>, mode: 'create' | 'update'): ValidationChain[] {
  return Object.entries(fields).map(([name, spec]) => {
    const chain = body(name);
    if (spec.nullable) chain.customSanitizer((v: unknown) => (v === '' ? null : v));
    if (mode === 'update' || !spec.required) chain.optional({ values: spec.nullable ? 'null' : 'undefined' });
    return spec.rules(chain);
  });
}

/** The writable fields present in the (validated, sanitized) body. */
export function pickFields(fields: Record<string, FieldSpec>, source: Record<string, unknown>): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const name of Object.keys(fields)) if (source[name] !== undefined) picked[name] = source[name];
  return picked;
}
