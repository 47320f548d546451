import type { RequestHandler } from 'express';
import { UPLOAD_LIMITS } from '@hashar/common';
import { Forbidden } from '../../errors';
import { singleFileUpload } from '../../middlewares/upload';
import { mayUploadForCourses } from '../../policies/courses';
import { writeLimit } from '../../ratelimit';
import { COURSES_FOLDER } from '../../services/academy/files';
import { uploadQuota } from '../../storage';
import { detectCoverType, detectDocumentType, TYPE_NAMES } from '../../storage/documentTypes';
import type { ActivityDeps } from '../activityDeps';
import { storeCheckedUpload } from '../checkedUpload';

/** 403 unless the caller writes courses (course.create) or is an admin (platform courses). */
const courseAuthor: RequestHandler = (req, _res, next) => next(mayUploadForCourses(req.user) ? undefined : Forbidden());

/**
 * POST /api/my/uploads/course-cover (PNG/JPEG ≤ 2 MB) and /api/my/uploads/course-attachment (PDF
 * ≤ 50 MB) → 201 UploadResult, checked by content and kept as the caller's within their quota.
 * Their handlers by upload kind, for the uploads router.
 */
export function courseUploads(deps: ActivityDeps): Record<string, RequestHandler[]> {
  const { sequelize, storage } = deps;
  const before = [
    deps.authenticate,
    courseAuthor,
    writeLimit(sequelize, 'uploads'),
    uploadQuota(sequelize, deps.config.uploads.quotaBytes),
  ];
  const cover: RequestHandler[] = [
    ...before,
    singleFileUpload({ storage, maxBytes: UPLOAD_LIMITS.courseCover.maxBytes }),
    async (req, res) => {
      await storeCheckedUpload(deps, req, res, {
        kind: 'courseCover',
        folder: COURSES_FOLDER,
        detect: (file) => detectCoverType(file.head),
        types: TYPE_NAMES.cover,
      });
    },
  ];
  const attachment: RequestHandler[] = [
    ...before,
    singleFileUpload({ storage, maxBytes: UPLOAD_LIMITS.courseAttachment.maxBytes }),
    async (req, res) => {
      await storeCheckedUpload(deps, req, res, {
        kind: 'courseAttachment',
        folder: COURSES_FOLDER,
        detect: (file) => {
          const type = detectDocumentType(file.head);
          return type?.ext === 'pdf' ? type : null;
        },
        types: 'PDF',
      });
    },
  ];
  return { 'course-cover': cover, 'course-attachment': attachment };
}
