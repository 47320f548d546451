import { Router } from 'express';
import type { ActivityDeps } from '../activityDeps';
import { publicRouter } from './public';
import { seriesRouter } from './series';

/** Events' own routes: the public list, page and calendar file, series, and the organization's series (/my/event-groups). */
export function eventsRouter(deps: ActivityDeps): Router {
  const router = Router();
  router.use(publicRouter(deps));
  router.use(seriesRouter(deps));
  return router;
}
