import { Router, type RequestHandler } from 'express';
import { ORGANIZER_UPLOAD_KINDS, UPLOAD_LIMITS, validationMessage, type OrganizerUploadKind, type UploadResult } from '@hashar/common';
import { Forbidden, HttpError, NotFound, Validation } from '../../errors';
import { allows } from '../../policies';
import { fileTooLarge, singleFileUpload } from '../../middlewares/upload';
import { detectCoverType, detectDocumentType, TYPE_NAMES } from '../../services/events/fileTypes';
import { keyOf, ORGANIZER_FOLDER } from '../../services/events/uploads';
import type { ActivityDeps } from '../activityDeps';

const isKind = (value: unknown): value is OrganizerUploadKind => typeof value === 'string' && Object.hasOwn(ORGANIZER_UPLOAD_KINDS, value);

/** multer sends names as Latin-1; browsers send UTF-8 bytes. */
function fileName(raw: string): string {
  const utf8 = Buffer.from(raw, 'latin1').toString('utf8');
  const name = (utf8.includes('\uFFFD') ? raw : utf8).replace(/[\0/\\]/g, '').trim();
  return name.slice(0, 255) || 'file';
}

/** 404 for an unknown kind, 403 unless the caller is an organization that may create that kind. */
const kindAllowed: RequestHandler = (req, _res, next) => {
  const kind = req.params['kind'];
  if (!isKind(kind)) return next(NotFound());
  const action = kind === 'visit-cover' ? 'visit.create' : 'event.create';
  next(allows(req.user, action) && req.user!.organizationId ? undefined : Forbidden());
};

/** POST /api/my/uploads/:kind (multipart `file`) → 201 UploadResult: a cover or document checked by content. */
export function organizerUploadsRouter(deps: ActivityDeps): Router {
  const uploaders = Object.fromEntries(
    Object.entries(ORGANIZER_UPLOAD_KINDS).map(([kind, limit]) => [kind, singleFileUpload(UPLOAD_LIMITS[limit].maxBytes)]),
  ) as Record<OrganizerUploadKind, RequestHandler>;
  const router = Router();
  router.post(
    '/my/uploads/:kind',
    deps.authenticate,
    kindAllowed,
    (req, res, next) => uploaders[req.params['kind'] as OrganizerUploadKind](req, res, next),
    async (req, res) => {
      const kind = req.params['kind'] as OrganizerUploadKind;
      const limitKey = ORGANIZER_UPLOAD_KINDS[kind];
      const file = req.file;
      if (!file?.size) throw Validation({ file: validationMessage(req.locale, 'required') });
      if (file.size > UPLOAD_LIMITS[limitKey].maxBytes) throw fileTooLarge(UPLOAD_LIMITS[limitKey].maxBytes, req.locale);
      const isDocument = limitKey === 'document';
      const type = isDocument ? detectDocumentType(file.buffer) : detectCoverType(file.buffer);
      if (!type) throw new HttpError(415, 'unsupported_media_type', 'file_type', { types: isDocument ? TYPE_NAMES.document : TYPE_NAMES.cover });
      const url = await deps.storage.save(ORGANIZER_FOLDER, file.buffer, type.ext);
      const result: UploadResult = { key: keyOf(url), url, name: fileName(file.originalname), size: file.size, type: type.mime };
      res.status(201).json(result);
    },
  );
  return router;
}
