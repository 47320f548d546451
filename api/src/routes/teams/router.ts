import { EVENT_LIMITS, GROUP_LIMITS, type TeamSignupInput } from '@hashar/common';
import { Router, type Request } from 'express';
import { body } from 'express-validator';
import { pageChains, pageOf } from '../../lists';
import { msg, validate } from '../../validation/validate';
import { writeLimit } from '../../ratelimit';
import { groupTeams, joinTeam, nameTeamMembers, signUpTeam, withdrawTeam } from '../../services/participation/team';
import type { ActivityDeps } from '../activityDeps';
import { recordId } from '../../validation/query';
import { boundedText } from '../participation/validators';
import { signedIn } from '../../policies/signedIn';
import { operation } from '../../lib/operation';

const INT_MAX = 2147483647;
const isId = (v: unknown) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= INT_MAX;

/** Named members: distinct ids, at most teamPlacesMax (the service checks them against the team's places). */
const memberIdsRule = (required: boolean) =>
  (required ? body('memberIds') : body('memberIds').optional({ values: 'null' }))
    .custom((v) => Array.isArray(v) && v.length <= GROUP_LIMITS.teamPlacesMax && v.every(isId))
    .withMessage(msg('listMax', { max: GROUP_LIMITS.teamPlacesMax }));

const signupRules = [
  body('groupId')
    .custom(isId)
    .withMessage(msg('range', { min: 1, max: INT_MAX })),
  body('places')
    .custom((v) => Number.isInteger(v) && v >= 1 && v <= GROUP_LIMITS.teamPlacesMax)
    .withMessage(msg('range', { min: 1, max: GROUP_LIMITS.teamPlacesMax })),
  memberIdsRule(false),
  boundedText('message', EVENT_LIMITS.messageMax),
];

/** The path's :teamId (404 unless a positive int4, as recordId reads :id). */
const teamIdOf = (req: Request) => recordId({ params: { id: req.params['teamId'] } } as unknown as Request);

const memberIdsCheck = validate<{ memberIds: number[] }>([memberIdsRule(true)]);
const signupCheck = validate<TeamSignupInput>(signupRules);

/**
 * Team sign-ups of initiative groups (docs/initiatives-api.md, Team sign-up): POST /:id/team,
 * mounted by the /sessions router: the manager signs the group up to the session.
 */
export function teamSignupRoutes(deps: ActivityDeps): Router {
  const { sequelize, authenticate } = deps;
  const notifyDeps = { sequelize, mailer: deps.mailer, publicUrl: deps.config.publicUrl };
  const router = Router();
  router.post(
    '/:id/team',
    operation("Signs a team of the caller's group up to a session.", 'TeamSignupDto'),
    authenticate,
    signupCheck,
    writeLimit(sequelize, 'applications'),
    signedIn(async (req, res) => {
      const input = signupCheck.input(req);
      res.status(201).json(await signUpTeam(notifyDeps, req.user, recordId(req), input, req.locale));
    }),
  );
  return router;
}

/**
 * A group's team sign-ups under /:id/teams, mounted by the /my/initiatives router: the list; the
 * manager names members, members take free places, managers withdraw.
 */
export function groupTeamRoutes(deps: ActivityDeps): Router {
  const { sequelize, authenticate } = deps;
  const notifyDeps = { sequelize, mailer: deps.mailer, publicUrl: deps.config.publicUrl };
  const router = Router();

  router.get(
    '/:id/teams',
    operation("Lists a group's teams.", 'TeamSignupPage'),
    authenticate,
    validate(pageChains()),
    signedIn(async (req, res) => {
      res.json(await groupTeams(sequelize, req.user, recordId(req), req.locale, pageOf(req)));
    }),
  );

  router.put(
    '/:id/teams/:teamId/members',
    operation("Changes the members of a group's team.", 'TeamSignupDto'),
    authenticate,
    memberIdsCheck,
    signedIn(async (req, res) => {
      const { memberIds } = memberIdsCheck.input(req);
      res.json(await nameTeamMembers(notifyDeps, req.user, recordId(req), teamIdOf(req), memberIds, req.locale));
    }),
  );

  router.post(
    '/:id/teams/:teamId/join',
    operation("Joins a team of the caller's group.", 'TeamSignupDto'),
    authenticate,
    signedIn(async (req, res) => {
      res.json(await joinTeam(notifyDeps, req.user, recordId(req), teamIdOf(req), req.locale));
    }),
  );

  router.post(
    '/:id/teams/:teamId/withdraw',
    operation("Leaves a team of the caller's group.", 'TeamSignupDto'),
    authenticate,
    signedIn(async (req, res) => {
      res.json(await withdrawTeam(notifyDeps, req.user, recordId(req), teamIdOf(req), req.locale));
    }),
  );
  return router;
}
