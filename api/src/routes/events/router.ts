import { Router } from 'express';
import type { ActivityDeps } from '../activityDeps';
import { publicRouter } from './public';

/**
 * Events and visit offers (mounted at /api): the public pages, comments and favorites, and the
 * organizer's own activities and uploads under /my.
 */
export function eventsRouter(deps: ActivityDeps): Router {
  const router = Router();
  router.use(publicRouter(deps));
  return router;
}
