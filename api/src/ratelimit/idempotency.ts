import { createHash } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Sequelize } from 'sequelize';
import { HttpError } from '../errors';
import { exec, run } from '../lists';

/** How a client names one write it may send again (letters, digits, `-_.:`; a UUID fits); the OpenAPI description states it too. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\w.:-]{1,100}$/;

/** A key's answer is replayed for this long. */
const KEEP = "interval '24 hours'";

/** What a key was first used for: the method, the address and the body's digest. */
function requestOf(req: Request): string {
  const body = createHash('sha256')
    .update(JSON.stringify(req.body ?? null))
    .digest('base64url');
  return `${req.method} ${req.originalUrl.split('?')[0]} ${body}`;
}

/** Keeps the JSON the handler (or the error handler) answers with, for the key's later replays. */
function captureBody(res: Response): () => unknown {
  let body: unknown = null;
  const json = res.json.bind(res);
  res.json = (value: unknown) => {
    body = value;
    return json(value);
  };
  return () => body;
}

/**
 * A write sent with `Idempotency-Key` runs once per signed-in account and key: the same request
 * sent again within 24 hours gets the first answer again (with `Idempotent-Replayed: true`) and
 * changes nothing; the key reused for another request is 422; while the first one still runs,
 * 409. An answer of 429 or 5xx is not kept, so a retry after it runs the write. Without the header,
 * or without an account, the request goes on untouched.
 */
export function idempotent(sequelize: Sequelize): RequestHandler {
  // Its own errors (the database gone) go to the error handler: the caller does not await it.
  return (req, res, next) => {
    handle(req, res, next).catch(next);
  };

  async function handle(req: Request, res: Response, next: NextFunction): Promise<void> {
    const key = req.get('Idempotency-Key');
    if (key === undefined || !req.user) return next();
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) return next(new HttpError(400, 'bad_request', 'idempotency_key_invalid'));
    const userId = req.user.id;
    const request = requestOf(req);
    await exec(sequelize, `DELETE FROM idempotency_keys WHERE user_id = $1 AND created_at < now() - ${KEEP}`, [userId]);
    const claimed = await exec(
      sequelize,
      `INSERT INTO idempotency_keys (user_id, key, request) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING key`,
      [userId, key, request],
    );
    if (!claimed.length) {
      const [first] = await run<{ request: string; status: number | null; body: unknown }>(
        sequelize,
        'SELECT request, status, body FROM idempotency_keys WHERE user_id = $1 AND key = $2',
        [userId, key],
      );
      if (!first) return next(new HttpError(409, 'conflict', 'idempotency_in_progress'));
      if (first.request !== request) return next(new HttpError(422, 'bad_request', 'idempotency_key_reused'));
      if (first.status === null) return next(new HttpError(409, 'conflict', 'idempotency_in_progress'));
      res.set('Idempotent-Replayed', 'true').status(first.status);
      if (first.body === null) res.end();
      else res.json(first.body);
      return;
    }
    const body = captureBody(res);
    res.on('finish', () => {
      const status = res.statusCode;
      const kept = status < 500 && status !== 429;
      const done = kept
        ? exec(sequelize, 'UPDATE idempotency_keys SET status = $3, body = $4 WHERE user_id = $1 AND key = $2', [
            userId,
            key,
            status,
            JSON.stringify(body()),
          ])
        : exec(sequelize, 'DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2', [userId, key]);
      done.catch((err: unknown) => req.log?.error({ err }, 'idempotency key not recorded'));
    });
    res.on('close', () => {
      // A client gone before the answer: the key is freed so its retry runs.
      if (!res.writableFinished)
        void exec(sequelize, 'DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND status IS NULL', [userId, key]).catch(
          () => undefined,
        );
    });
    next();
  }
}
