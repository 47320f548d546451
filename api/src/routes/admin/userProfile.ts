import { Router } from 'express';
import type { PersonAdminView } from '@hashar/common';
import { NotFound } from '../../errors';
import { recordAudit } from '../../services/audit';
import { personAccount, personView } from '../../services/verification/personView';
import { passportCopy } from '../../services/volunteerProfile/passport';
import type { FileStorage } from '../../storage';
import type { Sequelize } from 'sequelize';
import { recordId } from '../../validation/query';
import { sendPrivateFile } from '../../storage/serve';
import { signedIn } from '../../policies/signedIn';
import { operation } from '../../lib/operation';

/**
 * GET /api/admin/users/:id/profile (the person's whole profile, activity, points, reviews and
 * verification history) and /:id/passport (the passport copy inline): admins, and moderators
 * while the person's verification request waits; every read audited as 'read-sensitive'.
 */
export function userProfileRouter(deps: { sequelize: Sequelize; storage: FileStorage }): Router {
  const router = Router();
  router.get(
    '/:id/profile',
    operation("Reads a user's volunteer profile.", 'PersonAdminView'),
    signedIn(async (req, res) => {
      const id = recordId(req);
      const view = await personView(deps.sequelize, req.user, id, req.locale);
      await recordAudit({ userId: req.user.id, action: 'read-sensitive', resource: 'users', recordId: id, after: { read: 'profile' } });
      const files = (view.organization?.files ?? []).map((f) => ({
        ...f,
        adminUrl: view.history[0] ? `/api/admin/verifications/${view.history[0].id}/files/${f.id}` : null,
      }));
      const passportUrl = view.volunteer?.passportFile ? `/api/admin/users/${id}/passport` : null;
      const answer: PersonAdminView = { id, ...view, organization: view.organization && { ...view.organization, files }, passportUrl };
      res.json(answer);
    }),
  );

  router.get(
    '/:id/passport',
    operation("Downloads a user's passport scan.", 'file'),
    signedIn(async (req, res) => {
      const id = recordId(req);
      await personAccount(deps.sequelize, req.user, id);
      const copy = await passportCopy(deps.sequelize, deps.storage, id);
      if (!copy) throw NotFound();
      await recordAudit({ userId: req.user.id, action: 'read-sensitive', resource: 'users', recordId: id, after: { read: 'passport' } });
      sendPrivateFile(res, copy.file, { disposition: 'inline', name: copy.name });
    }),
  );
  return router;
}
