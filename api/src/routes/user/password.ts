import { Router } from 'express';
import type { AccountActionResponse, PasswordChangeResponse } from '@hashar/common';
import { HttpError, Validation } from '../../errors';
import { translate } from '../../i18n';
import { hashPassword } from '../../lib/passwords';
import { answerThenRun } from '../../middlewares/answerFirst';
import { msg, validate } from '../../validation/validate';
import type { User } from '../../models';
import { presentSessionUser } from '../../presenters/user';
import { signAccessToken } from '../../services/accounts/accessTokens';
import { changePassword, resetPassword } from '../../services/accounts/password';
import { sendRecoveryLink } from '../../services/accounts/recovery';
import type { UserRouteDeps } from './deps';
import { linkCheck } from './linkCheck';
import { changePasswordRules, emailOnlyCheck, recoveryRules } from './validators';
import { signedIn } from '../../policies/signedIn';
import { operation } from '../../lib/operation';

const changeCheck = validate<{ oldPassword: string; password: string }>(changePasswordRules);
const recoveryCheck = validate<{ id: number; token: string; password: string }>(recoveryRules);

/** Forgotten password (email link), setting it from the link, and changing it when signed in. */
export function passwordRoutes(deps: UserRouteDeps): Router {
  const { sequelize, mailer, config, limits, authenticate } = deps;
  const router = Router();
  const notifyChanged = (user: User) =>
    mailer.send({ to: user.email, locale: user.locale, template: 'password_changed', userId: user.id, params: { name: user.name } });

  // The same answer at the same speed whether or not the address has an account: the link is issued after it.
  router.post(
    '/forgot',
    operation('Sends a password recovery link.', 'AccountActionResponse'),
    limits.forgot,
    emailOnlyCheck,
    (req, res) => {
      const { username } = emailOnlyCheck.input(req);
      const sent: AccountActionResponse = { error: 0, msg: translate(req.locale, 'forgot_sent', { email: username }) };
      answerThenRun(req, res, sent, () =>
        sendRecoveryLink(username, { sequelize, mailer, publicUrl: config.publicUrl, locale: req.locale }),
      );
    },
  );

  // Checked when the page opens, so a used or expired link is told before the visitor types a password.
  router.get('/recovery/:id/:token', ...linkCheck(deps, 'recovery', 'Checks a password recovery link.'));

  router.post(
    '/recovery',
    operation('Sets a new password by a recovery link.', 'AccountActionResponse'),
    limits.confirm,
    recoveryCheck,
    async (req, res) => {
      const { id, token, password } = recoveryCheck.input(req);
      const passwordHash = await hashPassword(password);
      const user = await resetPassword(sequelize, id, token, passwordHash);
      if (!user) throw new HttpError(400, 'invalid_link', 'invalid_link');
      await notifyChanged(user);
      res.json({ error: 0, msg: translate(req.locale, 'password_reset') });
    },
  );

  router.post(
    '/password',
    operation("Changes the caller's password.", 'PasswordChangeResponse'),
    authenticate,
    changeCheck,
    signedIn(async (req, res) => {
      const { oldPassword, password } = changeCheck.input(req);
      const user = await changePassword(sequelize, req.user.id, oldPassword, password);
      if (!user) throw Validation({ oldPassword: msg('oldPassword')(null, { req }) });
      await notifyChanged(user);
      const accessToken = signAccessToken(user, config.jwt.secret, config.jwt.ttlSeconds);
      const changed: PasswordChangeResponse = {
        error: 0,
        msg: translate(req.locale, 'password_changed'),
        token: { accessToken },
        user: presentSessionUser(user),
      };
      res.json(changed);
    }),
  );

  return router;
}
