import { Router, type Request, type RequestHandler, type Response } from 'express';
import { body } from 'express-validator';
import type { Sequelize } from 'sequelize';
import {
  EVENT_LIMITS,
  MODERATION_STATES,
  type Locale,
  type ModerationBulkResult,
  type ModerationQueueDetail,
  type Role,
} from '@hashar/common';
import { activityKinds } from '../../activities/registry';
import type { ApiActivityKind as ActivityKind } from '../../activities/types';
import { QUEUE_ROLES } from '../../activities/shared';
import { Forbidden } from '../../errors';
import { listRequest, modelPage, sendList, type ListSpec } from '../../lists';
import { directionIdsOf, editQueueRecord, organizationNames, queueRecord } from '../../services/admin/queue';
import { can } from '../../middlewares/authenticate';
import { msg, validate } from '../../validation/validate';
import type { ActivityRecord } from '../../models';
import { presentQueueDetail, presentQueueRecord, withOrganization } from '../../presenters/moderation';
import { documentsOf, sessionsOf } from '../../activities/core/detail';
import { decide, type Decision, type ModerationDeps } from '../../services/moderation';
import { recordId } from '../../validation/query';
import { fieldChains, pickFields } from '../../validation/fields';
import { signedIn, userOf } from '../../policies/signedIn';
import { operation } from '../../lib/operation';

type Activity = ActivityRecord;
const L = EVENT_LIMITS;
const MAX_BULK = 100;

/** The organizations `{ id, name }` of a page of rows (one query). */
async function organizationsOf(
  sequelize: Sequelize,
  rows: { organizationId: number | null }[],
): Promise<Map<number, { id: number; name: string }>> {
  const ids = [...new Set(rows.map((r) => r.organizationId).filter((id): id is number => typeof id === 'number'))];
  const orgs = ids.length ? await organizationNames(sequelize, ids) : [];
  return new Map(orgs.map((o) => [o.id, o]));
}

/** The record with its organization, directions, sessions and (kinds that carry them) documents. */
async function presentFull(sequelize: Sequelize, kind: ActivityKind, a: Activity, locale: Locale): Promise<ModerationQueueDetail> {
  const [directions, sessions, documents] = await Promise.all([
    directionIdsOf(sequelize, kind, a.id),
    sessionsOf(sequelize, kind, a.id),
    documentsOf(sequelize, kind, a.id),
  ]);
  const row = presentQueueRecord(a);
  const parts = { directionIds: directions, sessions, documents: kind.documents ? documents : null };
  return presentQueueDetail(withOrganization(row, await organizationsOf(sequelize, [row])), parts, locale);
}

/** 403 unless the entry's queue roles (default QUEUE_ROLES) let the caller read or edit its queue. */
function allowQueue(kind: ActivityKind, access: 'read' | 'edit'): RequestHandler {
  const roles: readonly Role[] = (kind.queueRoles ?? QUEUE_ROLES)[access];
  return (req, _res, next) => next(req.user && roles.includes(req.user.role) ? undefined : Forbidden());
}

const reasonChain = (required: boolean) => {
  const chain = body('reason');
  return (required ? chain : chain.if(body('action').equals('reject')))
    .custom((v) => typeof v === 'string' && v.trim() !== '')
    .withMessage(msg('required'))
    .bail()
    .trim()
    .isLength({ max: L.rejectReasonMax })
    .withMessage(msg('maxLength', { max: L.rejectReasonMax }));
};

const rejectCheck = validate<{ reason: string }>([reasonChain(true)]);

const bulkCheck = validate<{ ids: number[] } & Decision>([
  body('ids')
    .custom((v) => Array.isArray(v) && v.length > 0)
    .withMessage(msg('required'))
    .bail()
    .custom(
      (v: unknown[]) => v.length <= MAX_BULK && v.every((id) => Number.isInteger(id) && (id as number) > 0 && (id as number) <= 2147483647),
    )
    .withMessage(msg('range', { min: 1, max: MAX_BULK })),
  body('action').isIn(['approve', 'reject']).withMessage(msg('choice')),
  reasonChain(false),
]);

/** The decision alone (an approval's body may carry a reason it does not keep). */
const decisionOf = (body: Decision): Decision =>
  body.action === 'approve' ? { action: 'approve' } : { action: 'reject', reason: body.reason };

/** One moderation queue (ra-data-simple-rest list/show/update, plus approve, reject and bulk). */
function queueRouter(deps: ModerationDeps, kind: ActivityKind): Router {
  const resource = kind.adminResource;
  const model = kind.model;
  const router = Router();
  const fields = kind.editable;
  const updateCheck = validate(fieldChains(fields, 'update'));

  const list: ListSpec = {
    resource,
    sortable: ['titleRu', 'moderation', 'submittedAt', 'publishedAt', 'createdAt', 'organizationId', 'regionId', ...kind.adminSortable],
    filterable: { moderation: MODERATION_STATES, regionId: 'int', organizationId: 'int' },
    searchable: ['titleRu', 'titleUz', 'searchText'],
    defaultSort: ['submittedAt', 'ASC'],
  };
  router.get(
    '/',
    operation('Lists the moderation queue of one kind.', 'ModerationQueueList'),
    allowQueue(kind, 'read'),
    async (req, res) => {
      const page = listRequest(req, list);
      const { rows, ...count } = await modelPage(deps.sequelize, model, page);
      const plain = rows.map(presentQueueRecord);
      const organizations = await organizationsOf(deps.sequelize, plain);
      sendList(
        res,
        resource,
        plain.map((r) => withOrganization(r, organizations)),
        count,
        page.offset,
      );
    },
  );

  router.get(
    '/:id',
    operation('Reads one item of the moderation queue.', 'ModerationQueueDetail'),
    allowQueue(kind, 'read'),
    async (req, res) => {
      const found = await queueRecord(deps.sequelize, kind, recordId(req));
      res.json(await presentFull(deps.sequelize, kind, found, req.locale));
    },
  );

  router.put(
    '/:id',
    operation('Changes an item of the moderation queue.', 'ModerationQueueDetail'),
    allowQueue(kind, 'edit'),
    updateCheck,
    signedIn(async (req, res) => {
      const id = recordId(req);
      const changes = pickFields(fields, updateCheck.input(req));
      const record = await editQueueRecord(deps.sequelize, kind, id, changes, { userId: req.user.id, locale: req.locale });
      res.json(await presentFull(deps.sequelize, kind, record, req.locale));
    }),
  );

  const decideOne = (action: 'approve' | 'reject') => async (req: Request, res: Response) => {
    const id = recordId(req);
    const decision: Decision = action === 'approve' ? { action } : { action, reason: rejectCheck.input(req).reason };
    await decide(deps, kind, [id], decision, userOf(req).id);
    const found = await queueRecord(deps.sequelize, kind, id);
    res.json(await presentFull(deps.sequelize, kind, found, req.locale));
  };
  router.post(
    '/:id/approve',
    operation('Approves an item of the moderation queue.', 'ModerationQueueDetail'),
    can('content.moderate'),
    decideOne('approve'),
  );
  router.post(
    '/:id/reject',
    operation('Rejects an item of the moderation queue.', 'ModerationQueueDetail'),
    can('content.moderate'),
    rejectCheck,
    decideOne('reject'),
  );

  router.post(
    '/bulk',
    operation('Approves or rejects several items of the moderation queue.', 'ModerationBulkResult'),
    can('content.moderate'),
    bulkCheck,
    signedIn(async (req, res) => {
      const { ids, ...decision } = bulkCheck.input(req);
      await decide(deps, kind, ids, decisionOf(decision), req.user.id);
      const answer: ModerationBulkResult = { data: ids };
      res.json(answer);
    }),
  );
  return router;
}

/** /api/admin/<adminResource> of every registered kind: the moderation queues of the back office. */
export function moderationRouters(deps: ModerationDeps): Map<string, Router> {
  return new Map(activityKinds().map((kind) => [kind.adminResource, queueRouter(deps, kind)]));
}
