import { Router, type Request } from 'express';
import { PASSPORT_SHEET, UPLOAD_LIMITS, validationMessage, type PassportFileDto } from '@hashar/common';
import { HttpError, NotFound, Validation } from '../../errors';
import { can } from '../../middlewares/authenticate';
import { singleFileUpload, streamedFile } from '../../middlewares/upload';
import { validate } from '../../validation/validate';
import { presentVolunteerProfile } from '../../presenters/volunteerProfile';
import { writeLimit } from '../../ratelimit';
import { sendBackForVerification } from '../../services/verification';
import { CHECKED_STATES, loadVolunteerProfile, saveVolunteerProfile } from '../../services/volunteerProfile/profile';
import {
  attachPassport,
  detectPassportType,
  dropPassport,
  isOneSheet,
  PASSPORT_FOLDER,
  PASSPORT_TYPE_NAMES,
  PASSPORT_UPLOAD_KIND,
  readPassport,
} from '../../services/volunteerProfile/passport';
import { acceptUpload, uploadQuota } from '../../storage';
import { keyOfUrl } from '../../storage/records';
import type { ActivityDeps } from '../activityDeps';
import { fileName } from '../checkedUpload';
import { sendPrivateFile } from '../../storage/serve';
import { pickInput, volunteerProfileChains } from './validators';
import { signedIn, userOf } from '../../policies/signedIn';
import { operation } from '../../lib/operation';

const profileCheck = validate<Record<string, unknown>>(volunteerProfileChains());

/**
 * The volunteer's own profile (volunteers only, 403 otherwise), mounted at /my/volunteer-profile:
 * GET/PUT / with every field, sensitive ones included (the owner's view); the passport copy at
 * /passport: POST (multipart `file`, one A4 sheet, UPLOAD_LIMITS.passport, private folder),
 * GET (inline to its owner), DELETE. Editing verified or pending legal data sends the profile back
 * to verification.
 */
export function volunteerProfileRouter(deps: ActivityDeps): Router {
  const { sequelize, storage } = deps;
  const notify = { sequelize, mailer: deps.mailer, publicUrl: deps.config.publicUrl };
  const owner = [deps.authenticate, can('volunteerProfile.edit')];
  const { maxBytes } = UPLOAD_LIMITS.passport;
  const upload = singleFileUpload({ storage, maxBytes, headBytes: maxBytes });
  const router = Router();

  router.get(
    '/',
    operation("Reads the caller's volunteer profile.", 'VolunteerProfileDto'),
    ...owner,
    signedIn(async (req, res) => {
      res.json(presentVolunteerProfile(await loadVolunteerProfile(sequelize, req.user.id), { sensitive: true }));
    }),
  );

  router.put(
    '/',
    operation("Changes the caller's volunteer profile.", 'VolunteerProfileDto'),
    ...owner,
    profileCheck,
    writeLimit(sequelize, 'settings'),
    signedIn(async (req, res) => {
      const userId = req.user.id;
      const record = await sequelize.transaction(async (t) => {
        const saved = await saveVolunteerProfile(sequelize, userId, pickInput(profileCheck.input(req)), req.locale, t);
        if (saved.legalChanged) await sendBackForVerification({ type: 'user', id: userId }, t, notify);
        return saved.legalChanged ? loadVolunteerProfile(sequelize, userId, t) : saved.record;
      });
      res.json(presentVolunteerProfile(record, { sensitive: true }));
    }),
  );

  router.post(
    '/passport',
    operation("Uploads the caller's passport scan."),
    ...owner,
    writeLimit(sequelize, 'uploads'),
    uploadQuota(sequelize, deps.config.uploads.quotaBytes),
    upload,
    async (req, res) => res.status(201).json(await storePassport(req)),
  );

  router.get(
    '/passport',
    operation("Downloads the caller's passport scan."),
    ...owner,
    signedIn(async (req, res) => {
      const { profile } = await loadVolunteerProfile(sequelize, req.user.id);
      const file = profile.passportKey ? await readPassport(storage, profile.passportKey) : null;
      if (!file) throw NotFound();
      sendPrivateFile(res, file, {
        disposition: 'inline',
        name: profile.passportName ?? `passport.${file.ext}`,
        asciiName: `passport.${file.ext}`,
      });
    }),
  );

  router.delete(
    '/passport',
    operation("Removes the caller's passport scan."),
    ...owner,
    signedIn(async (req, res) => {
      const userId = req.user.id;
      const key = await sequelize.transaction(async (t) => {
        const { profile } = await loadVolunteerProfile(sequelize, userId, t);
        if (!profile.passportKey) throw NotFound();
        const old = profile.passportKey;
        await profile.update({ passportKey: null, passportName: null }, { transaction: t });
        if (CHECKED_STATES.includes(profile.verification)) await sendBackForVerification({ type: 'user', id: userId }, t, notify);
        return old;
      });
      await dropPassport(sequelize, storage, key);
      res.status(204).end();
    }),
  );
  return router;

  /** Checks the streamed passport copy (type by content → 415, one A4 sheet → 400), keeps it and forgets the previous one. */
  async function storePassport(req: Request): Promise<PassportFileDto> {
    const file = streamedFile(req);
    if (!file?.size) throw Validation({ file: validationMessage(req.locale, 'required') });
    const type = detectPassportType(file.head);
    if (!type) throw new HttpError(415, 'unsupported_media_type', 'file_type', { types: PASSPORT_TYPE_NAMES });
    if (!(await isOneSheet(type, file.head))) {
      throw new HttpError(400, 'bad_request', 'passport_sheet', { min: PASSPORT_SHEET.minShortSide });
    }
    const userId = userOf(req).id;
    const url = await acceptUpload(sequelize, storage, file.incoming, {
      ownerId: userId,
      kind: PASSPORT_UPLOAD_KIND,
      folder: PASSPORT_FOLDER,
      ext: type.ext,
      mime: type.mime,
      quotaBytes: deps.config.uploads.quotaBytes,
      locale: req.locale,
    });
    const name = fileName(file.originalname);
    const key = keyOfUrl(url);
    const old = await sequelize.transaction(async (t) => {
      const { profile } = await loadVolunteerProfile(sequelize, userId, t);
      const previous = profile.passportKey;
      await profile.update({ passportKey: key, passportName: name }, { transaction: t });
      await attachPassport(sequelize, key, t);
      if (CHECKED_STATES.includes(profile.verification)) await sendBackForVerification({ type: 'user', id: userId }, t, notify);
      return previous;
    });
    if (old) await dropPassport(sequelize, storage, old);
    return { name, type: type.mime };
  }
}
