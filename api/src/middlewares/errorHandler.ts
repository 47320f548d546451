import type { ErrorRequestHandler, RequestHandler } from 'express';
import {
  BaseError,
  ConnectionAcquireTimeoutError,
  ConnectionError,
  DatabaseError,
  ForeignKeyConstraintError,
  UniqueConstraintError,
  ValidationError,
} from 'sequelize';
import type { ApiErrorBody, ErrorCode, Locale } from '@hashar/common';
import { HttpError, overloaded, OVERLOADED_RETRY_AFTER_SECONDS } from '../errors';
import { translate } from '../i18n';
import { tableLabels } from '../i18n/tables';

/** Unknown /api/* paths: a JSON 404, never the SPA. */
export const apiNotFound: RequestHandler = (_req, _res, next) => next(new HttpError(404, 'not_found', 'api_not_found'));

interface BodyParserError extends Error {
  type?: string;
  status?: number;
  limit?: number;
}

/** Codes of the error itself or of the driver error Sequelize wrapped. */
function codesOf(err: unknown): string[] {
  const e = err as { code?: unknown; parent?: { code?: unknown }; original?: { code?: unknown } } | null;
  return [e?.code, e?.parent?.code, e?.original?.code].filter((c): c is string => typeof c === 'string');
}

/** Network errors and PostgreSQL's "the server is going away / not reachable" states. */
const DB_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const DB_DOWN_MESSAGE =
  /Connection terminated|connection timeout|terminating connection|Client has encountered a connection error|Connection is closed|not queryable|connection manager was closed/i;

/** Whether the error means the database cannot be reached right now (pg or Sequelize, any wrapping). */
export function isDatabaseDown(err: unknown): boolean {
  if (err instanceof ConnectionError) return true;
  if (codesOf(err).some((c) => DB_DOWN_CODES.has(c))) return true;
  const e = err as { message?: unknown; parent?: { message?: unknown } } | null;
  const messages = [e?.message, e?.parent?.message].filter((m): m is string => typeof m === 'string');
  return messages.some((m) => DB_DOWN_MESSAGE.test(m));
}

/** SQLSTATEs of a broken reference: 23503 (foreign key), 23001 (RESTRICT, as PostgreSQL 18 reports ON DELETE RESTRICT). */
const REFERENCE_CODES = new Set(['23503', '23001']);

/**
 * A foreign key refusing a write: deleting a row others still point at is 409 naming what uses it
 * (in `locale`); pointing at a row that does not exist is 400. Sequelize wraps only 23503 as
 * ForeignKeyConstraintError, so the SQLSTATE decides. Null for any other error.
 */
export function referenceError(err: unknown, locale: Locale): HttpError | null {
  if (!(err instanceof ForeignKeyConstraintError) && !codesOf(err).some((c) => REFERENCE_CODES.has(c))) return null;
  const e = err as { message?: string; parent?: { detail?: string }; original?: { detail?: string } };
  const detail = e.parent?.detail ?? e.original?.detail ?? e.message ?? '';
  const table = /is (?:still )?referenced from table "([^"]+)"/i.exec(detail)?.[1];
  if (table) return new HttpError(409, 'conflict', 'in_use_by', { what: tableLabels(locale, [table]) });
  return /referenced/i.test(detail) ? new HttpError(409, 'conflict', 'in_use') : new HttpError(400, 'bad_request', 'unknown_reference');
}

const STATUS_CODES: Record<number, ErrorCode> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

/** Turns library errors (body parser, router, Sequelize, pg) into HttpErrors; anything else stays unknown. */
function toHttpError(err: unknown, locale: Locale): HttpError | null {
  if (err instanceof HttpError) return err;
  const e = err as BodyParserError;
  if (e?.type === 'entity.parse.failed') return new HttpError(400, 'bad_request', 'invalid_json');
  if (e?.type === 'entity.too.large') {
    const limit = e.limit ? `${Math.round(e.limit / 1024)} KB` : '';
    return new HttpError(413, 'payload_too_large', 'payload_too_large', { limit });
  }
  if (e?.type === 'encoding.unsupported' || e?.type === 'charset.unsupported') {
    return new HttpError(415, 'unsupported_media_type', 'unsupported_media_type');
  }
  // The router's "Failed to decode param" (URIError, 400) and other http-errors with a client status.
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500 && !(err instanceof BaseError)) {
    if (err instanceof URIError) return new HttpError(400, 'bad_request', 'malformed_url');
    return new HttpError(e.status, STATUS_CODES[e.status] ?? 'bad_request', e.status === 404 ? 'not_found' : 'bad_request');
  }
  // Every pool connection busy for DB_POOL_WAIT_MS: the database is up, the process is past its capacity.
  if (err instanceof ConnectionAcquireTimeoutError) return overloaded();
  if (isDatabaseDown(err)) return new HttpError(503, 'service_unavailable', 'db_unavailable');
  if (err instanceof UniqueConstraintError) return new HttpError(409, 'conflict', 'conflict');
  if (err instanceof ValidationError) return new HttpError(400, 'validation', 'validation');
  const reference = referenceError(err, locale);
  if (reference) return reference;
  // PostgreSQL "data exception" (class 22: number out of range, bad date, invalid text) and CHECK violations.
  if (err instanceof DatabaseError && codesOf(err).some((c) => c.startsWith('22') || c === '23514')) {
    return new HttpError(400, 'bad_request', 'invalid_value');
  }
  return null;
}

/** The one place errors become responses: DESIGN.md §5 body, message in the request's locale. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const locale = req.locale ?? 'ru';
  const known = toHttpError(err, locale);
  if (res.headersSent) {
    req.log?.error({ err }, 'error after the response started');
    return;
  }
  if (known) {
    // A shed request is no failure of ours: the request line says 503, no stack to write under load.
    if (known.status >= 500 && known.messageKey !== 'overloaded') req.log?.warn({ err }, 'request failed');
    if (known.status === 503) res.set('Retry-After', String(known.messageKey === 'overloaded' ? OVERLOADED_RETRY_AFTER_SECONDS : 30));
    const body: ApiErrorBody = { error: known.code, msg: translate(locale, known.messageKey, known.params) };
    if (known.fields) body.fields = known.fields;
    res.status(known.status).json(body);
    return;
  }
  const requestId = String(req.id ?? '');
  req.log?.error({ err: err instanceof BaseError || err instanceof Error ? err : { value: err } }, 'unhandled error');
  const body: ApiErrorBody = { error: 'internal', msg: translate(locale, 'internal', { requestId }), requestId };
  res.status(500).json(body);
};
