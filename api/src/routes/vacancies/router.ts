import { Router, type RequestHandler } from 'express';
import { UPLOAD_LIMITS, validationMessage, type CvUpload } from '@hashar/common';
import { Forbidden, HttpError, Validation } from '../../errors';
import { allows } from '../../policies';
import { singleFileUpload, streamedFile } from '../../middlewares/upload';
import { writeLimit } from '../../ratelimit';
import { DOCUMENT_MARKERS } from '../../services/events/fileTypes';
import { CV_FOLDER, CV_TYPE_NAMES, CV_UPLOAD_KIND, detectCvType } from '../../services/vacancies/cv';
import { acceptUpload, uploadQuota } from '../../storage';
import { keyOfUrl } from '../../storage/records';
import type { ActivityDeps } from '../activityDeps';
import { fileName } from '../events/uploads';

/** 403 unless the caller may apply to vacancies (volunteers and trainees). */
const mayApply: RequestHandler = (req, _res, next) => next(allows(req.user, 'vacancy.apply') ? undefined : Forbidden());

/**
 * POST /api/my/uploads/cv (multipart `file`) → 201 CvUpload: an applicant's CV (PDF, DOC, DOCX by
 * content, ≤ UPLOAD_LIMITS.cv) streamed to the private folder; it is read only through the
 * authorised CV routes of applications, never at /uploads. Mounted before the organizer uploads.
 */
export function vacanciesRouter(deps: ActivityDeps): Router {
  const { sequelize, storage } = deps;
  const quotaBytes = deps.config.uploads.quotaBytes;
  const upload = singleFileUpload({ storage, maxBytes: UPLOAD_LIMITS.cv.maxBytes, markers: DOCUMENT_MARKERS });
  const router = Router();
  router.post(
    '/my/uploads/cv',
    deps.authenticate,
    mayApply,
    writeLimit(sequelize, 'uploads'),
    uploadQuota(sequelize, quotaBytes),
    upload,
    async (req, res) => {
      const file = streamedFile(req);
      if (!file?.size) throw Validation({ file: validationMessage(req.locale, 'required') });
      const type = detectCvType(file.head, file.has);
      if (!type) throw new HttpError(415, 'unsupported_media_type', 'file_type', { types: CV_TYPE_NAMES });
      const url = await acceptUpload(sequelize, storage, file.incoming, {
        ownerId: req.user!.id,
        kind: CV_UPLOAD_KIND,
        folder: CV_FOLDER,
        ext: type.ext,
        mime: type.mime,
        quotaBytes,
        locale: req.locale,
      });
      const result: CvUpload = { key: keyOfUrl(url), name: fileName(file.originalname), size: file.size, type: type.mime };
      res.status(201).json(result);
    },
  );
  return router;
}
