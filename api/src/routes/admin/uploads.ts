import { Router } from 'express';
import { canAccessResource, UPLOAD_LIMITS, validationMessage, type AdminResource } from '@hashar/common';
import { Forbidden, Validation } from '../../errors';
import { detectFileType, fileTooLarge, singleFileUpload, wrongFileType } from '../../middlewares/upload';
import { recordAudit } from '../../services/audit';
import type { FileStorage } from '../../storage';

/** Upload kinds of the back office and the resource whose editors may upload them. */
const KINDS = { banner: 'banners', partnerLogo: 'partners' } as const satisfies Partial<Record<keyof typeof UPLOAD_LIMITS, AdminResource>>;
type Kind = keyof typeof KINDS;
const isKind = (value: unknown): value is Kind => typeof value === 'string' && Object.hasOwn(KINDS, value);
const LARGEST = Math.max(...Object.keys(KINDS).map((k) => UPLOAD_LIMITS[k as Kind].maxBytes));

/** POST /api/admin/uploads (multipart `file`, `kind`) → 201 { url }: an image checked by its content. */
export function uploadsRouter(storage: FileStorage): Router {
  const router = Router();
  router.post(
    '/',
    (req, _res, next) => {
      const mayEdit = Object.values(KINDS).some((resource) => canAccessResource(req.user?.role, resource, 'edit'));
      next(mayEdit ? undefined : Forbidden());
    },
    singleFileUpload(LARGEST, (body) => (isKind(body['kind']) ? UPLOAD_LIMITS[body['kind']].maxBytes : LARGEST)),
    async (req, res) => {
      const kind: unknown = req.body?.kind;
      const fields: Record<string, string> = {};
      if (!isKind(kind)) fields['kind'] = validationMessage(req.locale, kind ? 'choice' : 'required');
      if (!req.file?.size) fields['file'] = validationMessage(req.locale, 'required');
      if (Object.keys(fields).length) throw Validation(fields);
      if (!canAccessResource(req.user?.role, KINDS[kind as Kind], 'edit')) throw Forbidden();
      const limits = UPLOAD_LIMITS[kind as Kind];
      const file = req.file!;
      if (file.size > limits.maxBytes) throw fileTooLarge(limits.maxBytes, req.locale);
      const type = detectFileType(file.buffer);
      if (!type || !(limits.types as readonly string[]).includes(type.mime)) throw wrongFileType(limits.types);
      const url = await storage.save(kind as Kind, file.buffer, type.ext);
      await recordAudit({ userId: req.user!.id, action: 'upload', resource: 'uploads', recordId: null, after: { url, kind, size: file.size } });
      res.status(201).json({ url });
    },
  );
  return router;
}
