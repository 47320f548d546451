import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import type { Config } from '../../config';
import { NotFound } from '../../errors';
import { translate } from '../../i18n';
import type { Mailer } from '../../mail/types';
import { User } from '../../models';
import { accountLink, issueAccountToken } from '../../services/accounts/tokens';
import { recordAudit } from '../../services/audit';
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
    operation('Sends a user a password reset link.'),
    allow('users', 'edit'),
    signedIn(async (req, res) => {
      const user = await User.findByPk(recordId(req));
      if (!user) throw NotFound();
      await sequelize.transaction(async (transaction) => {
        const token = await issueAccountToken(user.id, 'recovery', transaction);
        // The link and the letter are in the user's language, not the admin's.
        const link = accountLink(config.publicUrl, user.locale, 'recovery', user.id, token);
        await mailer.send(
          { to: user.email, locale: user.locale, template: 'recovery', userId: user.id, params: { name: user.name, link } },
          { transaction },
        );
        await recordAudit({ userId: req.user.id, action: 'reset-password', resource: 'users', recordId: user.id }, transaction);
      });
      res.json({ error: 0, msg: translate(req.locale, 'reset_link_sent', { email: user.email }) });
    }),
  );
  return router;
}
