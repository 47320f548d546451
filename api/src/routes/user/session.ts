import { Router } from 'express';
import { HttpError, NotFound } from '../../errors';
import { translate } from '../../i18n';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { msg, validate } from '../../validation/validate';
import { presentAvatar } from '../../presenters/user';
import { accountById, accountWithPassword, bumpTokenVersion } from '../../services/accounts/account';
import { clientAddress, retryAfterSeconds } from '../../ratelimit';
import { loadProfile } from '../../services/accounts/profile';
import type { UserRouteDeps } from './deps';
import { loginRules } from './validators';
import { avatarGroups, refuseUnusable, revokeToken, startSession } from '../../services/accounts/session';
import { signedIn } from '../../policies/signedIn';
import { operation } from '../../lib/operation';

const loginCheck = validate<{ username: string; password: string; captcha?: unknown }>(loginRules);

/** A hash to check against when the email is unknown, so both cases take the same time. */
let dummyHash: Promise<string> | undefined;

/** Login, logout (this token / everywhere), the avatar menu data, the profile (becoming a partner: routes/partnerApplications). */
export function sessionRoutes(deps: UserRouteDeps): Router {
  const { sequelize, config, limits, authenticate } = deps;
  const router = Router();

  router.post(
    '/login',
    operation('Signs in with a username and password.', 'LoginResponse'),
    loginCheck,
    limits.login,
    async (req, res) => {
      const { username, password, captcha } = loginCheck.input(req);
      // Failures from one address count across usernames too (password spraying).
      const address = clientAddress(req.ip);
      const blockedMs = await limits.loginFailures.blockedFor(address);
      if (blockedMs > 0) {
        res.set('Retry-After', String(retryAfterSeconds(blockedMs)));
        throw new HttpError(429, 'too_many_requests', 'too_many_requests');
      }
      if ((await limits.loginFailures.needsCaptcha(username, address)) && !(await deps.captcha.verify(captcha, req.ip))) {
        throw new HttpError(400, 'captcha_required', 'captcha_required', {}, { captcha: msg('captcha')(null, { req }) });
      }
      const user = await accountWithPassword(sequelize, username);
      dummyHash ??= hashPassword('not-a-real-password');
      const ok = user
        ? await verifyPassword(user.passwordHash, password)
        : await verifyPassword(await dummyHash, password).then(() => false);
      if (!user || !ok) {
        await limits.loginFailures.recordFailure(username, address);
        throw new HttpError(401, 'invalid_credentials', 'invalid_credentials');
      }
      await refuseUnusable(user, { sequelize, mailer: deps.mailer, publicUrl: config.publicUrl });
      await limits.loginFailures.reset(username);
      res.json(await startSession(sequelize, user, config.jwt));
    },
  );

  router.post(
    '/logout',
    operation('Signs out this session.', 'AccountActionResponse'),
    authenticate,
    signedIn(async (req, res) => {
      const { tokenId, tokenExp } = req.user;
      await revokeToken(sequelize, tokenId, tokenExp);
      res.json({ error: 0, msg: translate(req.locale, 'logged_out') });
    }),
  );

  router.post(
    '/logout-all',
    operation('Signs out every session of the caller.', 'AccountActionResponse'),
    authenticate,
    signedIn(async (req, res) => {
      await bumpTokenVersion(sequelize, req.user.id);
      res.json({ error: 0, msg: translate(req.locale, 'logged_out_everywhere') });
    }),
  );

  router.get(
    '/get-avatar',
    operation("Reads the signed-in user's header data.", 'AvatarResponse'),
    authenticate,
    signedIn(async (req, res) => {
      const user = await accountById(sequelize, req.user.id);
      if (!user) throw NotFound();
      const groups = await avatarGroups(sequelize, user.id, req.locale);
      const { isProbono, leadsActiveGroup } = req.user;
      res.json(presentAvatar(user, groups, { isProbono: isProbono === true, leadsActiveGroup: leadsActiveGroup === true }));
    }),
  );

  router.get(
    '/profile',
    operation("Reads the caller's profile.", 'UserProfileResponse'),
    authenticate,
    signedIn(async (req, res) => {
      res.json(await loadProfile(sequelize, req.user.id));
    }),
  );

  return router;
}
