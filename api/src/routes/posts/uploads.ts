import { Readable } from 'node:stream';
import type { RequestHandler } from 'express';
import { UPLOAD_LIMITS } from '@hashar/common';
import { HttpError } from '../../errors';
import { can } from '../../middlewares/authenticate';
import { singleFileUpload, streamedFile } from '../../middlewares/upload';
import { writeLimit } from '../../ratelimit';
import { detectCoverType, TYPE_NAMES } from '../../storage/documentTypes';
import { detectPhotoType, PHOTO_TYPE_NAMES, PUBLICATIONS_FOLDER, sanitizeSvg } from '../../services/publications/files';
import { uploadQuota } from '../../storage';
import type { ActivityDeps } from '../activityDeps';
import { storeCheckedUpload } from '../checkedUpload';

const PHOTO = UPLOAD_LIMITS.publicationPhoto.maxBytes;

/**
 * An SVG photo is kept only as its sanitised copy (services/publications/files.ts sanitizeSvg):
 * the streamed original is discarded and the copy stands in for it; 415 when nothing safe is left.
 */
function sanitizedSvg(deps: ActivityDeps): RequestHandler {
  return async (req, _res, next) => {
    const file = streamedFile(req);
    if (!file?.size || detectPhotoType(file.head)?.ext !== 'svg') return next();
    const clean = sanitizeSvg(file.head);
    await file.incoming.discard();
    if (!clean) throw new HttpError(415, 'unsupported_media_type', 'file_type', { types: PHOTO_TYPE_NAMES });
    file.incoming = await deps.storage.receive(Readable.from([clean]));
    file.head = clean;
    file.size = clean.length;
    next();
  };
}

/**
 * POST /api/my/uploads/publication-cover (PNG/JPEG ≤ 2 MB) and /api/my/uploads/publication-photo
 * (JPEG/PNG/BMP/SVG ≤ 2 MB, an SVG sanitised) → 201 UploadResult, checked by content and kept as
 * the caller's within their quota. Their handlers by upload kind, for the uploads router.
 */
export function publicationUploads(deps: ActivityDeps): Record<string, RequestHandler[]> {
  const { sequelize, storage } = deps;
  const before = [
    deps.authenticate,
    can('publication.create'),
    writeLimit(sequelize, 'uploads'),
    uploadQuota(sequelize, deps.config.uploads.quotaBytes),
  ];
  const cover: RequestHandler[] = [
    ...before,
    singleFileUpload({ storage, maxBytes: UPLOAD_LIMITS.publicationCover.maxBytes }),
    async (req, res) => {
      await storeCheckedUpload(deps, req, res, {
        kind: 'publicationCover',
        folder: PUBLICATIONS_FOLDER,
        detect: (file) => detectCoverType(file.head),
        types: TYPE_NAMES.cover,
      });
    },
  ];
  const photo: RequestHandler[] = [
    ...before,
    // The whole file is kept in memory (at most 2 MB): an SVG is sanitised as a whole.
    singleFileUpload({ storage, maxBytes: PHOTO, headBytes: PHOTO }),
    sanitizedSvg(deps),
    async (req, res) => {
      await storeCheckedUpload(deps, req, res, {
        kind: 'publicationPhoto',
        folder: PUBLICATIONS_FOLDER,
        detect: (file) => detectPhotoType(file.head),
        types: PHOTO_TYPE_NAMES,
      });
    },
  ];
  return { 'publication-cover': cover, 'publication-photo': photo };
}
