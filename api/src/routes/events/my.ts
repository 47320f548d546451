import { Router, type Request, type RequestHandler } from 'express';
import { query } from 'express-validator';
import type { Transaction } from 'sequelize';
import { MODERATION_STATES, type OwnerType } from '@hashar/common';
import { ownerFor, ownerTypeOf, type Owner } from '../../policies/ownership';
import { activityKinds } from '../../activities/registry';
import type { ActivityInput, ApiActivityKind as ActivityKind } from '../../activities/types';
import { Forbidden, HttpError, NotFound } from '../../errors';
import { can } from '../../middlewares/authenticate';
import { msg, validate } from '../../validation/validate';
import { presentEventGroup } from '../../activities/core/presenters';
import { EventGroup, type ActivityRecord } from '../../models';
import { pageChains, pageOf } from '../../lists';
import { hasApplications, ownActivitiesPage } from '../../services/events/owned';
import { lockOwn, saveActivity, type Author } from '../../services/events/writer';
import { submit } from '../../services/moderation';
import { recordId } from '../../validation/query';
import type { ActivityDeps } from '../activityDeps';
import { queryText } from '../../validation/query';
import { groupInputChains } from '../../activities/core/validators';
import { signedIn, userOf } from '../../policies/signedIn';
import { bodyOf } from '../../validation/validate';

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
    if (req.path !== '/' && req.query['group'] === undefined) return next();
    next(kind.owners.includes(ownerTypeOf(ownerOfRequest(req))) ? undefined : Forbidden());
  };

/** 403 unless the caller is staff of an organization (series belong to organizations). */
const ownOrganization: RequestHandler = (req, _res, next) => next(req.user?.organizationId ? undefined : Forbidden());

const authorOf = (req: Request): Author => ({
  user: userOf(req),
  userId: userOf(req).id,
  organizationId: userOf(req).organizationId,
  owner: ownerOfRequest(req),
  locale: req.locale,
});

/** One kind's organizer routes: list, create, show, update, delete, submit, archive. */
function ownActivities(deps: ActivityDeps, kind: ActivityKind, base: string): Router {
  const { sequelize } = deps;
  const writer = { sequelize, storage: deps.storage };
  const detail = (id: number, req: Request) => kind.detail(sequelize, id, req.user, req.locale) as Promise<{ canEdit: boolean } | null>;
  const save = (req: Request, id?: number) => saveActivity(writer, kind, authorOf(req), bodyOf<ActivityInput>(req), id);
  const inputChains = kind.inputChains();
  /** Runs `change` on the locked row of the caller's organization and answers the detail. */
  const change =
    (update: (record: ActivityRecord, transaction: Transaction) => Promise<void>): RequestHandler =>
    async (req, res) => {
      const id = recordId(req);
      await sequelize.transaction(async (transaction) => update(await lockOwn(kind, id, userOf(req), transaction), transaction));
      res.json(await detail(id, req));
    };
  const router = Router();

  router.get(
    base,
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

  router.post(base, validate(inputChains), async (req, res) => {
    res.status(201).json(await detail(await save(req), req));
  });

  router.get(`${base}/:id`, async (req, res) => {
    const found = await detail(recordId(req), req);
    if (!found?.canEdit) throw NotFound();
    res.json(found);
  });

  router.put(`${base}/:id`, validate(inputChains), async (req, res) => {
    res.json(await detail(await save(req, recordId(req)), req));
  });

  router.delete(
    `${base}/:id`,
    signedIn(async (req, res) => {
      const id = recordId(req);
      await sequelize.transaction(async (transaction) => {
        const record = await lockOwn(kind, id, req.user, transaction);
        if (record.moderation !== 'draft' && record.moderation !== 'rejected')
          throw new HttpError(409, 'conflict', 'activity_not_deletable');
        if (await hasApplications(sequelize, kind, id, transaction)) throw new HttpError(409, 'conflict', 'activity_has_applications');
        await record.destroy({ transaction });
      });
      res.status(204).end();
    }),
  );

  router.post(
    `${base}/:id/submit`,
    change((record, transaction) => submit(record, transaction)),
  );

  router.post(
    `${base}/:id/archive`,
    change(async (record, transaction) => {
      if (!record.archivedAt) await record.update({ archivedAt: new Date() }, { transaction });
    }),
  );
  return router;
}

/** GET/POST /my/event-groups: the organization's series. */
function ownGroups(): Router {
  const router = Router();
  router.get(
    '/my/event-groups',
    signedIn(async (req, res) => {
      const groups = await EventGroup.findAll({
        where: { organizationId: req.user.organizationId! },
        order: [
          ['createdAt', 'DESC'],
          ['id', 'DESC'],
        ],
      });
      res.json({ data: groups.map(presentEventGroup) });
    }),
  );
  router.post(
    '/my/event-groups',
    validate(groupInputChains()),
    signedIn(async (req, res) => {
      const b = bodyOf<{ titleRu: string; titleUz?: string | null; descriptionRu?: string | null; descriptionUz?: string | null }>(req);
      const group = await EventGroup.create({
        organizationId: req.user.organizationId!,
        titleRu: b.titleRu,
        titleUz: b.titleUz ?? null,
        descriptionRu: b.descriptionRu ?? null,
        descriptionUz: b.descriptionUz ?? null,
      });
      res.status(201).json(presentEventGroup(group));
    }),
  );
  return router;
}

/** The organizer's own events and visit offers under /my (role organization, scoped to its organization). */
export function myActivitiesRouter(deps: ActivityDeps): Router {
  const router = Router();
  router.use('/my/event-groups', deps.authenticate, can('event.create'), ownOrganization);
  for (const kind of activityKinds()) {
    router.use(`/my/${kind.api}`, deps.authenticate, groupQuery, can(kind.createAction), ownerAllowed(kind));
    router.use(ownActivities(deps, kind, `/my/${kind.api}`));
  }
  router.use(ownGroups());
  return router;
}
