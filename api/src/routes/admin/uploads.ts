import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import { UPLOAD_LIMITS, validationMessage, type AdminResource, type AdminUploadResult } from '@hashar/common';
import { Forbidden, Validation } from '../../errors';
import { singleFileUpload, streamedFile } from '../../middlewares/upload';
import { detectFileType, fileTooLarge, wrongFileType } from '../../storage/fileChecks';
import { writeLimit } from '../../ratelimit';
import { mayAccess } from './access';
import { recordAudit } from '../../services/audit';
import { acceptUpload, uploadQuota, type FileStorage } from '../../storage';
import { signedIn } from '../../policies/signedIn';
import { operation } from '../../lib/operation';
import { sentField } from '../../validation/validate';

/** Upload kinds of the back office and the resource whose editors may upload them. */
const KINDS = { banner: 'banners', partnerLogo: 'partners', newsCover: 'news' } as const satisfies Partial<
  Record<keyof typeof UPLOAD_LIMITS, AdminResource>
>;
type Kind = keyof typeof KINDS;
const isKind = (value: unknown): value is Kind => typeof value === 'string' && Object.hasOwn(KINDS, value);
const LARGEST = Math.max(...Object.keys(KINDS).map((k) => UPLOAD_LIMITS[k as Kind].maxBytes));

export interface AdminUploadDeps {
  sequelize: Sequelize;
  storage: FileStorage;
  quotaBytes: number;
}

/** POST /api/admin/uploads (multipart `file`, `kind`) → 201 { url }: an image streamed to storage, checked by its content. */
export function uploadsRouter({ sequelize, storage, quotaBytes }: AdminUploadDeps): Router {
  const router = Router();
  router.post(
    '/',
    operation('Uploads a file for the back office.', 'AdminUploadResult'),
    (req, _res, next) => {
      const mayEdit = Object.values(KINDS).some((resource) => mayAccess(req.user, resource, 'edit'));
      next(mayEdit ? undefined : Forbidden());
    },
    writeLimit(sequelize, 'uploads'),
    uploadQuota(sequelize, quotaBytes),
    // The whole file is kept for the check (at most LARGEST): an SVG is judged by all its text.
    singleFileUpload({
      storage,
      maxBytes: LARGEST,
      headBytes: LARGEST,
      limitOf: (body) => (isKind(body['kind']) ? UPLOAD_LIMITS[body['kind']].maxBytes : LARGEST),
    }),
    signedIn(async (req, res) => {
      const kind = sentField(req, 'kind');
      const file = streamedFile(req);
      const fields: Record<string, string> = {};
      if (!isKind(kind)) fields['kind'] = validationMessage(req.locale, kind ? 'choice' : 'required');
      if (!file?.size) fields['file'] = validationMessage(req.locale, 'required');
      if (!isKind(kind) || !file?.size) throw Validation(fields);
      if (!mayAccess(req.user, KINDS[kind as Kind], 'edit')) throw Forbidden();
      const limits = UPLOAD_LIMITS[kind as Kind];
      if (file.size > limits.maxBytes) throw fileTooLarge(limits.maxBytes, req.locale);
      const type = detectFileType(file.head);
      if (!type || !(limits.types as readonly string[]).includes(type.mime)) throw wrongFileType(limits.types);
      const url = await acceptUpload(sequelize, storage, file.incoming, {
        ownerId: req.user.id,
        kind: kind as Kind,
        folder: kind as Kind,
        ext: type.ext,
        mime: type.mime,
        quotaBytes,
        locale: req.locale,
      });
      await recordAudit({
        userId: req.user.id,
        action: 'upload',
        resource: 'uploads',
        recordId: null,
        after: { url, kind, size: file.size },
      });
      const answer: AdminUploadResult = { url };
      res.status(201).json(answer);
    }),
  );
  return router;
}
