import { Router } from 'express';
import type { UserRouteDeps } from './deps';
import { passwordRoutes } from './password';
import { sessionRoutes } from './session';
import { settingsRoutes } from './settings';
import { signupRoutes } from './signup';
import { telegramAccountRoutes } from '../telegram/account';
import { personalCodeRoutes } from '../checkin/router';

/** Everything under /api/user (spec §7 and the account flows). */
export function userRouter(deps: UserRouteDeps): Router {
  const router = Router();
  // The personal check-in QR (/checkin-code).
  router.use(personalCodeRoutes(deps));
  router.use(signupRoutes(deps));
  router.use(sessionRoutes(deps));
  router.use(passwordRoutes(deps));
  router.use(settingsRoutes(deps));
  // The account's Telegram: linking, topics, login with Telegram.
  router.use(telegramAccountRoutes(deps));
  return router;
}

export type { UserRouteDeps };
