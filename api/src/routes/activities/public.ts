import { Router } from 'express';
import { query } from 'express-validator';
import { NotFound } from '../../errors';
import { msg, validate } from '../../validation/validate';
import { pageOf } from '../../lists';
import { listActivities } from '../../activities/core/publicLists';
import { listReader } from '../../db/replica';
import type { ApiActivityKind } from '../../activities/types';
import type { ActivityDeps } from '../activityDeps';
import { directionIds, queryText, recordId, visitListChains } from '../../validation/query';
import { operation } from '../../lib/operation';

const optionalNumber = (v: string | undefined) => (v === undefined ? undefined : Number(v));

/**
 * The generic public pages of a kind whose entry asks for them, under its /<api>: the list at /
 * (q, direction, region, organization and the kind's own filters and sorts) and the detail at /:id.
 */
export function publicActivityRoutes(deps: ActivityDeps, kind: ApiActivityKind): Router {
  const { sequelize, optionalAuthenticate } = deps;
  const router = Router();
  const own = kind.publicList;
  const chains = own
    ? [...visitListChains(), ...own.chains(), query('sort').optional().isIn(Object.keys(own.sorts)).withMessage(msg('choice'))]
    : visitListChains();
  router.get(
    '/',
    operation(`Lists the published ${kind.api}, filtered and paged.`, kind.answers?.page),
    optionalAuthenticate,
    validate(chains),
    async (req, res) => {
      const filters = {
        q: queryText(req, 'q'),
        directionIds: directionIds(req),
        regionId: optionalNumber(queryText(req, 'region')),
        organizationId: optionalNumber(queryText(req, 'organization')),
      };
      const ownQuery = { query: req.query as Record<string, unknown>, user: req.user };
      res.json(await listActivities(listReader(sequelize, req.user), kind, filters, pageOf(req), req.locale, ownQuery));
    },
  );

  router.get('/:id', operation(`Reads one published ${kind.kind}.`, kind.answers?.detail), optionalAuthenticate, async (req, res) => {
    const detail = await kind.detail(sequelize, recordId(req), req.user, req.locale);
    if (!detail) throw NotFound();
    res.json(detail);
  });
  return router;
}
