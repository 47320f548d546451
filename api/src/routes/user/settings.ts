import { Router } from 'express';
import { body } from 'express-validator';
import { LIMITS, LOCALES, UPLOAD_LIMITS, type AccountSettingsUpdate } from '@hashar/common';
import { Forbidden, NotFound, Validation } from '../../errors';
import { translate } from '../../i18n';
import { verifyPassword } from '../../lib/passwords';
import { msg, validate } from '../../validation/validate';
import { singleFileUpload, streamedFile } from '../../middlewares/upload';
import { User } from '../../models';
import { presentSettings } from '../../presenters/user';
import { writeLimit } from '../../ratelimit';
import { removeAvatarFiles, storeAvatar } from '../../services/accounts/avatar';
import { deleteAccount } from '../../services/accounts/deleteAccount';
import type { UserRouteDeps } from './deps';
import { signedIn } from '../../policies/signedIn';
import { operation } from '../../lib/operation';

const flag = (field: string) =>
  body(field)
    .optional()
    .custom((v) => typeof v === 'boolean')
    .withMessage(msg('boolean'));

const settingsRules = [
  body('name')
    .optional()
    .isString()
    .withMessage(msg('required'))
    .bail()
    .trim()
    .isLength({ min: LIMITS.name.min, max: LIMITS.name.max })
    .withMessage(msg('length', LIMITS.name)),
  body('locale')
    .optional()
    .isIn([...LOCALES])
    .withMessage(msg('choice')),
  flag('notifyEmail'),
  flag('notifyInApp'),
];

const settingsCheck = validate<AccountSettingsUpdate>(settingsRules);
const deleteCheck = validate<{ password: string }>([
  body('password').isString().withMessage(msg('required')).bail().notEmpty().withMessage(msg('required')),
]);

/** The signed-in account (404 once it is gone). */
async function me(id: number): Promise<User> {
  const user = await User.findByPk(id);
  if (!user || user.deletedAt) throw NotFound();
  return user;
}

/** Account settings: GET/PUT /settings, POST/DELETE /avatar, DELETE /account. */
export function settingsRoutes(deps: UserRouteDeps): Router {
  const { sequelize, storage, authenticate } = deps;
  const router = Router();
  const limit = writeLimit(sequelize, 'settings');
  const answer = (user: User, key: 'settings_saved' | 'avatar_saved' | 'avatar_removed', locale: Express.Request['locale']) => ({
    error: 0,
    msg: translate(locale, key),
    data: presentSettings(user),
  });

  router.get(
    '/settings',
    operation("Reads the caller's settings.", 'AccountSettingsResponse'),
    authenticate,
    signedIn(async (req, res) => {
      res.json({ data: presentSettings(await me(req.user.id)) });
    }),
  );

  router.put(
    '/settings',
    operation("Changes the caller's settings."),
    authenticate,
    limit,
    settingsCheck,
    signedIn(async (req, res) => {
      const user = await me(req.user.id);
      const { name, locale, notifyEmail, notifyInApp } = settingsCheck.input(req);
      const changes = Object.fromEntries(Object.entries({ name, locale, notifyEmail, notifyInApp }).filter(([, v]) => v !== undefined));
      await user.update(changes);
      // Answer in the language just chosen: the page switches to it.
      res.json(answer(user, 'settings_saved', user.locale));
    }),
  );

  router.post(
    '/avatar',
    operation("Uploads the caller's avatar."),
    authenticate,
    writeLimit(sequelize, 'uploads'),
    // The whole picture is kept in memory (at most 5 MB) for sharp; nothing of it is stored as sent.
    singleFileUpload({ storage, maxBytes: UPLOAD_LIMITS.avatar.maxBytes, headBytes: UPLOAD_LIMITS.avatar.maxBytes }),
    signedIn(async (req, res) => {
      const file = streamedFile(req);
      if (!file?.size) throw Validation({ file: msg('required')(null, { req }) });
      await file.incoming.discard();
      const user = await me(req.user.id);
      const old = [user.avatarUrl, user.avatarThumbUrl, user.avatarFallbackUrl];
      const urls = await storeAvatar(storage, file.head);
      await user.update(urls);
      await removeAvatarFiles(storage, old);
      res.status(201).json(answer(user, 'avatar_saved', req.locale));
    }),
  );

  router.delete(
    '/avatar',
    operation("Removes the caller's avatar."),
    authenticate,
    limit,
    signedIn(async (req, res) => {
      const user = await me(req.user.id);
      const old = [user.avatarUrl, user.avatarThumbUrl, user.avatarFallbackUrl];
      await user.update({ avatarUrl: null, avatarThumbUrl: null, avatarFallbackUrl: null });
      await removeAvatarFiles(storage, old);
      res.json(answer(user, 'avatar_removed', req.locale));
    }),
  );

  router.delete(
    '/account',
    operation("Deletes the caller's account."),
    authenticate,
    limit,
    deleteCheck,
    signedIn(async (req, res) => {
      const user = await me(req.user.id);
      // The platform must keep an administrator: another admin removes an admin account.
      if (user.role === 'admin') throw Forbidden();
      if (!(await verifyPassword(user.passwordHash, deleteCheck.input(req).password)))
        throw Validation({ password: msg('oldPassword')(null, { req }) });
      await deleteAccount(sequelize, storage, user.id);
      res.json({ error: 0, msg: translate(req.locale, 'account_deleted') });
    }),
  );

  return router;
}
