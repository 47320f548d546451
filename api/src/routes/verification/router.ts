import { Router } from 'express';
import { writeLimit } from '../../ratelimit';
import { callerSubject, requestVerification, verificationOf } from '../../services/verification';
import type { ActivityDeps } from '../activityDeps';
import { signedIn } from '../../policies/signedIn';
import { operation } from '../../lib/operation';

/** GET and POST /api/my/verification (mounted there): the caller's verification state, and the request to be verified. */
export function verificationRouter(deps: Pick<ActivityDeps, 'sequelize' | 'authenticate'>): Router {
  const { sequelize, authenticate } = deps;
  const router = Router();
  router.get(
    '/',
    operation("Reads the caller's identity verification.", 'MyVerification'),
    authenticate,
    signedIn(async (req, res) => {
      res.json(await verificationOf(sequelize, await callerSubject(sequelize, req.user)));
    }),
  );
  router.post(
    '/',
    operation('Asks for identity verification.', 'MyVerification'),
    authenticate,
    writeLimit(sequelize, 'settings'),
    signedIn(async (req, res) => {
      res.status(201).json(await requestVerification(sequelize, await callerSubject(sequelize, req.user), req.user.id));
    }),
  );
  return router;
}
