import { Router, type Request, type RequestHandler } from 'express';
import { query } from 'express-validator';
import { PARTNER_STATES } from '@hashar/common';
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
import { bodyOf } from '../../validation/validate';

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

/**
 * Partners of projects (mounted at /api): the owner's side under /my/projects/:id/partners, the
 * organization's side under /projects/:id/partnership and /my/project-partnerships.
 */
export function projectsRouter(deps: ActivityDeps): Router {
  const { sequelize, authenticate } = deps;
  const partnerDeps: PartnerDeps = { sequelize, mailer: deps.mailer, publicUrl: deps.config.publicUrl };
  const owner = [authenticate, can(PROJECT.createAction)];
  const partner = [authenticate, can('project.partner'), ownOrganization];
  const router = Router();

  // The owner's side.
  router.get('/my/projects/:id/partners', ...owner, async (req, res) => {
    const id = recordId(req);
    const row = await projectOwnerRow(sequelize, id);
    assertManages(req.user, row && ownerOfRow(row));
    res.json({ data: await partnershipsOf(sequelize, id) });
  });

  // Organizations the owner may invite: by name, not yet in the project, not its owner.
  router.get(
    '/my/projects/:id/partner-candidates',
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
      assertManages(req.user, row && ownerOfRow(row));
      res.json({ data: await partnerCandidates(sequelize, id, row!.organization_id ?? 0, queryText(req, 'q') ?? '') });
    },
  );

  router.post(
    '/my/projects/:id/partners',
    ...owner,
    validate([requiredInt('organizationId', 1, INT_MAX)]),
    signedIn(async (req, res) => {
      const id = recordId(req);
      await invite(partnerDeps, req.user, id, bodyOf<{ organizationId: number }>(req).organizationId);
      res.status(201).json({ data: await partnershipsOf(sequelize, id) });
    }),
  );

  router.post(
    '/my/projects/:id/partners/:orgId/:decision',
    ...owner,
    signedIn(async (req, res) => {
      const id = recordId(req);
      await ownerDecides(partnerDeps, req.user, id, orgIdOf(req), decisionOf(req));
      res.json({ data: await partnershipsOf(sequelize, id) });
    }),
  );

  router.delete(
    '/my/projects/:id/partners/:orgId',
    ...owner,
    signedIn(async (req, res) => {
      await removePartner(partnerDeps, req.user, recordId(req), orgIdOf(req));
      res.status(204).end();
    }),
  );

  // The organization's side.
  router.get(
    '/my/project-partnerships',
    ...partner,
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

  const myState = async (req: Request) => ({
    myPartnership: (await partnersOfDetail(sequelize, recordId(req), userOf(req).organizationId)).myPartnership,
  });

  router.post(
    '/projects/:id/partnership',
    ...partner,
    signedIn(async (req, res) => {
      await requestPartnership(partnerDeps, req.user, recordId(req));
      res.status(201).json(await myState(req));
    }),
  );

  router.post(
    '/projects/:id/partnership/:decision',
    ...partner,
    signedIn(async (req, res) => {
      await partnerDecides(partnerDeps, req.user, recordId(req), decisionOf(req));
      res.json(await myState(req));
    }),
  );

  router.delete(
    '/projects/:id/partnership',
    ...partner,
    signedIn(async (req, res) => {
      await leavePartnership(partnerDeps, req.user, recordId(req));
      res.status(204).end();
    }),
  );
  return router;
}
