import { sendPrivateFile } from '../../storage/serve';
import { VERIFICATION_REASON_MAX, VERIFICATION_REQUEST_STATES, VERIFICATION_SUBJECTS, type VerificationAdminDetail } from '@hashar/common';
import { Router, type Request, type Response } from 'express';
import { body } from 'express-validator';
import type { Sequelize } from 'sequelize';
import { Forbidden, NotFound } from '../../errors';
import { listRequest, sendList, type ListSpec } from '../../lists';
import { queueRowOf, verificationRequest, verificationsPage, type VerificationRequestRow } from '../../services/verification/adminList';
import { can } from '../../middlewares/authenticate';
import { msg, validate } from '../../validation/validate';
import { recordAudit } from '../../services/audit';
import { readOrgDocument } from '../../services/orgs/files';
import type { NotifyDeps } from '../../services/notify';
import { decideVerification, type Subject, type VerificationDecision } from '../../services/verification';
import { historyOf, organizationDocument, subjectView } from '../../services/verification/staffView';
import { passportCopy } from '../../services/volunteerProfile/passport';
import type { FileStorage } from '../../storage';
import { allow } from './access';
import { recordId } from '../../validation/query';
import { userOf } from '../../policies/signedIn';
import { operation } from '../../lib/operation';

const RESOURCE = 'verifications';

const LIST: ListSpec = {
  resource: RESOURCE,
  sortable: ['requestedAt', 'status', 'name', 'subjectType', 'decidedAt'],
  filterable: { status: VERIFICATION_REQUEST_STATES, subjectType: VERIFICATION_SUBJECTS, subjectId: 'int' },
  searchable: ['name', 'email'],
  defaultSort: ['requestedAt', 'ASC'],
};

const reasonRules = [
  body('reason')
    .custom((v) => typeof v === 'string' && v.trim() !== '')
    .withMessage(msg('required'))
    .bail()
    .trim()
    .isLength({ max: VERIFICATION_REASON_MAX })
    .withMessage(msg('maxLength', { max: VERIFICATION_REASON_MAX })),
];

/** The request of the path's :id, 404 when unknown. */
async function requestOf(sequelize: Sequelize, req: Request): Promise<VerificationRequestRow> {
  const found = await verificationRequest(sequelize, recordId(req));
  if (!found) throw NotFound();
  return found;
}

/** Sensitive data of a request: admins always, moderators while it waits (they are checking it). */
const readsSensitive = (req: Request, request: VerificationRequestRow) => userOf(req).role === 'admin' || request.status === 'pending';

/** The request of the path's :id whose sensitive data the caller may read (403 otherwise). */
async function sensitiveRequestOf(sequelize: Sequelize, req: Request): Promise<VerificationRequestRow> {
  const request = await requestOf(sequelize, req);
  if (!readsSensitive(req, request)) throw Forbidden();
  return request;
}

/** Writes the staff member's read of sensitive data to the audit log. */
const auditRead = (req: Request, request: VerificationRequestRow, what: string) =>
  recordAudit({
    userId: userOf(req).id,
    action: 'read-sensitive',
    resource: RESOURCE,
    recordId: request.id,
    after: { subjectType: request.subjectType, subjectId: request.subjectId, read: what },
  });

const reasonCheck = validate<{ reason: string }>(reasonRules);

/**
 * /api/admin/verifications (ra-data-simple-rest): the queue for admins and moderators; the show
 * with the subject's whole profile, the passport copy and the organization's documents (every
 * read audited as 'read-sensitive'; moderators read them only while the request waits, a decided
 * one shows them its row and history); approve and reject with a reason.
 */
export function verificationsRouter(deps: NotifyDeps & { storage: FileStorage }): Router {
  const router = Router();
  router.get(
    '/',
    operation('Lists identity verification requests.', 'VerificationQueueList'),
    allow(RESOURCE, 'list'),
    async (req, res) => {
      const page = listRequest(req, LIST);
      const { rows, ...count } = await verificationsPage(deps.sequelize, page);
      sendList(res, RESOURCE, rows, count, page.offset);
    },
  );

  router.get(
    '/:id',
    operation('Reads one identity verification request.', 'VerificationAdminDetail'),
    allow(RESOURCE, 'show'),
    async (req, res) => {
      const request = await requestOf(deps.sequelize, req);
      const subject: Subject = { type: request.subjectType, id: request.subjectId };
      if (!readsSensitive(req, request)) {
        const [row, history] = await Promise.all([queueRowOf(deps.sequelize, request.id), historyOf(deps.sequelize, subject)]);
        const withheld: VerificationAdminDetail = { ...row, volunteer: null, organization: null, passportUrl: null, history };
        res.json(withheld);
        return;
      }
      const [row, view] = await Promise.all([queueRowOf(deps.sequelize, request.id), subjectView(deps.sequelize, subject)]);
      await auditRead(req, request, 'profile');
      const files = (view.organization?.files ?? []).map((f) => ({ ...f, adminUrl: `/api/admin/${RESOURCE}/${request.id}/files/${f.id}` }));
      const passportUrl = view.volunteer?.passportFile ? `/api/admin/${RESOURCE}/${request.id}/passport` : null;
      const detail: VerificationAdminDetail = {
        ...row,
        ...view,
        organization: view.organization && { ...view.organization, files },
        passportUrl,
      };
      res.json(detail);
    },
  );

  router.get(
    '/:id/passport',
    operation('Downloads the passport scan of a verification request.', 'file'),
    allow(RESOURCE, 'show'),
    async (req, res) => {
      const request = await sensitiveRequestOf(deps.sequelize, req);
      if (request.subjectType !== 'user') throw NotFound();
      const copy = await passportCopy(deps.sequelize, deps.storage, request.subjectId);
      if (!copy) throw NotFound();
      await auditRead(req, request, 'passport');
      sendPrivateFile(res, copy.file, { disposition: 'inline', name: copy.name });
    },
  );

  router.get(
    '/:id/files/:fileId',
    operation('Downloads a file of a verification request.', 'file'),
    allow(RESOURCE, 'show'),
    async (req, res) => {
      const request = await sensitiveRequestOf(deps.sequelize, req);
      const fileId = recordId({ params: { id: req.params['fileId'] } } as unknown as Request);
      const file = request.subjectType === 'organization' ? await organizationDocument(deps.sequelize, request.subjectId, fileId) : null;
      const stored = file ? await readOrgDocument(deps.storage, file) : null;
      if (!file || !stored) throw NotFound();
      await auditRead(req, request, `file:${file.id}`);
      sendPrivateFile(res, stored, { disposition: 'inline', name: file.name });
    },
  );

  const decide = (decision: (req: Request) => VerificationDecision) => async (req: Request, res: Response) => {
    const id = recordId(req);
    await decideVerification(deps, id, decision(req), userOf(req).id);
    res.json(await queueRowOf(deps.sequelize, id));
  };
  router.post(
    '/:id/approve',
    operation('Approves an identity verification request.', 'VerificationQueueRow'),
    allow(RESOURCE, 'show'),
    can('content.moderate'),
    decide(() => ({ action: 'approve' })),
  );
  router.post(
    '/:id/reject',
    operation('Rejects an identity verification request.', 'VerificationQueueRow'),
    allow(RESOURCE, 'show'),
    can('content.moderate'),
    reasonCheck,
    decide((req) => ({ action: 'reject', reason: reasonCheck.input(req).reason })),
  );
  return router;
}
