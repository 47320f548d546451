import { Router } from 'express';
import type { ApiActivityKind } from '../../activities/types';
import type { ActivityDeps } from '../activityDeps';
import { ownerApplicationRoutes } from './applications';
import { ownedActivityRoutes } from './owned';
import { publicActivityRoutes } from './public';

/** A kind's own routes beside the activity core's: under its public prefix and under its owner's. */
export interface OwnKindRoutes {
  public?: Router;
  owner?: Router;
}

/** A kind's public prefix, /<api>: the generic list and detail (if its entry asks for them), then its own routes. */
export function kindPublicRouter(deps: ActivityDeps, kind: ApiActivityKind, own?: Router): Router {
  const router = Router();
  if (kind.genericPublic) router.use(publicActivityRoutes(deps, kind));
  if (own) router.use(own);
  return router;
}

/** A kind's owner prefix, /my/<api>: the owner's routes, the owner's side of applications, then its own routes. */
export function kindOwnerRouter(deps: ActivityDeps, kind: ApiActivityKind, own?: Router): Router {
  const router = Router();
  router.use(ownedActivityRoutes(deps, kind));
  router.use(ownerApplicationRoutes(deps, kind));
  if (own) router.use(own);
  return router;
}
