import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import type { AccountActionResponse } from '@hashar/common';
import type { Config } from '../../config';
import { translate } from '../../i18n';
import type { Mailer } from '../../mail/types';
import { mailRecoveryLink } from '../../services/accounts/recovery';
import { allow } from './access';
import { recordId } from '../../validation/query';
import { signedIn } from '../../policies/signedIn';
import { operation } from '../../lib/operation';

/** POST /api/admin/users/:id/reset-password: mails the user a password recovery link. */
export function resetPasswordRouter(deps: { config: Config; sequelize: Sequelize; mailer: Mailer }): Router {
  const { config, sequelize, mailer } = deps;
  const router = Router();
  router.post(
    '/:id/reset-password',
    operation('Sends a user a password reset link.', 'AccountActionResponse'),
    allow('users', 'edit'),
    signedIn(async (req, res) => {
      const email = await mailRecoveryLink({ sequelize, mailer, publicUrl: config.publicUrl }, recordId(req), req.user.id);
      const answer: AccountActionResponse = { error: 0, msg: translate(req.locale, 'reset_link_sent', { email }) };
      res.json(answer);
    }),
  );
  return router;
}
