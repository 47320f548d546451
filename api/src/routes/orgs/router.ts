import { Router } from 'express';
import type { ActivityDeps } from '../activityDeps';
import { myOrganizationRouter } from './my';
import { publicOrgsRouter } from './public';

/** The organization profile (/my/organization…) and the organizations directory (/orgs…). docs/organizations-api.md. */
export function orgsRouter(deps: ActivityDeps): Router {
  const router = Router();
  router.use(myOrganizationRouter(deps));
  router.use(publicOrgsRouter(deps));
  return router;
}
