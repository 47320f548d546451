import { Router, type RequestHandler } from 'express';
import type { Acknowledged, NotificationRead } from '@hashar/common';
import { query } from 'express-validator';
import type { Sequelize } from 'sequelize';
import { msg, validate } from '../../validation/validate';
import { markAllRead, markRead, notificationsPage } from '../../services/notifications/inbox';
import { NotFound } from '../../errors';
import { recordId } from '../../validation/query';
import { signedIn } from '../../policies/signedIn';
import { operation } from '../../lib/operation';

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

/** Mounted at /notifications: GET / (newest first, paginated), POST /read (mark all read) and POST /:id/read (one). */
export function notificationsRouter(sequelize: Sequelize, authenticate: RequestHandler): Router {
  const router = Router();
  router.get(
    '/',
    operation("Lists the caller's notifications.", 'NotificationPage'),
    authenticate,
    validate(listRules),
    signedIn(async (req, res) => {
      const limit = Number(req.query['limit'] ?? 20);
      const offset = Number(req.query['offset'] ?? 0);
      res.json(await notificationsPage(sequelize, req.user.id, req.locale, limit, offset));
    }),
  );
  router.post(
    '/read',
    operation("Marks all the caller's notifications read.", 'Acknowledged'),
    authenticate,
    signedIn(async (req, res) => {
      await markAllRead(sequelize, req.user.id);
      const done: Acknowledged = { error: 0 };
      res.json(done);
    }),
  );
  router.post(
    '/:id/read',
    operation('Marks one notification read.', 'NotificationRead'),
    authenticate,
    signedIn(async (req, res) => {
      const row = await markRead(sequelize, req.user.id, recordId(req));
      if (!row) throw NotFound();
      const read: NotificationRead = { id: row.id, readAt: new Date(row.readAt).toISOString() };
      res.json(read);
    }),
  );
  return router;
}
