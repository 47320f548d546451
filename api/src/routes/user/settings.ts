import { Router } from 'express';
import { body } from 'express-validator';
import {
  LIMITS,
  LOCALES,
  UPLOAD_LIMITS,
  type AccountActionResponse,
  type AccountSettingsSaved,
  type AccountSettingsUpdate,
} from '@hashar/common';
import { Forbidden, Validation } from '../../errors';
import { translate } from '../../i18n';
import { verifyPassword } from '../../lib/passwords';
import { msg, validate } from '../../validation/validate';
import { singleFileUpload, streamedFile } from '../../middlewares/upload';
import { presentSettings } from '../../presenters/user';
import { writeLimit } from '../../ratelimit';
import { liveAccount, passwordOf } from '../../services/accounts/account';
import { deleteAccount } from '../../services/accounts/deleteAccount';
import { removeAvatar, replaceAvatar, updateSettings } from '../../services/accounts/settings';
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

/** Account settings: GET/PUT /settings, POST/DELETE /avatar, DELETE /account. */
export function settingsRoutes(deps: UserRouteDeps): Router {
  const { sequelize, storage, authenticate } = deps;
  const router = Router();
  const limit = writeLimit(sequelize, 'settings');
  const answer = (
    user: Parameters<typeof presentSettings>[0],
    key: 'settings_saved' | 'avatar_saved' | 'avatar_removed',
    locale: Express.Request['locale'],
  ): AccountSettingsSaved => ({
    error: 0,
    msg: translate(locale, key),
    data: presentSettings(user),
  });

  router.get(
    '/settings',
    operation("Reads the caller's settings.", 'AccountSettingsResponse'),
    authenticate,
    signedIn(async (req, res) => {
      res.json({ data: presentSettings(await liveAccount(sequelize, req.user.id)) });
    }),
  );

  router.put(
    '/settings',
    operation("Changes the caller's settings.", 'AccountSettingsSaved'),
    authenticate,
    limit,
    settingsCheck,
    signedIn(async (req, res) => {
      const user = await updateSettings(sequelize, req.user.id, settingsCheck.input(req));
      // Answer in the language just chosen: the page switches to it.
      res.json(answer(user, 'settings_saved', user.locale));
    }),
  );

  router.post(
    '/avatar',
    operation("Uploads the caller's avatar.", 'AccountSettingsSaved'),
    authenticate,
    writeLimit(sequelize, 'uploads'),
    // The whole picture is kept in memory (at most 5 MB) for sharp; nothing of it is stored as sent.
    singleFileUpload({ storage, maxBytes: UPLOAD_LIMITS.avatar.maxBytes, headBytes: UPLOAD_LIMITS.avatar.maxBytes }),
    signedIn(async (req, res) => {
      const file = streamedFile(req);
      if (!file?.size) throw Validation({ file: msg('required')(null, { req }) });
      await file.incoming.discard();
      const user = await replaceAvatar(sequelize, storage, req.user.id, file.head);
      res.status(201).json(answer(user, 'avatar_saved', req.locale));
    }),
  );

  router.delete(
    '/avatar',
    operation("Removes the caller's avatar.", 'AccountSettingsSaved'),
    authenticate,
    limit,
    signedIn(async (req, res) => {
      const user = await removeAvatar(sequelize, storage, req.user.id);
      res.json(answer(user, 'avatar_removed', req.locale));
    }),
  );

  router.delete(
    '/account',
    operation("Deletes the caller's account.", 'AccountActionResponse'),
    authenticate,
    limit,
    deleteCheck,
    signedIn(async (req, res) => {
      const user = await passwordOf(sequelize, req.user.id);
      // The platform must keep an administrator: another admin removes an admin account.
      if (user.role === 'admin') throw Forbidden();
      if (!(await verifyPassword(user.passwordHash, deleteCheck.input(req).password)))
        throw Validation({ password: msg('oldPassword')(null, { req }) });
      await deleteAccount(sequelize, storage, req.user.id);
      const deleted: AccountActionResponse = { error: 0, msg: translate(req.locale, 'account_deleted') };
      res.json(deleted);
    }),
  );

  return router;
}
