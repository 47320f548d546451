import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import type { HealthResponse } from '@hashar/common';
import { pingDatabase } from '../../services/health';
import { operation } from '../../lib/operation';

/** GET /api/health: 200 when the database answers, 503 when it does not. */
export function healthRouter(sequelize: Sequelize): Router {
  const router = Router();
  router.get('/', operation('Tells whether the server and its database are up.', 'HealthResponse'), async (req, res) => {
    let body: HealthResponse;
    try {
      await pingDatabase(sequelize);
      body = { status: 'ok', db: 'up' };
    } catch (err) {
      req.log.warn({ err }, 'health check: database does not answer');
      body = { status: 'error', db: 'down' };
    }
    res
      .set('Cache-Control', 'no-store')
      .status(body.db === 'up' ? 200 : 503)
      .json(body);
  });
  return router;
}
