import { Router, type RequestHandler } from 'express';
import { query } from 'express-validator';
import type { Sequelize } from 'sequelize';
import { msg, validate } from '../../validation/validate';
import { exec, run } from '../../lists';
import { signedIn } from '../../policies/signedIn';

/** One notification as the bell's panel shows it, in the request's language. */
export interface NotificationDto {
  id: number;
  kind: string;
  title: string;
  body: string | null;
  link: string | null;
  readAt: string | null;
  createdAt: string;
}

const listRules = [
  query('limit')
    .optional()
    .isInt({ min: 1, max: 50 })
    .withMessage(msg('range', { min: 1, max: 50 }))
    .toInt(),
  query('offset')
    .optional()
    .isInt({ min: 0, max: 100000 })
    .withMessage(msg('range', { min: 0, max: 100000 }))
    .toInt(),
];

/** GET /api/notifications (newest first, paginated) and POST /api/notifications/read (mark all read). */
export function notificationsRouter(sequelize: Sequelize, authenticate: RequestHandler): Router {
  const router = Router();
  router.get(
    '/',
    authenticate,
    validate(listRules),
    signedIn(async (req, res) => {
      const limit = Number(req.query['limit'] ?? 20);
      const offset = Number(req.query['offset'] ?? 0);
      const suffix = req.locale === 'uz' ? 'uz' : 'ru';
      const [rows, [counts]] = await Promise.all([
        run<NotificationDto>(
          sequelize,
          `SELECT id, kind, COALESCE(NULLIF(title_${suffix}, ''), title_ru) AS title, COALESCE(body_${suffix}, body_ru) AS body,
                link, read_at AS "readAt", created_at AS "createdAt"
           FROM notifications WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
          [req.user.id, limit, offset],
        ),
        run<{ unread: string; total: string }>(
          sequelize,
          `SELECT count(*) FILTER (WHERE read_at IS NULL) AS unread, count(*) AS total FROM notifications WHERE user_id = $1`,
          [req.user.id],
        ),
      ]);
      res.json({ data: rows, unread: Number(counts?.unread ?? 0), total: Number(counts?.total ?? 0) });
    }),
  );
  router.post(
    '/read',
    authenticate,
    signedIn(async (req, res) => {
      await exec(sequelize, 'UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL', [req.user.id]);
      res.json({ error: 0 });
    }),
  );
  return router;
}
