import type { ErrorRequestHandler, Request } from 'express';
import { UniqueConstraintError } from 'sequelize';
import { validationMessage, type AdminErrorBody } from '@hashar/common';
import { HttpError, Validation } from '../../errors';
import { translate } from '../../i18n';
import { referenceError } from '../../middlewares/errorHandler';

/** snake_case column → camelCase attribute (models are `underscored`). */
const attribute = (column: string) => column.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());

/** A unique-key violation as a validation error on the fields involved. */
function uniqueToValidation(err: UniqueConstraintError, req: Request): HttpError {
  const fields: Record<string, string> = {};
  for (const item of err.errors) fields[attribute(item.path ?? 'id')] = validationMessage(req.locale, 'unique');
  return Validation(fields);
}

function toKnown(err: unknown, req: Request): unknown {
  if (err instanceof UniqueConstraintError) return uniqueToValidation(err, req);
  return referenceError(err, req.locale) ?? err;
}

/**
 * Back-office error bodies: DESIGN.md §5's `{error, msg, fields}` plus what react-admin
 * reads — `message` (its notification) and `errors` (messages shown on the inputs).
 */
export const adminErrors: ErrorRequestHandler = (err, req, res, next) => {
  const known = toKnown(err, req);
  if (!(known instanceof HttpError) || known.status >= 500 || res.headersSent) return next(known);
  const msg = translate(req.locale, known.messageKey, known.params);
  const body: AdminErrorBody = { error: known.code, msg, message: msg };
  if (known.fields) Object.assign(body, { fields: known.fields, errors: known.fields });
  res.status(known.status).json(body);
};
