import { Router, type Request, type RequestHandler } from 'express';
import { query } from 'express-validator';
import { MODERATION_STATES, type OwnerType } from '@hashar/common';
import { ownerFor, ownerTypeOf, type Owner } from '../../policies/ownership';
import type { ActivityInput, ApiActivityKind as ActivityKind } from '../../activities/types';
import type { AuthUser } from '../../policies';
import { Forbidden, NotFound } from '../../errors';
import { can } from '../../middlewares/authenticate';
import { msg, validate } from '../../validation/validate';
import { pageChains, pageOf } from '../../lists';
import { ownActivitiesPage } from '../../services/activities/owned';
import { archiveOwn, deleteOwn, saveActivity, submitOwn, type Author } from '../../services/activities/writer';
import { recordId } from '../../validation/query';
import type { ActivityDeps } from '../activityDeps';
import { queryText } from '../../validation/query';
import { signedIn, userOf } from '../../policies/signedIn';
import { operation } from '../../lib/operation';

/**
 * Who the caller acts for: the initiative group named by `?group=<id>` (the leader's and co-leaders'
 * sub-area; 403 unless they lead that active group), else their organization, else themselves.
 */
const ownerOfRequest = (req: Request): Owner => ownerFor(userOf(req), req.query['group'] === undefined ? null : Number(req.query['group']));

/** `?group=` names a group by its id (checked before the role gate, so a bad one is a 400). */
const groupQuery = validate([query('group').optional().isInt({ min: 1, max: 2147483647 }).withMessage(msg('choice'))]);

/**
 * 403 unless who the caller acts for (a group they lead, their organization, else themselves) is an
 * owner the kind allows. A record's own routes (`/:id…`) without `?group=` skip it: the ownership
 * policy decides on the record itself (a group's task is submitted by its co-leader by id alone).
 */
const ownerAllowed =
  (kind: { owners: readonly OwnerType[] }): RequestHandler =>
  (req, _res, next) => {
    if ((req.route as { path?: string } | undefined)?.path !== '/' && req.query['group'] === undefined) return next();
    next(kind.owners.includes(ownerTypeOf(ownerOfRequest(req))) ? undefined : Forbidden());
  };

const authorOf = (req: Request): Author => ({
  user: userOf(req),
  userId: userOf(req).id,
  organizationId: userOf(req).organizationId,
  owner: ownerOfRequest(req),
  locale: req.locale,
});

/**
 * One kind's organizer routes under its /my/<api> (who may own one: its entry's `owners`; what they
 * may do: the ownership policy): list, create, show, update, delete, submit, archive.
 */
export function ownedActivityRoutes(deps: ActivityDeps, kind: ActivityKind): Router {
  const { sequelize } = deps;
  // On each route, not the whole prefix: the owner's side of applications and the kind's own routes share it.
  const gate = [deps.authenticate, groupQuery, can(kind.createAction), ownerAllowed(kind)];
  const writer = { sequelize, storage: deps.storage };
  const detail = (id: number, req: Request) => kind.detail(sequelize, id, req.user, req.locale) as Promise<{ canEdit: boolean } | null>;
  const inputCheck = validate<ActivityInput>(kind.inputChains());
  const save = (req: Request, id?: number) => saveActivity(writer, kind, authorOf(req), inputCheck.input(req), id);
  /** Runs a change of the caller's record (locked in its service) and answers the detail. */
  const change =
    (action: (sequelize: ActivityDeps['sequelize'], kind: ActivityKind, id: number, user: AuthUser) => Promise<void>): RequestHandler =>
    async (req, res) => {
      const id = recordId(req);
      await action(sequelize, kind, id, userOf(req));
      res.json(await detail(id, req));
    };
  const router = Router();

  router.get(
    '/',
    operation(`Lists the caller's own ${kind.api}.`, kind.answers?.own),
    ...gate,
    validate([
      query('moderation')
        .optional()
        .isIn([...MODERATION_STATES])
        .withMessage(msg('choice')),
      ...pageChains(),
    ]),
    async (req, res) => {
      const owner = ownerOfRequest(req);
      res.json(await ownActivitiesPage(sequelize, kind, owner, queryText(req, 'moderation'), pageOf(req), req.locale));
    },
  );

  router.post('/', operation(`Creates a ${kind.kind} as a draft.`, kind.answers?.detail), ...gate, inputCheck, async (req, res) => {
    res.status(201).json(await detail(await save(req), req));
  });

  router.get('/:id', operation(`Reads one of the caller's ${kind.api} for editing.`, kind.answers?.detail), ...gate, async (req, res) => {
    const found = await detail(recordId(req), req);
    if (!found?.canEdit) throw NotFound();
    res.json(found);
  });

  router.put('/:id', operation(`Changes one of the caller's ${kind.api}.`, kind.answers?.detail), ...gate, inputCheck, async (req, res) => {
    res.json(await detail(await save(req, recordId(req)), req));
  });

  router.delete(
    '/:id',
    operation(`Deletes a draft or rejected ${kind.kind} without applications.`, 'empty'),
    ...gate,
    signedIn(async (req, res) => {
      await deleteOwn(sequelize, kind, recordId(req), req.user);
      res.status(204).end();
    }),
  );

  router.post(
    '/:id/submit',
    operation(`Submits one of the caller's ${kind.api} for moderation.`, kind.answers?.detail),
    ...gate,
    change(submitOwn),
  );
  router.post('/:id/archive', operation(`Archives one of the caller's ${kind.api}.`, kind.answers?.detail), ...gate, change(archiveOwn));
  return router;
}
