import { Router, type Request } from 'express';
import { PASSPORT_SHEET, UPLOAD_LIMITS, validationMessage, type PassportFileDto } from '@hashar/common';
import { HttpError, NotFound, Validation } from '../../errors';
import { can } from '../../middlewares/authenticate';
import { singleFileUpload, streamedFile } from '../../middlewares/upload';
import { validate } from '../../validation/validate';
import { presentVolunteerProfile } from '../../presenters/volunteerProfile';
import { writeLimit } from '../../ratelimit';
import { loadVolunteerProfile, updateVolunteerProfile } from '../../services/volunteerProfile/profile';
import {
  detectPassportType,
  isOneSheet,
  keepPassport,
  PASSPORT_FOLDER,
  PASSPORT_TYPE_NAMES,
  PASSPORT_UPLOAD_KIND,
  passportCopy,
  removePassport,
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
      const record = await updateVolunteerProfile(notify, req.user.id, pickInput(profileCheck.input(req)), req.locale);
      res.json(presentVolunteerProfile(record, { sensitive: true }));
    }),
  );

  router.post(
    '/passport',
    operation("Uploads the caller's passport scan.", 'PassportFileDto'),
    ...owner,
    writeLimit(sequelize, 'uploads'),
    uploadQuota(sequelize, deps.config.uploads.quotaBytes),
    upload,
    async (req, res) => res.status(201).json(await storePassport(req)),
  );

  router.get(
    '/passport',
    operation("Downloads the caller's passport scan.", 'file'),
    ...owner,
    signedIn(async (req, res) => {
      const copy = await passportCopy(sequelize, storage, req.user.id);
      if (!copy) throw NotFound();
      sendPrivateFile(res, copy.file, { disposition: 'inline', name: copy.name, asciiName: `passport.${copy.file.ext}` });
    }),
  );

  router.delete(
    '/passport',
    operation("Removes the caller's passport scan.", 'empty'),
    ...owner,
    signedIn(async (req, res) => {
      await removePassport(notify, storage, req.user.id);
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
    await keepPassport(notify, storage, userId, { key: keyOfUrl(url), name });
    return { name, type: type.mime };
  }
}
