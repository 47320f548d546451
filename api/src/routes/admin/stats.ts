import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import { can } from '../../middlewares/authenticate';
import { adminStats } from '../../services/admin/stats';
import { operation } from '../../lib/operation';

/**
 * GET /api/admin/stats (admins and moderators): the platform's public figures (the same as the
 * home page's and the analytics page's), accounts by role and sign-ups per day.
 */
export function statsRouter(sequelize: Sequelize): Router {
  const router = Router();
  router.get('/', operation("Reads the back office's dashboard figures.", 'AdminStats'), can('backoffice.enter'), async (_req, res) => {
    res.json(await adminStats(sequelize));
  });
  return router;
}
