import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import { apiNotFound } from '../middlewares/errorHandler';
import { citiesRouter } from './cities/router';
import { healthRouter } from './health/router';

/** Everything under /api. */
export function apiRouter(sequelize: Sequelize): Router {
  const router = Router();
  router.use('/health', healthRouter(sequelize));
  router.use('/cities', citiesRouter());
  router.use(apiNotFound);
  return router;
}
