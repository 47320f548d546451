import { Router, type Request, type RequestHandler } from 'express';
import { query } from 'express-validator';
import { PARTNER_STATES, type MyPartnershipState, type PartnerCandidateList } from '@hashar/common';
import { PROJECT } from '../../activities/project';
import { Forbidden, NotFound } from '../../errors';
import { can } from '../../middlewares/authenticate';
import { msg, validate } from '../../validation/validate';
import { pageChains, pageOf } from '../../lists';
import { myProjectPartnerships, partnerCandidates, projectOwnerRow } from '../../services/projects/partnerLists';
import { assertManages, ownerOfRow } from '../../policies/ownership';
import {
  invite,
  leavePartnership,
  ownerDecides,
  partnerDecides,
  removePartner,
  requestPartnership,
  type PartnerDecision,
  type PartnerDeps,
} from '../../services/projects/partners';
import { partnersOfDetail, partnershipsOf } from '../../activities/project/partners';
import { recordId } from '../../validation/query';
import type { ActivityDeps } from '../activityDeps';
import { queryText } from '../../validation/query';
import { INT_MAX, requiredInt } from '../../activities/core/validators';
import { signedIn, userOf } from '../../policies/signedIn';
import { operation } from '../../lib/operation';

const inviteCheck = validate<{ organizationId: number }>([requiredInt('organizationId', 1, INT_MAX)]);

/** 403 unless the caller is staff of an organization (only organizations become partners, spec §5). */
const ownOrganization: RequestHandler = (req, _res, next) => next(req.user?.organizationId ? undefined : Forbidden());

/** `:orgId` of the path as a positive integer, else 404. */
function orgIdOf(req: Request): number {
  const raw = req.params['orgId'];
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > INT_MAX) throw NotFound();
  return Number(raw);
}

/** `:decision` of the path: accept or decline, else 404. */
function decisionOf(req: Request): PartnerDecision {
  const raw = req.params['decision'];
  if (raw !== 'accept' && raw !== 'decline') throw NotFound();
  return raw;
}

const partnerDepsOf = (deps: ActivityDeps): PartnerDeps => ({
  sequelize: deps.sequelize,
  mailer: deps.mailer,
  publicUrl: deps.config.publicUrl,
});

/** Only organization staff who may partner projects. */
const partnerGate = (deps: ActivityDeps) => [deps.authenticate, can('project.partner'), ownOrganization];

/**
 * Partners of projects, the owner's side: under /my/projects (the project kind's own owner routes)
 * /:id/partners (list, invite, decide, remove) and /:id/partner-candidates.
 */
export function projectPartnersRoutes(deps: ActivityDeps): Router {
  const { sequelize, authenticate } = deps;
  const partnerDeps = partnerDepsOf(deps);
  const owner = [authenticate, can(PROJECT.createAction)];
  const router = Router();

  router.get(
    '/:id/partners',
    operation("Lists the partners of one of the caller's projects.", 'ProjectPartnershipList'),
    ...owner,
    async (req, res) => {
      const id = recordId(req);
      const row = await projectOwnerRow(sequelize, id);
      assertManages(req.user, row && ownerOfRow(row));
      res.json({ data: await partnershipsOf(sequelize, id) });
    },
  );

  // Organizations the owner may invite: by name, not yet in the project, not its owner.
  router.get(
    '/:id/partner-candidates',
    operation('Finds organizations to invite as partners of a project.', 'PartnerCandidateList'),
    ...owner,
    validate([
      query('q')
        .optional()
        .custom((v) => typeof v === 'string' && v.length <= 100)
        .withMessage(msg('maxLength', { max: 100 })),
    ]),
    async (req, res) => {
      const id = recordId(req);
      const row = await projectOwnerRow(sequelize, id);
      if (!row) throw NotFound();
      assertManages(req.user, ownerOfRow(row));
      const list: PartnerCandidateList = {
        data: await partnerCandidates(sequelize, id, row.organization_id ?? 0, queryText(req, 'q') ?? ''),
      };
      res.json(list);
    },
  );

  router.post(
    '/:id/partners',
    operation('Invites an organization to partner a project.', 'ProjectPartnershipList'),
    ...owner,
    inviteCheck,
    signedIn(async (req, res) => {
      const id = recordId(req);
      await invite(partnerDeps, req.user, id, inviteCheck.input(req).organizationId);
      res.status(201).json({ data: await partnershipsOf(sequelize, id) });
    }),
  );

  router.post(
    '/:id/partners/:orgId/:decision',
    operation("Accepts or declines an organization's request to partner a project.", 'ProjectPartnershipList'),
    ...owner,
    signedIn(async (req, res) => {
      const id = recordId(req);
      await ownerDecides(partnerDeps, req.user, id, orgIdOf(req), decisionOf(req));
      res.json({ data: await partnershipsOf(sequelize, id) });
    }),
  );

  router.delete(
    '/:id/partners/:orgId',
    operation('Removes a partner from a project.', 'empty'),
    ...owner,
    signedIn(async (req, res) => {
      await removePartner(partnerDeps, req.user, recordId(req), orgIdOf(req));
      res.status(204).end();
    }),
  );
  return router;
}

/** Partners of projects, the organization's side: its partnerships, mounted at /my/project-partnerships. */
export function projectPartnershipsRouter(deps: ActivityDeps): Router {
  const { sequelize } = deps;
  const router = Router();
  router.get(
    '/',
    operation("Lists the caller's organization's project partnerships.", 'MyProjectPartnershipPage'),
    ...partnerGate(deps),
    validate([
      query('state')
        .optional()
        .custom((v) => typeof v === 'string' && (PARTNER_STATES as readonly string[]).includes(v))
        .withMessage(msg('choice')),
      ...pageChains(),
    ]),
    signedIn(async (req, res) => {
      res.json(await myProjectPartnerships(sequelize, req.user.organizationId, queryText(req, 'state'), pageOf(req), req.locale));
    }),
  );
  return router;
}

/**
 * Partners of projects, the organization's side of one project: under /projects (the project
 * kind's own public routes) /:id/partnership: request, answer an invitation, leave.
 */
export function projectPartnershipRoutes(deps: ActivityDeps): Router {
  const { sequelize } = deps;
  const partnerDeps = partnerDepsOf(deps);
  const partner = partnerGate(deps);
  const router = Router();

  const myState = async (req: Request): Promise<MyPartnershipState> => ({
    myPartnership: (await partnersOfDetail(sequelize, recordId(req), userOf(req).organizationId)).myPartnership,
  });

  router.post(
    '/:id/partnership',
    operation('Asks to partner a project.', 'MyPartnershipState'),
    ...partner,
    signedIn(async (req, res) => {
      await requestPartnership(partnerDeps, req.user, recordId(req));
      res.status(201).json(await myState(req));
    }),
  );

  router.post(
    '/:id/partnership/:decision',
    operation('Accepts or declines an invitation to partner a project.', 'MyPartnershipState'),
    ...partner,
    signedIn(async (req, res) => {
      await partnerDecides(partnerDeps, req.user, recordId(req), decisionOf(req));
      res.json(await myState(req));
    }),
  );

  router.delete(
    '/:id/partnership',
    operation("Leaves a project's partnership or withdraws a request.", 'empty'),
    ...partner,
    signedIn(async (req, res) => {
      await leavePartnership(partnerDeps, req.user, recordId(req));
      res.status(204).end();
    }),
  );
  return router;
}
