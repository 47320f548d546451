import { Router } from 'express';
import type { LoginResponse } from '@hashar/common';
import { HttpError, NotFound } from '../../errors';
import { translate } from '../../i18n';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { msg, validate } from '../../validation/validate';
import { User } from '../../models';
import { presentAvatar, presentSessionUser } from '../../presenters/user';
import { signAccessToken } from '../../services/accounts/accessTokens';
import { clientAddress, retryAfterSeconds } from '../../ratelimit';
import { loadProfile } from '../../services/accounts/profile';
import { sendActivationLink } from '../../services/accounts/registration';
import type { UserRouteDeps } from './deps';
import { loginRules } from './validators';
import { exec, run } from '../../lists';
import { localizedSql } from '../../lib/localizedSql';
import { signedIn } from '../../policies/signedIn';
import { bodyOf } from '../../validation/validate';

/** A hash to check against when the email is unknown, so both cases take the same time. */
let dummyHash: Promise<string> | undefined;

/** Refuses an account that may not sign in, however it proved who it is (password, Telegram): blocked, or not confirmed yet (the link is mailed again). */
export async function refuseUnusable(user: User, deps: Pick<UserRouteDeps, 'sequelize' | 'mailer' | 'config'>): Promise<void> {
  if (user.isBlocked) throw new HttpError(403, 'blocked', 'blocked');
  if (!user.isActive) {
    await sendActivationLink(user, { sequelize: deps.sequelize, mailer: deps.mailer, publicUrl: deps.config.publicUrl });
    throw new HttpError(403, 'not_activated', 'not_activated', { email: user.email });
  }
}

/** Signs an admitted account in: its last login time, a fresh token and the session's user (the body of every login). */
export async function startSession(user: User, config: UserRouteDeps['config']): Promise<LoginResponse> {
  await user.update({ lastLoginAt: new Date() });
  return { token: { accessToken: signAccessToken(user, config.jwt.secret, config.jwt.ttlSeconds) }, user: presentSessionUser(user) };
}

/** Login, logout (this token / everywhere), the avatar menu data, the profile (becoming a partner: routes/partnerApplications). */
export function sessionRoutes(deps: UserRouteDeps): Router {
  const { sequelize, config, limits, authenticate } = deps;
  const router = Router();

  router.post('/login', validate(loginRules), limits.login, async (req, res) => {
    const { username, password } = bodyOf<{ username: string; password: string }>(req);
    // Failures from one address count across usernames too (password spraying).
    const address = clientAddress(req.ip);
    const blockedMs = await limits.loginFailures.blockedFor(address);
    if (blockedMs > 0) {
      res.set('Retry-After', String(retryAfterSeconds(blockedMs)));
      throw new HttpError(429, 'too_many_requests', 'too_many_requests');
    }
    if ((await limits.loginFailures.needsCaptcha(username, address)) && !(await deps.captcha.verify(req.body.captcha, req.ip))) {
      throw new HttpError(400, 'captcha_required', 'captcha_required', {}, { captcha: msg('captcha')(null, { req }) });
    }
    const user = await User.findByEmail(username);
    dummyHash ??= hashPassword('not-a-real-password');
    const ok = user ? await verifyPassword(user.passwordHash, password) : await verifyPassword(await dummyHash, password).then(() => false);
    if (!user || !ok) {
      await limits.loginFailures.recordFailure(username, address);
      throw new HttpError(401, 'invalid_credentials', 'invalid_credentials');
    }
    await refuseUnusable(user, deps);
    await limits.loginFailures.reset(username);
    res.json(await startSession(user, config));
  });

  router.post(
    '/logout',
    authenticate,
    signedIn(async (req, res) => {
      const { tokenId, tokenExp } = req.user;
      await exec(sequelize, 'INSERT INTO revoked_tokens (jti, expires_at) VALUES ($1, to_timestamp($2)) ON CONFLICT DO NOTHING', [
        tokenId,
        tokenExp,
      ]);
      // Expired tokens are refused anyway: their denylist rows can go.
      await exec(sequelize, 'DELETE FROM revoked_tokens WHERE expires_at < now()', []);
      res.json({ error: 0, msg: translate(req.locale, 'logged_out') });
    }),
  );

  router.post(
    '/logout-all',
    authenticate,
    signedIn(async (req, res) => {
      await User.increment('tokenVersion', { where: { id: req.user.id } });
      res.json({ error: 0, msg: translate(req.locale, 'logged_out_everywhere') });
    }),
  );

  router.get(
    '/get-avatar',
    authenticate,
    signedIn(async (req, res) => {
      const user = await User.findByPk(req.user.id);
      if (!user) throw NotFound();
      // The user's groups, first joined first (the avatar menu reads the first one, spec §2); names in the request's language.
      const groups = await run<{ id: number; status: number; initName: string }>(
        sequelize,
        `SELECT g.id, g.status, ${localizedSql(req.locale, 'g.name')} AS "initName"
         FROM initiative_group_members m JOIN initiative_groups g ON g.id = m.group_id
        WHERE m.user_id = $1 ORDER BY m.created_at, g.id`,
        [user.id],
      );
      const { isProbono, leadsActiveGroup } = req.user;
      res.json(presentAvatar(user, groups, { isProbono: isProbono === true, leadsActiveGroup: leadsActiveGroup === true }));
    }),
  );

  router.get(
    '/profile',
    authenticate,
    signedIn(async (req, res) => {
      res.json(await loadProfile(sequelize, req.user.id));
    }),
  );

  return router;
}
