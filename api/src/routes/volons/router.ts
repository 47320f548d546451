import { Router } from 'express';
import { VOLONS_PAGE_SIZE, type VolonVisibility } from '@hashar/common';
import { NotFound } from '../../errors';
import { pageOf } from '../../lists';
import { can } from '../../middlewares/authenticate';
import { validate } from '../../validation/validate';
import { writeLimit } from '../../ratelimit';
import { listVolons, saveVisibility, visibilityOf, volonDetail } from '../../services/volons';
import { recordId } from '../../validation/query';
import type { ActivityDeps } from '../activityDeps';
import { visibilityChains, volonFilters, volonListChains } from './validators';
import { listReader } from '../../db/replica';
import { signedIn } from '../../policies/signedIn';
import { operation } from '../../lib/operation';

const visibilityCheck = validate<VolonVisibility>(visibilityChains());

/** The volunteers directory, mounted at /volons: GET / and /:id. */
export function volonsRouter(deps: Pick<ActivityDeps, 'sequelize' | 'optionalAuthenticate'>): Router {
  const { sequelize, optionalAuthenticate } = deps;
  const router = Router();

  router.get(
    '/',
    operation('Lists the volunteers who show in the directory.', 'VolonCardPage'),
    validate(volonListChains()),
    async (req, res) => {
      res.json(await listVolons(listReader(sequelize), volonFilters(req), pageOf(req, VOLONS_PAGE_SIZE), req.locale));
    },
  );

  router.get('/:id', operation("Reads one volunteer's public profile.", 'VolonDetail'), optionalAuthenticate, async (req, res) => {
    const detail = await volonDetail(sequelize, recordId(req), req.user?.id, req.locale);
    if (!detail) throw NotFound();
    res.json(detail);
  });
  return router;
}

/** A volunteer's visibility choices in the directory, mounted at /my/visibility: GET and PUT /. */
export function visibilityRouter(deps: Pick<ActivityDeps, 'sequelize' | 'authenticate'>): Router {
  const { sequelize, authenticate } = deps;
  const router = Router();

  router.get(
    '/',
    operation("Reads the caller's visibility in the volunteer directory.", 'VolonVisibility'),
    authenticate,
    can('volunteerProfile.edit'),
    signedIn(async (req, res) => {
      const choices = await visibilityOf(sequelize, req.user.id);
      if (!choices) throw NotFound();
      res.json(choices);
    }),
  );

  router.put(
    '/',
    operation("Changes the caller's visibility in the volunteer directory.", 'VolonVisibility'),
    authenticate,
    can('volunteerProfile.edit'),
    visibilityCheck,
    writeLimit(sequelize, 'settings'),
    signedIn(async (req, res) => {
      const { isListed, showActivities, showPoints, showBook } = visibilityCheck.input(req);
      const saved = await saveVisibility(sequelize, req.user.id, { isListed, showActivities, showPoints, showBook });
      if (!saved) throw NotFound();
      res.json(saved);
    }),
  );
  return router;
}
