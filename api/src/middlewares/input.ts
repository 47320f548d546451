import express, { type Request, type RequestHandler } from 'express';
import { REQUEST_LIMITS } from '@hashar/common';
import { HttpError } from '../errors';
import { translate, type MessageKey } from '../i18n';

/**
 * Text PostgreSQL cannot store: NUL, and UTF-16 surrogates without their pair (JSON's "\ud800").
 * Checked once here, for every request, so no route ever sends such text to the database.
 */
const BAD_TEXT = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const { depthMax: MAX_DEPTH, arrayItemsMax: MAX_ITEMS, objectKeysMax: MAX_KEYS } = REQUEST_LIMITS;

const bad = (
  status: number,
  code: 'bad_request' | 'unsupported_media_type',
  key: MessageKey,
  params: Record<string, string | number> = {},
) => new HttpError(status, code, key, params);

/**
 * The first place in a parsed value (its path, e.g. `title.ru`) holding text PostgreSQL rejects;
 * null when none. Throws 413 for a list or an object larger than REQUEST_LIMITS allows, before any
 * validator walks it (express-validator's wildcard fields, `sessions.*.startsAt`, cost the square
 * of the number of items or keys they expand to).
 */
function badTextAt(value: unknown): string | null {
  // Breadth-first with a queue, not recursion: a hostile body may nest deeper than the call stack allows.
  const queue: [unknown, string, number][] = [[value, '', 0]];
  // for…of visits what is pushed while it runs: the queue is walked to its end.
  for (const [v, path, depth] of queue) {
    if (typeof v === 'string') {
      if (BAD_TEXT.test(v)) return path;
    } else if (v !== null && typeof v === 'object') {
      if (depth >= MAX_DEPTH) throw bad(400, 'bad_request', 'too_deep', { max: MAX_DEPTH });
      if (Array.isArray(v) ? v.length > MAX_ITEMS : Object.keys(v).length > MAX_KEYS) throw tooLarge(path, Array.isArray(v));
      for (const [key, item] of Object.entries(v)) {
        const at = path ? `${path}.${key}` : key;
        if (BAD_TEXT.test(key)) return at;
        queue.push([item, at, depth + 1]);
      }
    }
  }
  return null;
}

/** 413 naming the list or object (its path without item numbers, e.g. `sessions`) and the most items or fields it may have. */
function tooLarge(path: string, list: boolean): HttpError {
  const field =
    path
      .replace(/\.\d+(?=\.|$)/g, '')
      .replace(/[\0\ud800-\udfff]/g, '')
      .slice(0, 64) || 'body';
  return list
    ? new HttpError(413, 'payload_too_large', 'list_too_long', { field, max: MAX_ITEMS })
    : new HttpError(413, 'payload_too_large', 'too_many_fields', { field, max: MAX_KEYS });
}

/** 400 naming the field when the request's body or query holds text PostgreSQL rejects. */
function rejectBadText(req: Request, value: unknown, where: string): void {
  const at = badTextAt(value);
  if (at === null) return;
  const field = (at || where).replace(/[\0\ud800-\udfff]/g, '').slice(0, 64);
  throw new HttpError(400, 'bad_request', 'invalid_text', { field }, { [field]: translate(req.locale, 'invalid_text', { field }) });
}

/**
 * App-wide, before any route: a path whose percent-encoding does not decode (`%`, `%ZZ`, cut
 * UTF-8 like `%E0%A4`) is 400, and so is text PostgreSQL cannot store in the path or the query.
 */
export const checkUrl: RequestHandler = (req, _res, next) => {
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    return next(bad(400, 'bad_request', 'malformed_url'));
  }
  if (BAD_TEXT.test(path)) return next(bad(400, 'bad_request', 'malformed_url'));
  try {
    rejectBadText(req, req.query, 'query');
  } catch (err) {
    return next(err);
  }
  next();
};

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/** Whether the request carries a body (a length above 0 or chunked). */
function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** Body parser errors as HttpErrors with a message saying what is wrong with the body. */
function parserError(err: unknown): HttpError {
  const e = err as { type?: string; status?: number; limit?: number };
  switch (e?.type) {
    case 'entity.parse.failed':
      return bad(400, 'bad_request', 'invalid_json');
    case 'entity.too.large':
      return new HttpError(413, 'payload_too_large', 'payload_too_large', { limit: e.limit ? `${Math.round(e.limit / 1024)} KB` : '' });
    case 'encoding.unsupported':
      return bad(415, 'unsupported_media_type', 'unsupported_encoding');
    case 'charset.unsupported':
      return bad(415, 'unsupported_media_type', 'unsupported_media_type');
    default:
      // A body that does not decode as its Content-Encoding says (zlib's errors), or a cut request.
      return bad(400, 'bad_request', 'body_encoding');
  }
}

/**
 * The API's request bodies: JSON only (415 for another Content-Type on POST/PUT/PATCH with a
 * body; multipart/form-data is left to the upload routes), decoded per Content-Encoding (400
 * when it does not decode, 415 for an encoding we do not know), checked for text PostgreSQL
 * rejects; `req.body` is always set ({} without a JSON body) so handlers may read fields directly.
 */
export function jsonBody(limit: string | number): RequestHandler {
  const parse = express.json({ limit });
  return (req, res, next) => {
    const multipart = req.is('multipart/form-data') === 'multipart/form-data';
    if (METHODS_WITH_BODY.has(req.method) && hasBody(req) && !multipart && !req.is('application/json')) {
      return next(bad(415, 'unsupported_media_type', 'json_expected'));
    }
    parse(req, res, (err?: unknown) => {
      if (err) return next(parserError(err));
      // A multipart form is parsed by the upload route's own middleware (which replaces this {});
      // anywhere else the route sees an empty form and answers its own 400.
      req.body ??= {};
      if (multipart) return next();
      try {
        rejectBadText(req, req.body, 'body');
      } catch (error) {
        return next(error);
      }
      next();
    });
  };
}
