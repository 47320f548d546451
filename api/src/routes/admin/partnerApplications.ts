import { Router } from 'express';
import { PARTNER_APPLICATION_STATES } from '@hashar/common';
import { NotFound } from '../../errors';
import { listRequest, sendList, type ListSpec } from '../../lists';
import { partnerApplicationsPage } from '../../services/partners/adminList';
import { validate } from '../../validation/validate';
import { partnerApplicationById } from '../../services/partners/read';
import { presentPartnerApplicationAdmin, presentPartnerApplicationListRow } from '../../presenters/partnerApplication';
import { recordAudit } from '../../services/audit';
import { approvePartnerApplication, rejectPartnerApplication, type PartnerDecisionDeps } from '../../services/partners/applications';
import { rejectRules } from '../partnerApplications/validators';
import { allow } from './access';
import { recordId } from '../../validation/query';
import { signedIn } from '../../policies/signedIn';
import { operation } from '../../lib/operation';

const rejectCheck = validate<{ reason: string }>(rejectRules);

const RESOURCE = 'partner-applications';

const LIST: ListSpec = {
  resource: RESOURCE,
  sortable: ['queue', 'createdAt', 'decidedAt', 'companyName', 'status'],
  filterable: { status: PARTNER_APPLICATION_STATES, userId: 'int' },
  searchable: ['companyName', 'contactName', 'userEmail'],
  // Pending ones first (oldest waiting on top), then the decided ones.
  defaultSort: ['queue', 'ASC'],
};

/** /api/admin/partner-applications: list and show (ra-data-simple-rest), approve and reject; admins only. */
export function partnerApplicationsAdminRouter(deps: PartnerDecisionDeps): Router {
  const router = Router();

  router.get(
    '/',
    operation('Lists the applications to become a partner organization.', 'PartnerApplicationAdminList'),
    allow(RESOURCE, 'list'),
    async (req, res) => {
      const list = listRequest(req, LIST);
      if (list.order[0]?.[0] === 'queue') list.order.splice(1, 0, ['createdAt', 'ASC']);
      const { rows, ...count } = await partnerApplicationsPage(deps.sequelize, list);
      sendList(res, RESOURCE, rows.map(presentPartnerApplicationListRow), count, list.offset);
    },
  );

  router.get(
    '/:id',
    operation('Reads one application to become a partner organization.', 'PartnerApplicationAdminRecord'),
    allow(RESOURCE, 'show'),
    signedIn(async (req, res) => {
      const found = await partnerApplicationById(deps.sequelize, recordId(req));
      if (!found) throw NotFound();
      // The tax number is sensitive: every staff read of it is written to the audit log.
      await recordAudit({ userId: req.user.id, action: 'read-sensitive', resource: RESOURCE, recordId: found.id });
      res.json(presentPartnerApplicationAdmin(found));
    }),
  );

  router.post(
    '/:id/approve',
    operation('Approves an application to become a partner organization.', 'PartnerApplicationAdminRecord'),
    allow(RESOURCE, 'edit'),
    signedIn(async (req, res) => {
      const approved = await approvePartnerApplication(deps, recordId(req), req.user.id);
      res.json(presentPartnerApplicationAdmin(approved));
    }),
  );

  router.post(
    '/:id/reject',
    operation('Rejects an application to become a partner organization.', 'PartnerApplicationAdminRecord'),
    allow(RESOURCE, 'edit'),
    rejectCheck,
    signedIn(async (req, res) => {
      const rejected = await rejectPartnerApplication(deps, recordId(req), req.user.id, rejectCheck.input(req).reason);
      res.json(presentPartnerApplicationAdmin(rejected));
    }),
  );
  return router;
}
