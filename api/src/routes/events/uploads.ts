import { Router, type RequestHandler } from 'express';
import {
  ACTIVITY_REGISTRY,
  type ActivityKind,
  ORGANIZER_UPLOAD_KINDS,
  UPLOAD_LIMITS,
  validationMessage,
  type OrganizerUploadKind,
  type UploadResult,
} from '@hashar/common';
import { Forbidden, HttpError, NotFound, Validation } from '../../errors';
import { allows } from '../../policies';
import { singleFileUpload, streamedFile } from '../../middlewares/upload';
import { writeLimit } from '../../ratelimit';
import { detectCoverType, detectDocumentType, DOCUMENT_MARKERS, TYPE_NAMES } from '../../services/events/fileTypes';
import { keyOf, ORGANIZER_FOLDER } from '../../services/events/uploads';
import { acceptUpload, uploadQuota } from '../../storage';
import type { ActivityDeps } from '../activityDeps';

const isKind = (value: unknown): value is OrganizerUploadKind => typeof value === 'string' && Object.hasOwn(ORGANIZER_UPLOAD_KINDS, value);

/** multer sends names as Latin-1; browsers send UTF-8 bytes. */
export function fileName(raw: string): string {
  const utf8 = Buffer.from(raw, 'latin1').toString('utf8');
  const name = (utf8.includes('\uFFFD') ? raw : utf8).replace(/[\0/\\]/g, '').trim();
  return name.slice(0, 255) || 'file';
}

/** 404 for an unknown kind, 403 unless the caller may create the activity kind it is for (`<kind>-cover`, `<kind>-document`). */
const kindAllowed: RequestHandler = (req, _res, next) => {
  const kind = req.params['kind'];
  if (!isKind(kind)) return next(NotFound());
  const activity = ACTIVITY_REGISTRY[kind.split('-')[0] as ActivityKind];
  next(allows(req.user, activity.createAction) ? undefined : Forbidden());
};

/**
 * POST /api/my/uploads/:kind (multipart `file`) → 201 UploadResult: a cover or document streamed
 * to storage, checked by content, recorded as the caller's within their quota.
 */
export function organizerUploadsRouter(deps: ActivityDeps): Router {
  const { sequelize, storage } = deps;
  const quotaBytes = deps.config.uploads.quotaBytes;
  const uploaders = Object.fromEntries(
    Object.entries(ORGANIZER_UPLOAD_KINDS).map(([kind, limit]) => [
      kind,
      singleFileUpload({ storage, maxBytes: UPLOAD_LIMITS[limit].maxBytes, markers: limit === 'document' ? DOCUMENT_MARKERS : [] }),
    ]),
  ) as Record<OrganizerUploadKind, RequestHandler>;
  const router = Router();
  router.post(
    '/my/uploads/:kind',
    deps.authenticate,
    kindAllowed,
    writeLimit(sequelize, 'uploads'),
    uploadQuota(sequelize, quotaBytes),
    (req, res, next) => uploaders[req.params['kind'] as OrganizerUploadKind](req, res, next),
    async (req, res) => {
      const kind = req.params['kind'] as OrganizerUploadKind;
      const limitKey = ORGANIZER_UPLOAD_KINDS[kind];
      const file = streamedFile(req);
      if (!file?.size) throw Validation({ file: validationMessage(req.locale, 'required') });
      const isDocument = limitKey === 'document';
      const type = isDocument ? detectDocumentType(file.head, file.has) : detectCoverType(file.head);
      if (!type)
        throw new HttpError(415, 'unsupported_media_type', 'file_type', { types: isDocument ? TYPE_NAMES.document : TYPE_NAMES.cover });
      const url = await acceptUpload(sequelize, storage, file.incoming, {
        ownerId: req.user!.id,
        kind: limitKey,
        folder: ORGANIZER_FOLDER,
        ext: type.ext,
        mime: type.mime,
        quotaBytes,
        locale: req.locale,
      });
      const result: UploadResult = { key: keyOf(url), url, name: fileName(file.originalname), size: file.size, type: type.mime };
      res.status(201).json(result);
    },
  );
  return router;
}
