import { Router, type Request } from 'express';
import { MAP_LIST_KINDS } from '@hashar/common';
import { NotFound } from '../../errors';
import { validate } from '../../validation/validate';
import { pageOf } from '../../lists';
import { listActivities, type OwnQuery } from '../../activities/core/publicLists';
import { commonFilters } from './filters';
import { activityMarkers } from '../../activities/core/mapMarkers';
import { listReader } from '../../db/replica';
import type { ApiActivityKind } from '../../activities/types';
import type { ActivityDeps } from '../activityDeps';
import { placeChains, recordId, visitListChains } from '../../validation/query';
import { operation } from '../../lib/operation';

/** The kind's own query parameters and the caller. */
const ownQueryOf = (req: Request): OwnQuery => ({ query: req.query as Record<string, unknown>, user: req.user });

/** Whether the kind's list has a map (common's MAP_LIST_KINDS). */
const hasMap = (kind: ApiActivityKind) => (MAP_LIST_KINDS as readonly string[]).includes(kind.api);

/**
 * The generic public pages of a kind whose entry asks for them, under its /<api>: the list at /
 * (q, direction, region, district, near, organization and the kind's own filters and sorts), its map at
 * /map (events, visits, projects: MAP_LIST_KINDS) and the detail at /:id.
 */
export function publicActivityRoutes(deps: ActivityDeps, kind: ApiActivityKind): Router {
  const { sequelize, optionalAuthenticate } = deps;
  const router = Router();
  const own = kind.publicList;
  const chains = [...visitListChains(), ...(own ? own.chains() : []), ...placeChains(own ? Object.keys(own.sorts) : [])];
  router.get(
    '/',
    operation(`Lists the published ${kind.api}, filtered and paged.`, kind.answers?.page),
    optionalAuthenticate,
    validate(chains),
    async (req, res) => {
      const reader = listReader(sequelize, req.user);
      res.json(await listActivities(reader, kind, commonFilters(req), pageOf(req), req.locale, ownQueryOf(req)));
    },
  );

  if (hasMap(kind)) {
    router.get(
      '/map',
      operation(`Lists the map markers of the published ${kind.api} the filters match.`, 'MapMarkersResponse'),
      optionalAuthenticate,
      validate(chains),
      async (req, res) => {
        const reader = listReader(sequelize, req.user);
        res.json(await activityMarkers(reader, kind, commonFilters(req), ownQueryOf(req), req.locale));
      },
    );
  }

  router.get('/:id', operation(`Reads one published ${kind.kind}.`, kind.answers?.detail), optionalAuthenticate, async (req, res) => {
    const detail = await kind.detail(sequelize, recordId(req), req.user, req.locale);
    if (!detail) throw NotFound();
    res.json(detail);
  });
  return router;
}
