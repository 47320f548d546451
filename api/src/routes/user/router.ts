import { Router } from 'express';
import type { UserRouteDeps } from './deps';
import { passwordRoutes } from './password';
import { sessionRoutes } from './session';
import { settingsRoutes } from './settings';
import { signupRoutes } from './signup';

/** Everything under /api/user (spec §7 and the account flows). */
export function userRouter(deps: UserRouteDeps): Router {
  const router = Router();
  router.use(signupRoutes(deps));
  router.use(sessionRoutes(deps));
  router.use(passwordRoutes(deps));
  router.use(settingsRoutes(deps));
  return router;
}

export type { UserRouteDeps };
