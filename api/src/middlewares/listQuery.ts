import type { Request, RequestHandler, Response } from 'express';
import { Op, type WhereOptions } from 'sequelize';
import { HttpError } from '../errors';
import { translate, type MessageKey } from '../i18n';

/** How a filter value is checked: a column type, or the allowed strings of an enumeration. */
export type FilterKind = 'int' | 'text' | 'bool' | readonly string[];

/** What a back-office list lets the client sort, filter and search by (model attribute names). */
export interface ListSpec {
  resource: string;
  sortable: readonly string[];
  /** `id` is always filterable (getMany); add foreign keys here for getManyReference. */
  filterable: Readonly<Record<string, FilterKind>>;
  /** Attributes `filter.q` searches with ILIKE. */
  searchable: readonly string[];
  defaultSort?: readonly [string, 'ASC' | 'DESC'];
}

/** The parsed list request, ready for Model.findAndCountAll. */
export interface ListQuery {
  where: WhereOptions;
  order: [string, 'ASC' | 'DESC'][];
  offset: number;
  limit: number;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      listQuery?: ListQuery;
    }
  }
}

/** Most rows one list request may ask for. */
export const MAX_RANGE = 100;
/** Most ids one getMany may ask for. */
const MAX_IDS = 1000;

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
    return Number.isSafeInteger(n) && (n as number) >= 0 && (n as number) <= 2147483647 ? n : undefined;
  }
  if (kind === 'bool') return value === true || value === 'true' ? true : value === false || value === 'false' ? false : undefined;
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && text.length <= 500 && !text.includes('\0') ? text : undefined;
}

/** LIKE pattern matching the text anywhere, with the wildcards in it taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

function parseFilter(req: Request, spec: ListSpec, filter: unknown): WhereOptions {
  if (filter === undefined) return {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    return fail(req, 'filter', 'list_param', { param: 'filter', shape: '{"field":"value"}' });
  }
  const kinds: Record<string, FilterKind> = { ...spec.filterable, id: 'int' };
  const and: WhereOptions[] = [];
  for (const [field, raw] of Object.entries(filter)) {
    if (field === 'q') {
      const q = filterValue('text', raw);
      if (q === undefined) return fail(req, 'filter', 'list_filter_value', { field });
      if (typeof q === 'string' && q.trim() && spec.searchable.length) {
        and.push({ [Op.or]: spec.searchable.map((a) => ({ [a]: { [Op.iLike]: containsPattern(q.trim()) } })) });
      }
      continue;
    }
    const kind = Object.hasOwn(kinds, field) ? kinds[field] : undefined;
    if (!kind) return fail(req, 'filter', 'list_filter_field', { field: field.slice(0, 64) });
    const values = Array.isArray(raw) ? raw : [raw];
    const checked = values.map((v) => filterValue(kind, v));
    if (values.length > MAX_IDS || checked.some((v) => v === undefined)) return fail(req, 'filter', 'list_filter_value', { field });
    and.push({ [field]: Array.isArray(raw) ? { [Op.in]: checked.filter((v) => v !== null) } : checked[0] });
  }
  return and.length ? { [Op.and]: and } : {};
}

/** Parses ra-data-simple-rest's sort/range/filter against the resource's whitelists into req.listQuery. */
export function listQuery(spec: ListSpec): RequestHandler {
  return (req, _res, next) => {
    const [field, dir] = parseSort(req, spec);
    const filter = jsonParam(req, 'filter', '{"field":"value"}');
    const where = parseFilter(req, spec, filter);
    const ids = typeof filter === 'object' && filter !== null ? (filter as { id?: unknown }).id : undefined;
    const { offset, limit } = parseRange(req, ids);
    // id breaks ties so pages never repeat or skip rows.
    const order: ListQuery['order'] =
      field === 'id'
        ? [['id', dir]]
        : [
            [field, dir],
            ['id', 'ASC'],
          ];
    req.listQuery = { where, order, offset, limit };
    next();
  };
}

/** Answers a list: the rows as a JSON array and `Content-Range: <resource> <start>-<end>/<total>`. */
export function sendList(res: Response, resource: string, rows: unknown[], total: number, offset: number): void {
  const range = rows.length ? `${offset}-${offset + rows.length - 1}` : '*';
  res.set('Content-Range', `${resource} ${range}/${total}`);
  res.set('Access-Control-Expose-Headers', 'Content-Range');
  res.json(rows);
}
