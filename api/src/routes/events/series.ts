import { Router, type RequestHandler } from 'express';
import type { EventGroupList } from '@hashar/common';
import { Forbidden } from '../../errors';
import { can } from '../../middlewares/authenticate';
import { validate } from '../../validation/validate';
import { presentEventGroup } from '../../activities/core/presenters';
import { groupInputChains } from '../../activities/core/validators';
import { signedIn } from '../../policies/signedIn';
import { staffOrganizationOf } from '../../policies/organizations';
import { createSeries, organizationSeries } from '../../services/events/series';
import type { ActivityDeps } from '../activityDeps';
import { operation } from '../../lib/operation';

const seriesCheck = validate<{ titleRu: string; titleUz?: string | null; descriptionRu?: string | null; descriptionUz?: string | null }>(
  groupInputChains(),
);

/** 403 unless the caller is staff of an organization (series belong to organizations). */
const ownOrganization: RequestHandler = (req, _res, next) => next(req.user?.organizationId ? undefined : Forbidden());

/** The organization's series, mounted at /my/event-groups: GET and POST /. */
export function seriesRouter(deps: Pick<ActivityDeps, 'authenticate' | 'sequelize'>): Router {
  const router = Router();
  // The whole prefix is this router's: every call is an organization's.
  router.use(deps.authenticate, can('event.create'), ownOrganization);
  router.get(
    '/',
    operation("Lists the caller's series of events.", 'EventGroupList'),
    signedIn(async (req, res) => {
      const groups = await organizationSeries(deps.sequelize, staffOrganizationOf(req.user));
      const list: EventGroupList = { data: groups.map(presentEventGroup) };
      res.json(list);
    }),
  );
  router.post(
    '/',
    operation('Creates a series of events.', 'EventGroupDto'),
    validate(groupInputChains()),
    seriesCheck,
    signedIn(async (req, res) => {
      const b = seriesCheck.input(req);
      const group = await createSeries(staffOrganizationOf(req.user), b);
      res.status(201).json(presentEventGroup(group));
    }),
  );
  return router;
}
