import type { ErrorRequestHandler, RequestHandler } from 'express';
import { BaseError, ConnectionError, UniqueConstraintError, ValidationError } from 'sequelize';
import type { ApiErrorBody } from '@hashar/common';
import { HttpError } from '../errors';
import { translate } from '../i18n';

/** Unknown /api/* paths: a JSON 404, never the SPA. */
export const apiNotFound: RequestHandler = (_req, _res, next) => next(new HttpError(404, 'not_found', 'api_not_found'));

interface BodyParserError extends Error {
  type?: string;
  status?: number;
  limit?: number;
}

/** Turns library errors (body parser, Sequelize) into HttpErrors; anything else stays unknown. */
function toHttpError(err: unknown): HttpError | null {
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
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500 && e.type) {
    return new HttpError(400, 'bad_request', 'bad_request');
  }
  if (err instanceof UniqueConstraintError) return new HttpError(409, 'conflict', 'conflict');
  if (err instanceof ValidationError) return new HttpError(400, 'validation', 'validation');
  if (err instanceof ConnectionError) return new HttpError(503, 'service_unavailable', 'service_unavailable');
  return null;
}

/** The one place errors become responses: DESIGN.md §5 body, message in the request's locale. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const locale = req.locale ?? 'ru';
  const known = toHttpError(err);
  if (res.headersSent) {
    req.log?.error({ err }, 'error after the response started');
    return;
  }
  if (known) {
    if (known.status >= 500) req.log?.warn({ err }, 'request failed');
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
