import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import { HttpError } from '../../errors';
import { run } from '../../lists';
import type { AuthUser } from '../../policies';
import { writeLimit } from '../../ratelimit';
import { requestVerification, verificationOf, type Subject } from '../../services/verification';
import type { ActivityDeps } from '../activityDeps';
import { signedIn } from '../../policies/signedIn';

/** The caller's subject: a volunteer is verified as themself, an organization account as the organization it owns; else 403. */
export async function callerSubject(sequelize: Sequelize, user: AuthUser): Promise<Subject> {
  if (user.role === 'volon') return { type: 'user', id: user.id };
  if (user.role === 'organization') {
    const [own] = await run<{ organization_id: number }>(
      sequelize,
      `SELECT organization_id FROM organization_staff WHERE user_id = $1 AND role = 'owner' ORDER BY created_at, organization_id LIMIT 1`,
      [user.id],
    );
    if (own) return { type: 'organization', id: own.organization_id };
  }
  throw new HttpError(403, 'forbidden', 'verification_not_available');
}

/** GET and POST /api/my/verification: the caller's verification state, and the request to be verified. */
export function verificationRouter(deps: Pick<ActivityDeps, 'sequelize' | 'authenticate'>): Router {
  const { sequelize, authenticate } = deps;
  const router = Router();
  router.get(
    '/my/verification',
    authenticate,
    signedIn(async (req, res) => {
      res.json(await verificationOf(sequelize, await callerSubject(sequelize, req.user)));
    }),
  );
  router.post(
    '/my/verification',
    authenticate,
    writeLimit(sequelize, 'settings'),
    signedIn(async (req, res) => {
      res.status(201).json(await requestVerification(sequelize, await callerSubject(sequelize, req.user), req.user.id));
    }),
  );
  return router;
}
