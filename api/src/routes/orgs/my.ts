import { Router, type Request, type RequestHandler } from 'express';
import { UPLOAD_LIMITS, validationMessage, type OrganizationFileKind, type OrgImageUpload, type OrgProfileInput } from '@hashar/common';
import { Forbidden, NotFound, Validation } from '../../errors';
import { singleFileUpload, streamedFile } from '../../middlewares/upload';
import { validate } from '../../validation/validate';
import { profileOrganizationOf } from '../../policies/organizations';
import { presentOrgFile } from '../../presenters/organizations';
import { writeLimit } from '../../ratelimit';
import { DOCUMENT_MARKERS } from '../../storage/documentTypes';
import {
  addOrgFile,
  checkImage,
  deleteOrgFile,
  keepUpload,
  ORG_IMAGE_FOLDER,
  setOrgImage,
  updateOrgFile,
  type OrgUploader,
} from '../../services/orgs/files';
import { loadProfile, saveProfile } from '../../services/orgs/profile';
import { uploadQuota } from '../../storage';
import { recordId } from '../../validation/query';
import type { ActivityDeps } from '../activityDeps';
import { fileName } from '../checkedUpload';
import { fileKindChains, filePatchChains, profileChains } from './validators';
import { userOf } from '../../policies/signedIn';
import { operation } from '../../lib/operation';

const filePatchCheck = validate<{ isPublic?: boolean; sortOrder?: number }>(filePatchChains());

const fileKindCheck = validate<{ kind: OrganizationFileKind; isPublic?: string }>(fileKindChains());

const profileCheck = validate<OrgProfileInput>(profileChains());

/** 403 unless the caller is an organization account with its organization. */
const organizationOnly: RequestHandler = (req, _res, next) => next(profileOrganizationOf(req.user) ? undefined : Forbidden());
/** The caller's organization (organizationOnly let only an organization's account through; 403 should a route lack it). */
function orgOf(req: Request): number {
  const organizationId = profileOrganizationOf(req.user);
  if (organizationId === null) throw Forbidden();
  return organizationId;
}

/** The image an organization sets as its banner or logo: the column and its limit. */
const IMAGES = { banner: UPLOAD_LIMITS.organizationBanner, logo: UPLOAD_LIMITS.organizationBanner } as const;

/** The organization's own profile (docs/organizations-api.md), mounted at /my/organization: GET/PUT /, its files, banner and logo. */
export function myOrganizationRouter(deps: ActivityDeps): Router {
  const { sequelize, storage, authenticate } = deps;
  const quotaBytes = deps.config.uploads.quotaBytes;
  const uploader = (req: Request): OrgUploader => ({
    sequelize,
    storage,
    quotaBytes,
    userId: userOf(req).id,
    organizationId: orgOf(req),
    locale: req.locale,
  });
  const router = Router();
  // The whole prefix is this router's: every call is an organization's.
  router.use(authenticate, organizationOnly);

  router.get('/', operation("Reads the caller's organization profile.", 'OrgProfile'), async (req, res) => {
    const profile = await loadProfile(sequelize, orgOf(req));
    if (!profile) throw NotFound();
    res.json(profile);
  });

  router.put(
    '/',
    operation("Changes the caller's organization profile.", 'OrgProfile'),
    writeLimit(sequelize, 'settings'),
    profileCheck,
    async (req, res) => {
      const notifyDeps = { sequelize, mailer: deps.mailer, publicUrl: deps.config.publicUrl };
      if (!(await saveProfile(notifyDeps, orgOf(req), profileCheck.input(req), req.locale))) throw NotFound();
      res.json(await loadProfile(sequelize, orgOf(req)));
    },
  );

  const upload = (maxBytes: number) => [
    writeLimit(sequelize, 'uploads'),
    uploadQuota(sequelize, quotaBytes),
    singleFileUpload({ storage, maxBytes, headBytes: 1024 * 1024, markers: DOCUMENT_MARKERS }),
  ];

  router.post(
    '/files',
    operation("Uploads a document of the caller's organization.", 'OrgFileDto'),
    ...upload(UPLOAD_LIMITS.document.maxBytes),
    fileKindCheck,
    async (req, res) => {
      const file = streamedFile(req);
      if (!file?.size) throw Validation({ file: validationMessage(req.locale, 'required') });
      const body = fileKindCheck.input(req);
      const row = await addOrgFile(uploader(req), file, body.kind, body.isPublic !== 'false', fileName(file.originalname));
      res.status(201).json(presentOrgFile(row, true));
    },
  );

  // A file of :id: the caller's organization's, else 404 (another organization's file: 403).
  router.patch(
    '/files/:id',
    operation("Changes a document of the caller's organization.", 'OrgFileDto'),
    filePatchCheck,
    async (req, res) => {
      const file = await updateOrgFile(sequelize, orgOf(req), recordId(req), filePatchCheck.input(req));
      res.json(presentOrgFile(file, true));
    },
  );

  router.delete('/files/:id', operation("Deletes a document of the caller's organization.", 'empty'), async (req, res) => {
    await deleteOrgFile(sequelize, storage, orgOf(req), recordId(req));
    res.status(204).end();
  });

  for (const [column, limit] of Object.entries(IMAGES) as [keyof typeof IMAGES, (typeof IMAGES)[keyof typeof IMAGES]][]) {
    router.post(
      `/${column}`,
      operation(`Uploads the organization's ${column}.`, 'OrgImageUpload'),
      ...upload(limit.maxBytes),
      async (req, res) => {
        const file = streamedFile(req);
        if (!file?.size) throw Validation({ file: validationMessage(req.locale, 'required') });
        const type = await checkImage(file, limit, req.locale);
        const url = await keepUpload(uploader(req), file, type, 'organizationBanner', ORG_IMAGE_FOLDER);
        await setOrgImage(sequelize, storage, orgOf(req), column, url);
        const uploaded: OrgImageUpload = { url };
        res.status(201).json(uploaded);
      },
    );

    router.delete(`/${column}`, operation(`Removes the organization's ${column}.`, 'empty'), async (req, res) => {
      await setOrgImage(sequelize, storage, orgOf(req), column, null);
      res.status(204).end();
    });
  }
  return router;
}
