import { Router } from 'express';
import type { AccountActionResponse, EmailCheck, RegistrationRequest } from '@hashar/common';
import { HttpError, Validation } from '../../errors';
import { translate } from '../../i18n';
import { answerThenRun } from '../../middlewares/answerFirst';
import { validate, msg } from '../../validation/validate';
import { accountByEmail, emailInUse } from '../../services/accounts/account';
import { activateAccount, registerAccount, sendActivationLink } from '../../services/accounts/registration';
import { spec1ErrorShape, type UserRouteDeps } from './deps';
import { linkCheck } from './linkCheck';
import { operation } from '../../lib/operation';
import { confirmRules, emailOnlyCheck, registrationRules, validateRules } from './validators';

const confirmCheck = validate<{ id: number; token: string }>(confirmRules);

const addressCheck = validate<{ username: string }>(validateRules);
const registrationCheck = validate<RegistrationRequest>(registrationRules);

/** Sign-up: email check, registration, activation and a fresh activation link. */
export function signupRoutes(deps: UserRouteDeps): Router {
  const { sequelize, mailer, config, limits } = deps;
  const router = Router();

  router.post(
    '/validate',
    operation('Checks registration fields before sending.', 'EmailCheck'),
    limits.validate,
    addressCheck,
    async (req, res) => {
      const check: EmailCheck = { valid: !(await emailInUse(sequelize, addressCheck.input(req).username)) };
      res.json(check);
    },
  );

  router.post(
    '/registration',
    operation('Registers an account.', 'AccountActionResponse'),
    limits.registration,
    registrationCheck,
    async (req, res) => {
      const input = registrationCheck.input(req);
      if (!(await deps.captcha.verify(input.captcha, req.ip))) {
        throw Validation({ captcha: msg('captcha')(null, { req }) });
      }
      await registerAccount(input, { sequelize, mailer, publicUrl: config.publicUrl, locale: req.locale });
      res.status(201).json({ error: 0, msg: translate(req.locale, 'registered', { email: input.username }) });
    },
  );
  router.use('/registration', spec1ErrorShape);

  router.post(
    '/confirm',
    operation('Activates an account by its e-mailed link.', 'AccountActionResponse'),
    limits.confirm,
    confirmCheck,
    async (req, res) => {
      const { id, token } = confirmCheck.input(req);
      if (!(await activateAccount(sequelize, id, token))) throw new HttpError(400, 'invalid_link', 'invalid_link');
      res.json({ error: 0, msg: translate(req.locale, 'activated') });
    },
  );

  // The page checks the link before activating, so a used or broken link gets its own explanation.
  router.get('/confirm/:id/:token', ...linkCheck(deps, 'activation', 'Checks an account activation link.'));

  // Like /forgot: the answer goes first, so its timing does not tell whether the address has an account.
  router.post(
    '/resend',
    operation('Sends the activation link again.', 'AccountActionResponse'),
    limits.forgot,
    emailOnlyCheck,
    (req, res) => {
      const { username } = emailOnlyCheck.input(req);
      const sent: AccountActionResponse = { error: 0, msg: translate(req.locale, 'activation_resent', { email: username }) };
      answerThenRun(req, res, sent, async () => {
        const user = await accountByEmail(sequelize, username);
        if (user && !user.isBlocked) await sendActivationLink(user, { sequelize, mailer, publicUrl: config.publicUrl });
      });
    },
  );

  return router;
}
