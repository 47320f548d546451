import type { RequestHandler } from 'express';
import { UPLOAD_LIMITS } from '@hashar/common';
import { Forbidden } from '../../errors';
import { allows } from '../../policies';
import { singleFileUpload } from '../../middlewares/upload';
import { writeLimit } from '../../ratelimit';
import { DOCUMENT_MARKERS } from '../../storage/documentTypes';
import { CV_FOLDER, CV_TYPE_NAMES, CV_UPLOAD_KIND, detectCvType } from '../../activities/vacancy/cv';
import { uploadQuota } from '../../storage';
import type { ActivityDeps } from '../activityDeps';
import { storeCheckedUpload } from '../checkedUpload';

/** 403 unless the caller may apply to vacancies (volunteers and trainees). */
const mayApply: RequestHandler = (req, _res, next) => next(allows(req.user, 'vacancy.apply') ? undefined : Forbidden());

/**
 * POST /api/my/uploads/cv (multipart `file`) → 201 CvUpload: an applicant's CV (PDF, DOC, DOCX by
 * content, ≤ UPLOAD_LIMITS.cv) streamed to the private folder; it is read only through the
 * authorised CV routes of applications, never at /uploads. Its handlers, for the uploads router.
 */
export function cvUpload(deps: ActivityDeps): RequestHandler[] {
  const { sequelize, storage } = deps;
  const quotaBytes = deps.config.uploads.quotaBytes;
  const upload = singleFileUpload({ storage, maxBytes: UPLOAD_LIMITS.cv.maxBytes, markers: DOCUMENT_MARKERS });
  return [
    deps.authenticate,
    mayApply,
    writeLimit(sequelize, 'uploads'),
    uploadQuota(sequelize, quotaBytes),
    upload,
    (req, res) =>
      storeCheckedUpload(deps, req, res, {
        kind: CV_UPLOAD_KIND,
        folder: CV_FOLDER,
        detect: (file) => detectCvType(file.head, file.has),
        types: CV_TYPE_NAMES,
        private: true,
      }),
  ];
}
