import { Router } from 'express';
import type { ActivityDeps } from '../activityDeps';
import { ownerApplicationsRouter } from './applications';
import { ownedActivitiesRouter } from './owned';
import { publicActivitiesRouter } from './public';

/**
 * Every activity kind's routes built from the registry: the public list and detail, the owner's side of applications
 * (/my/<api>/:id/applications…) and the owner's routes (/my/<api>…).
 */
export function activitiesRouter(deps: ActivityDeps): Router {
  const router = Router();
  router.use(publicActivitiesRouter(deps));
  router.use(ownerApplicationsRouter(deps));
  router.use(ownedActivitiesRouter(deps));
  return router;
}
