import type { ApplicationState, EventWhen } from '@hashar/common';
import { Router, type Request, type RequestHandler } from 'express';
import { pageChains, pageOf } from '../../lists';
import { can } from '../../middlewares/authenticate';
import { validate, validateBy, validatorsByKey } from '../../validation/validate';
import type { ApiActivityKind } from '../../activities/types';
import { writeLimit } from '../../ratelimit';
import { applyToActivity, applyToSession, withdrawApplication, withdrawFromActivity } from '../../services/participation/apply';
import { myApplications, myPoints } from '../../services/participation/volunteer';
import { activityEntry } from '../../activities/registry';
import { Forbidden } from '../../errors';
import { allows } from '../../policies';
import type { ActivityDeps } from '../activityDeps';
import { recordId } from '../../validation/query';
import { applicantCvRoutes } from '../activities/applications';
import { teamSignupRoutes } from '../teams/router';
import { applyRules, myApplicationsRules } from './validators';
import { signedIn } from '../../policies/signedIn';
import { operation } from '../../lib/operation';

const applyCheck = validate<{ message?: string | null }>(applyRules);

/** The registry entry named by the path's :kind (404 for an unknown kind). */
const kindOf = (req: Request) => activityEntry(String(req.params['kind']));

/** An application's body: the kind's own fields (a vacancy's CV…) or the plain message. */
const applicationCheckOf = validatorsByKey((kind: ApiActivityKind) =>
  validate<Record<string, unknown> & { message?: string | null }>(kind.applicationFields?.chains() ?? applyRules),
);
const applicationCheck = validateBy((req) => applicationCheckOf(kindOf(req)));

/** 403 unless the entry's applyAction allows the caller. */
const mayApply: RequestHandler = (req, _res, next) => next(allows(req.user, kindOf(req).applyAction) ? undefined : Forbidden());

const notifyDepsOf = (deps: ActivityDeps) => ({ sequelize: deps.sequelize, mailer: deps.mailer, publicUrl: deps.config.publicUrl });

/** Sign-ups to a session, mounted at /sessions: a volunteer's (/:id/apply) and a group's (/:id/team, teams/router.ts). */
export function sessionsRouter(deps: ActivityDeps): Router {
  const { sequelize, authenticate } = deps;
  const notifyDeps = notifyDepsOf(deps);
  const router = Router();
  router.post(
    '/:id/apply',
    operation('Signs the caller up to a session.', 'MyApplicationDto'),
    authenticate,
    can('event.apply'),
    applyCheck,
    writeLimit(sequelize, 'applications'),
    signedIn(async (req, res) => {
      const message = applyCheck.input(req).message || null;
      res.status(201).json(await applyToSession(notifyDeps, req.user.id, recordId(req), message, req.locale));
    }),
  );
  router.use(teamSignupRoutes(deps));
  return router;
}

/**
 * Applications to the activity itself, for kinds without sessions (kinds with sessions: 404, apply
 * to a session), mounted at /activities: /:kind/:id/apply and /:kind/:id/withdraw.
 */
export function activityApplicationsRouter(deps: ActivityDeps): Router {
  const { sequelize, authenticate } = deps;
  const notifyDeps = notifyDepsOf(deps);
  const router = Router();
  router.post(
    '/:kind/:id/apply',
    operation('Applies to an activity without sessions.', 'MyApplicationDto'),
    authenticate,
    mayApply,
    applicationCheck,
    writeLimit(sequelize, 'applications'),
    signedIn(async (req, res) => {
      const body = applicationCheck.input(req);
      const request = { body, locale: req.locale };
      res.status(201).json(await applyToActivity(notifyDeps, req.user.id, kindOf(req), recordId(req), body.message || null, request));
    }),
  );

  router.post(
    '/:kind/:id/withdraw',
    operation("Withdraws the caller's application to an activity.", 'MyApplicationDto'),
    authenticate,
    signedIn(async (req, res) => {
      res.json(await withdrawFromActivity(notifyDeps, req.user.id, kindOf(req), recordId(req)));
    }),
  );
  return router;
}

/** One application withdrawn by its volunteer, mounted at /applications: POST /:id/withdraw. */
export function applicationsRouter(deps: ActivityDeps): Router {
  const notifyDeps = notifyDepsOf(deps);
  const router = Router();
  router.post(
    '/:id/withdraw',
    operation("Withdraws one of the caller's applications.", 'MyApplicationDto'),
    deps.authenticate,
    signedIn(async (req, res) => {
      res.json(await withdrawApplication(notifyDeps, req.user.id, recordId(req)));
    }),
  );
  return router;
}

/** The volunteer's applications, mounted at /my/applications: the list and their own CV of one (/:applicationId/cv). */
export function myApplicationsRouter(deps: ActivityDeps): Router {
  const { sequelize, authenticate } = deps;
  const router = Router();
  router.get(
    '/',
    operation("Lists the caller's applications.", 'ApplicationPage'),
    authenticate,
    validate(myApplicationsRules),
    signedIn(async (req, res) => {
      const { state, when, kind } = req.query as { state?: ApplicationState; when?: EventWhen; kind?: string };
      res.json(await myApplications(sequelize, req.user.id, req.locale, { state, when, kind, ...pageOf(req) }));
    }),
  );
  router.use(applicantCvRoutes(deps));
  return router;
}

/** The volunteer's hours and points, mounted at /my/points. */
export function myPointsRouter(deps: Pick<ActivityDeps, 'sequelize' | 'authenticate'>): Router {
  const { sequelize, authenticate } = deps;
  const router = Router();
  router.get(
    '/',
    operation("Reads the caller's hours and points.", 'PointsSummary'),
    authenticate,
    validate(pageChains()),
    signedIn(async (req, res) => {
      res.json(await myPoints(sequelize, req.user.id, req.locale, pageOf(req)));
    }),
  );
  return router;
}
