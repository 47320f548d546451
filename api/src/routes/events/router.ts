import { Router } from 'express';
import type { ActivityDeps } from '../activityDeps';
import { myActivitiesRouter } from './my';
import { publicRouter } from './public';
import { socialRouter } from './social';
import { organizerUploadsRouter } from './uploads';

/**
 * Events and visit offers (mounted at /api): the public pages, comments and favorites, and the
 * organizer's own activities and uploads under /my.
 */
export function eventsRouter(deps: ActivityDeps): Router {
  const router = Router();
  router.use(publicRouter(deps));
  router.use(socialRouter(deps));
  router.use(organizerUploadsRouter(deps));
  router.use(myActivitiesRouter(deps));
  return router;
}
