import { Router, type Request, type RequestHandler, type Response } from 'express';
import {
  ACTIVITY_REGISTRY,
  type ActivityKind,
  type CvUpload,
  ORGANIZER_UPLOAD_KINDS,
  UPLOAD_LIMITS,
  validationMessage,
  type OrganizerUploadKind,
  type UploadResult,
} from '@hashar/common';
import { Forbidden, HttpError, NotFound, Validation } from '../../errors';
import { allows } from '../../policies';
import { singleFileUpload, streamedFile } from '../../middlewares/upload';
import { type StreamedFile } from '../../storage/fileChecks';
import { writeLimit } from '../../ratelimit';
import { detectCoverType, detectDocumentType, DOCUMENT_MARKERS, TYPE_NAMES, type OrganizerFileType } from '../../storage/documentTypes';
import { keyOf, ORGANIZER_FOLDER } from '../../storage/organizerFiles';
import { acceptUpload, uploadQuota } from '../../storage';
import type { ActivityDeps } from '../activityDeps';
import { userOf } from '../../policies/signedIn';

const isKind = (value: unknown): value is OrganizerUploadKind => typeof value === 'string' && Object.hasOwn(ORGANIZER_UPLOAD_KINDS, value);

/** An uploaded file's name as sent (multer reads names as Latin-1; browsers send UTF-8 bytes). */
export function fileName(raw: string): string {
  const utf8 = Buffer.from(raw, 'latin1').toString('utf8');
  const name = (utf8.includes('\uFFFD') ? raw : utf8).replace(/[\0/\\]/g, '').trim();
  return name.slice(0, 255) || 'file';
}

/** How a route checks and keeps an uploaded file. */
interface CheckedUpload {
  /** What it is uploaded as (a key of UPLOAD_LIMITS) and the storage folder it goes to. */
  kind: string;
  folder: string;
  /** Its type by content, or null (415 naming `types`). */
  detect: (file: StreamedFile) => OrganizerFileType | null;
  types: string;
  /** A private file (a CV, read only through authorised routes): the answer leaves out its URL. */
  private?: boolean;
}

/**
 * Checks the request's streamed file by content (400 without one, 415 naming the types), accepts it
 * into storage as the caller's within their quota and answers 201 with its key, URL (unless private), name,
 * size and type.
 */
export async function storeCheckedUpload(deps: ActivityDeps, req: Request, res: Response, upload: CheckedUpload): Promise<void> {
  const file = streamedFile(req);
  if (!file?.size) throw Validation({ file: validationMessage(req.locale, 'required') });
  const type = upload.detect(file);
  if (!type) throw new HttpError(415, 'unsupported_media_type', 'file_type', { types: upload.types });
  const url = await acceptUpload(deps.sequelize, deps.storage, file.incoming, {
    ownerId: userOf(req).id,
    kind: upload.kind,
    folder: upload.folder,
    ext: type.ext,
    mime: type.mime,
    quotaBytes: deps.config.uploads.quotaBytes,
    locale: req.locale,
  });
  const result: UploadResult | CvUpload = {
    key: keyOf(url),
    ...(upload.private ? {} : { url }),
    name: fileName(file.originalname),
    size: file.size,
    type: type.mime,
  };
  res.status(201).json(result);
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
      const limitKey = ORGANIZER_UPLOAD_KINDS[req.params['kind'] as OrganizerUploadKind];
      const isDocument = limitKey === 'document';
      await storeCheckedUpload(deps, req, res, {
        kind: limitKey,
        folder: ORGANIZER_FOLDER,
        detect: (file) => (isDocument ? detectDocumentType(file.head, file.has) : detectCoverType(file.head)),
        types: isDocument ? TYPE_NAMES.document : TYPE_NAMES.cover,
      });
    },
  );
  return router;
}
