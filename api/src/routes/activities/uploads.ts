import type { RequestHandler } from 'express';
import { ACTIVITY_REGISTRY, type ActivityKind, ORGANIZER_UPLOAD_KINDS, UPLOAD_LIMITS, type OrganizerUploadKind } from '@hashar/common';
import { Forbidden } from '../../errors';
import { allows } from '../../policies';
import { singleFileUpload } from '../../middlewares/upload';
import { writeLimit } from '../../ratelimit';
import { detectCoverType, detectDocumentType, DOCUMENT_MARKERS, TYPE_NAMES } from '../../storage/documentTypes';
import { ORGANIZER_FOLDER } from '../../storage/organizerFiles';
import { uploadQuota } from '../../storage';
import { storeCheckedUpload } from '../checkedUpload';
import type { ActivityDeps } from '../activityDeps';

const isKind = (value: unknown): value is OrganizerUploadKind => typeof value === 'string' && Object.hasOwn(ORGANIZER_UPLOAD_KINDS, value);

/** Any other kind is no activity's cover or document: passed on, to the other uploads' routes or the API's 404. */
const organizerKind: RequestHandler = (req, _res, next) => next(isKind(req.params['kind']) ? undefined : 'route');

/** 403 unless the caller may create the activity kind the file is for (`<kind>-cover`, `<kind>-document`). */
const kindAllowed: RequestHandler = (req, _res, next) => {
  const kind = req.params['kind'] as OrganizerUploadKind;
  const activity = ACTIVITY_REGISTRY[kind.split('-')[0] as ActivityKind];
  next(allows(req.user, activity.createAction) ? undefined : Forbidden());
};

/**
 * POST /api/my/uploads/:kind (multipart `file`) → 201 UploadResult: a cover or document streamed
 * to storage, checked by content, recorded as the caller's within their quota. Its handlers, for
 * the uploads router.
 */
export function organizerUpload(deps: ActivityDeps): RequestHandler[] {
  const { sequelize, storage } = deps;
  const quotaBytes = deps.config.uploads.quotaBytes;
  const uploaders = Object.fromEntries(
    Object.entries(ORGANIZER_UPLOAD_KINDS).map(([kind, limit]) => [
      kind,
      singleFileUpload({ storage, maxBytes: UPLOAD_LIMITS[limit].maxBytes, markers: limit === 'document' ? DOCUMENT_MARKERS : [] }),
    ]),
  ) as Record<OrganizerUploadKind, RequestHandler>;
  return [
    organizerKind,
    deps.authenticate,
    kindAllowed,
    writeLimit(sequelize, 'uploads'),
    uploadQuota(sequelize, quotaBytes),
    (req, res, next) => uploaders[req.params['kind'] as OrganizerUploadKind](req, res, next),
    async (req, res) => {
      const limitKey = ORGANIZER_UPLOAD_KINDS[req.params['kind'] as OrganizerUploadKind];
      const isDocument = limitKey === 'document';
      await storeCheckedUpload(deps, req, res, {
        kind: limitKey,
        folder: ORGANIZER_FOLDER,
        detect: (file) => (isDocument ? detectDocumentType(file.head, file.has) : detectCoverType(file.head)),
        types: isDocument ? TYPE_NAMES.document : TYPE_NAMES.cover,
      });
    },
  ];
}
