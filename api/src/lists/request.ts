import type { Request } from 'express';
import { query, type ValidationChain } from 'express-validator';
import { EVENTS_PAGE_SIZE, PAGE_SIZE_MAX } from '@hashar/common';
import { HttpError } from '../errors';
import { translate, type MessageKey } from '../i18n';
import { msg } from '../validation/validate';
import { containsPattern, quoted, type SqlParams } from './sql';

/** How a filter value is checked: a column type, or the allowed strings of an enumeration. */
type FilterKind = 'int' | 'text' | 'bool' | readonly string[];

/** What a list lets the client sort, filter and search by (field names of its rows). */
export interface ListSpec {
  resource: string;
  sortable: readonly string[];
  /** `id` is always filterable (getMany); add foreign keys here for getManyReference. */
  filterable: Readonly<Record<string, FilterKind>>;
  /** Fields `filter.q` searches with ILIKE. */
  searchable: readonly string[];
  defaultSort?: readonly [string, 'ASC' | 'DESC'];
}

/** One checked condition of a list request, on a whitelisted field. */
export type Condition =
  { field: string; equals: unknown } | { field: string; oneOf: unknown[] } | { anyOf: readonly string[]; contains: string };

/** A parsed ra-data-simple-rest list request (sort/range/filter), checked against its ListSpec. */
export interface ListRequest {
  conditions: Condition[];
  order: [string, 'ASC' | 'DESC'][];
  offset: number;
  limit: number;
}

/** Most rows one list request may ask for. */
const MAX_RANGE = 100;
/** Most ids one getMany may ask for. */
const MAX_IDS = 1000;
const INT_MAX = 2147483647;

function fail(req: Request, param: string, key: MessageKey, params: Record<string, string | number> = {}): never {
  throw new HttpError(400, 'bad_request', key, params, { [param]: translate(req.locale, key, params) });
}

function jsonParam(req: Request, param: string, shape: string): unknown {
  const raw = req.query[param];
  if (raw === undefined) return undefined;
  try {
    if (typeof raw !== 'string') throw new Error('repeated');
    return JSON.parse(raw) as unknown;
  } catch {
    return fail(req, param, 'list_param', { param, shape });
  }
}

function parseSort(req: Request, spec: ListSpec): [string, 'ASC' | 'DESC'] {
  const sort = jsonParam(req, 'sort', '["field","ASC"]') ?? spec.defaultSort ?? ['id', 'ASC'];
  if (!Array.isArray(sort) || sort.length !== 2 || typeof sort[0] !== 'string' || typeof sort[1] !== 'string') {
    return fail(req, 'sort', 'list_param', { param: 'sort', shape: '["field","ASC"]' });
  }
  const [field, order] = sort as [string, string];
  if (field !== 'id' && !spec.sortable.includes(field)) return fail(req, 'sort', 'list_sort_field', { field: field.slice(0, 64) });
  const dir = order.toUpperCase();
  if (dir !== 'ASC' && dir !== 'DESC') return fail(req, 'sort', 'list_param', { param: 'sort', shape: '["field","ASC"]' });
  return [field, dir];
}

function parseRange(req: Request, ids: unknown): { offset: number; limit: number } {
  const range = jsonParam(req, 'range', '[0,24]');
  if (range === undefined) return { offset: 0, limit: Array.isArray(ids) ? Math.max(ids.length, 1) : MAX_RANGE };
  const ok = Array.isArray(range) && range.length === 2 && range.every((n) => Number.isSafeInteger(n) && n >= 0);
  const [start, end] = (ok ? range : [0, -1]) as [number, number];
  if (!ok || end < start || end - start + 1 > MAX_RANGE) return fail(req, 'range', 'list_range', { max: MAX_RANGE });
  return { offset: start, limit: end - start + 1 };
}

/** One filter value checked against its kind; undefined when it does not fit. */
function filterValue(kind: FilterKind, value: unknown): unknown {
  if (value === null) return null;
  if (Array.isArray(kind)) return typeof value === 'string' && kind.includes(value) ? value : undefined;
  if (kind === 'int') {
    const n = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
    return Number.isSafeInteger(n) && (n as number) >= 0 && (n as number) <= INT_MAX ? n : undefined;
  }
  if (kind === 'bool') return value === true || value === 'true' ? true : value === false || value === 'false' ? false : undefined;
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && text.length <= 500 && !text.includes('\0') ? text : undefined;
}

function parseFilter(req: Request, spec: ListSpec, filter: unknown): Condition[] {
  if (filter === undefined) return [];
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    return fail(req, 'filter', 'list_param', { param: 'filter', shape: '{"field":"value"}' });
  }
  const kinds: Record<string, FilterKind> = { ...spec.filterable, id: 'int' };
  const conditions: Condition[] = [];
  for (const [field, raw] of Object.entries(filter)) {
    if (field === 'q') {
      const q = filterValue('text', raw);
      if (q === undefined) return fail(req, 'filter', 'list_filter_value', { field });
      if (typeof q === 'string' && q.trim() && spec.searchable.length) conditions.push({ anyOf: spec.searchable, contains: q.trim() });
      continue;
    }
    const kind = Object.hasOwn(kinds, field) ? kinds[field] : undefined;
    if (!kind) return fail(req, 'filter', 'list_filter_field', { field: field.slice(0, 64) });
    const values = Array.isArray(raw) ? raw : [raw];
    const checked = values.map((v) => filterValue(kind, v));
    if (values.length > MAX_IDS || checked.some((v) => v === undefined)) return fail(req, 'filter', 'list_filter_value', { field });
    conditions.push(Array.isArray(raw) ? { field, oneOf: checked.filter((v) => v !== null) } : { field, equals: checked[0] });
  }
  return conditions;
}

/** Parses ra-data-simple-rest's sort/range/filter against the list's whitelists (400 naming what is refused). */
export function listRequest(req: Request, spec: ListSpec): ListRequest {
  const [field, dir] = parseSort(req, spec);
  const filter = jsonParam(req, 'filter', '{"field":"value"}');
  const conditions = parseFilter(req, spec, filter);
  const ids = typeof filter === 'object' && filter !== null ? (filter as { id?: unknown }).id : undefined;
  const { offset, limit } = parseRange(req, ids);
  // id breaks ties so pages never repeat or skip rows.
  const order: ListRequest['order'] =
    field === 'id'
      ? [['id', dir]]
      : [
          [field, dir],
          ['id', 'ASC'],
        ];
  return { conditions, order, offset, limit };
}

/** The conditions as SQL on the rows' fields (`alias."field"`), every value bound through `params`. */
export function conditionsSql(conditions: readonly Condition[], params: SqlParams, alias: string): string[] {
  const column = (field: string) => `${alias}.${quoted(field)}`;
  return conditions.map((c) => {
    if ('contains' in c) {
      const pattern = params.add(containsPattern(c.contains));
      return `(${c.anyOf.map((f) => `${column(f)}::text ILIKE ${pattern}`).join(' OR ')})`;
    }
    if ('oneOf' in c) return c.oneOf.length ? `${column(c.field)} IN (${c.oneOf.map((v) => params.add(v)).join(', ')})` : 'false';
    return c.equals === null ? `${column(c.field)} IS NULL` : `${column(c.field)} = ${params.add(c.equals)}`;
  });
}

/** The order as SQL on the rows' fields. */
export const orderSql = (order: ListRequest['order'], alias: string): string =>
  order.map(([field, dir]) => `${alias}.${quoted(field)} ${dir === 'DESC' ? 'DESC' : 'ASC'}`).join(', ');

/** A public list's page: `page` (1-based), `perPage` and the offset they mean. */
export interface PageRequest {
  page: number;
  perPage: number;
  offset: number;
}

const oneString = (v: unknown) => typeof v === 'string';
const PAGE_MAX = 100000;

/** Validation of a public list's `page` (1-based) and `perPage` (≤ PAGE_SIZE_MAX). */
export const pageChains = (): ValidationChain[] => [
  query('page')
    .optional()
    .custom(oneString)
    .withMessage(msg('range', { min: 1, max: PAGE_MAX }))
    .bail()
    .isInt({ min: 1, max: PAGE_MAX })
    .withMessage(msg('range', { min: 1, max: PAGE_MAX })),
  query('perPage')
    .optional()
    .custom(oneString)
    .withMessage(msg('range', { min: 1, max: PAGE_SIZE_MAX }))
    .bail()
    .isInt({ min: 1, max: PAGE_SIZE_MAX })
    .withMessage(msg('range', { min: 1, max: PAGE_SIZE_MAX })),
];

/** page and perPage of a request validated by pageChains, defaults filled, and the offset they mean. */
export function pageOf(req: Request, defaultSize = EVENTS_PAGE_SIZE): PageRequest {
  const value = (name: string) => {
    const v = req.query[name];
    return typeof v === 'string' && v !== '' ? Number(v) : undefined;
  };
  const page = value('page') ?? 1;
  const perPage = value('perPage') ?? defaultSize;
  return { page, perPage, offset: (page - 1) * perPage };
}
