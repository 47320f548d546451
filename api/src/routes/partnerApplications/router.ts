import { Router, type RequestHandler } from 'express';
import {
  UPLOAD_LIMITS,
  type MyPartnerApplication,
  type MyPartnerApplicationResponse,
  type PartnerApplicationRequest,
} from '@hashar/common';
import { Forbidden, HttpError } from '../../errors';
import { allows } from '../../policies';
import { singleFileUpload } from '../../middlewares/upload';
import { detectFileType } from '../../storage/fileChecks';
import { validate } from '../../validation/validate';
import { latestPartnerApplication } from '../../services/partners/read';
import { presentPartnerApplication } from '../../presenters/partnerApplication';
import { writeLimit } from '../../ratelimit';
import { submitPartnerApplication } from '../../services/partners/applications';
import { uploadQuota } from '../../storage';
import type { ActivityDeps } from '../activityDeps';
import { storeCheckedUpload } from '../checkedUpload';
import { applicationRules } from './validators';
import { signedIn } from '../../policies/signedIn';
import { operation } from '../../lib/operation';

const applicationCheck = validate<PartnerApplicationRequest>(applicationRules);

const LOGO = UPLOAD_LIMITS.partnerLogo;

/** Business accounts only (403); a partner already is one (409). */
const mayApply: RequestHandler = (req, _res, next) => {
  if (req.user?.role === 'partner') return next(new HttpError(409, 'conflict', 'partner_application_already_partner'));
  next(allows(req.user, 'account.changerole') ? undefined : Forbidden());
};

/** POST /api/my/uploads/partner-logo (multipart `file`, PNG/JPEG/SVG by content): its handlers, for the uploads router. */
export function partnerLogoUpload(deps: ActivityDeps): RequestHandler[] {
  const { sequelize, authenticate } = deps;
  return [
    authenticate,
    mayApply,
    writeLimit(sequelize, 'uploads'),
    uploadQuota(sequelize, deps.config.uploads.quotaBytes),
    // The whole file is kept for the check: an SVG is judged by all its text.
    singleFileUpload({ storage: deps.storage, maxBytes: LOGO.maxBytes, headBytes: LOGO.maxBytes }),
    async (req, res) => {
      await storeCheckedUpload(deps, req, res, {
        kind: 'partnerLogo',
        folder: 'partnerLogo',
        detect: (f) => detectFileType(f.head),
        types: 'PNG, JPEG, SVG',
      });
    },
  ];
}

/** A business's side of becoming a partner, mounted at /my/partner-application: its latest request (GET) and a new one (POST). */
export function partnerApplicationsRouter(deps: ActivityDeps): Router {
  const { sequelize, authenticate } = deps;
  const router = Router();

  router.get(
    '/',
    operation("Reads the caller's application to become a partner organization.", 'MyPartnerApplicationResponse'),
    authenticate,
    signedIn(async (req, res) => {
      const latest = await latestPartnerApplication(sequelize, req.user.id);
      const data: MyPartnerApplication | null = latest ? presentPartnerApplication(latest) : null;
      res.json({ data });
    }),
  );

  router.post(
    '/',
    operation('Applies to become a partner organization.', 'MyPartnerApplicationResponse'),
    authenticate,
    mayApply,
    applicationCheck,
    signedIn(async (req, res) => {
      const created = await submitPartnerApplication(sequelize, req.user.id, applicationCheck.input(req), req.locale);
      const answer: MyPartnerApplicationResponse = { data: presentPartnerApplication(created) };
      res.status(201).json(answer);
    }),
  );
  return router;
}
