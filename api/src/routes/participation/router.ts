import type { ApplicationState, EventWhen } from '@hashar/common';
import { Router, type Request, type RequestHandler } from 'express';
import { pageChains, pageOf } from '../../lists';
import { can } from '../../middlewares/authenticate';
import { validate } from '../../validation/validate';
import { writeLimit } from '../../ratelimit';
import { applyToActivity, applyToSession, withdrawApplication, withdrawFromActivity } from '../../services/participation/apply';
import { myApplications, myPoints } from '../../services/participation/volunteer';
import { activityEntry } from '../../activities/registry';
import { Forbidden } from '../../errors';
import { allows } from '../../policies';
import type { ActivityDeps } from '../activityDeps';
import { recordId } from '../../validation/query';
import { crmRouter } from '../crm/router';
import { applyRules, myApplicationsRules } from './validators';
import { signedIn } from '../../policies/signedIn';
import { bodyOf } from '../../validation/validate';

/** The registry entry named by the path's :kind (404 for an unknown kind). */
const kindOf = (req: Request) => activityEntry(String(req.params['kind']));

/** 403 unless the entry's applyAction allows the caller. */
const mayApply: RequestHandler = (req, _res, next) => next(allows(req.user, kindOf(req).applyAction) ? undefined : Forbidden());

/**
 * Applications, hours and points of volunteers, and the
 * organization CRM under /crm. Mounted at the /api root: every path is written in full and
 * carries its own authentication, so unknown paths still reach the API's 404.
 */
export function participationRouter(deps: ActivityDeps): Router {
  const { sequelize, authenticate } = deps;
  const notifyDeps = { sequelize, mailer: deps.mailer, publicUrl: deps.config.publicUrl };
  const router = Router();

  router.post(
    '/sessions/:id/apply',
    authenticate,
    can('event.apply'),
    validate(applyRules),
    writeLimit(sequelize, 'applications'),
    signedIn(async (req, res) => {
      const message = bodyOf<{ message?: string | null }>(req).message || null;
      res.status(201).json(await applyToSession(notifyDeps, req.user.id, recordId(req), message, req.locale));
    }),
  );

  // Kinds without sessions take applications to the activity itself (kinds with sessions: 404, apply to a session).
  router.post(
    '/activities/:kind/:id/apply',
    authenticate,
    mayApply,
    (req, res, next) => validate(kindOf(req).applicationFields?.chains() ?? applyRules)(req, res, next),
    writeLimit(sequelize, 'applications'),
    signedIn(async (req, res) => {
      const body = bodyOf<Record<string, unknown> & { message?: string | null }>(req);
      const request = { body, locale: req.locale };
      res.status(201).json(await applyToActivity(notifyDeps, req.user.id, kindOf(req), recordId(req), body.message || null, request));
    }),
  );

  router.post(
    '/activities/:kind/:id/withdraw',
    authenticate,
    signedIn(async (req, res) => {
      res.json(await withdrawFromActivity(notifyDeps, req.user.id, kindOf(req), recordId(req)));
    }),
  );

  router.post(
    '/applications/:id/withdraw',
    authenticate,
    signedIn(async (req, res) => {
      res.json(await withdrawApplication(notifyDeps, req.user.id, recordId(req)));
    }),
  );

  router.get(
    '/my/applications',
    authenticate,
    validate(myApplicationsRules),
    signedIn(async (req, res) => {
      const { state, when, kind } = req.query as { state?: ApplicationState; when?: EventWhen; kind?: string };
      res.json(await myApplications(sequelize, req.user.id, req.locale, { state, when, kind, ...pageOf(req) }));
    }),
  );

  router.get(
    '/my/points',
    authenticate,
    validate(pageChains()),
    signedIn(async (req, res) => {
      res.json(await myPoints(sequelize, req.user.id, req.locale, pageOf(req)));
    }),
  );

  router.use('/crm', crmRouter(deps));
  return router;
}
