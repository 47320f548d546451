import { Router } from 'express';
import { GROUP_STATUS, MODERATION_STATES } from '@hashar/common';
import { listPage, listRequest, SqlParams, sendList, type ListSpec } from '../../lists';
import { can } from '../../middlewares/authenticate';
import { validate } from '../../validation/validate';
import { presentAdminRow } from '../../presenters/initiatives';
import { ADMIN_SELECT, adminGroup, GROUPS_MODERATION, GROUPS_RESOURCE, setSuspension } from '../../services/initiatives/admin';
import type { ModerationDeps } from '../../services/moderation';
import type { AdminGroupRow } from '@hashar/common';
import { reasonChains } from '../initiatives/validators';
import { allow } from './access';
import { decisionRoutes } from './decisionRoutes';
import { recordId } from '../../validation/query';
import { signedIn } from '../../policies/signedIn';
import { operation } from '../../lib/operation';

const reasonCheck = validate<{ reason: string }>(reasonChains());

const LIST: ListSpec = {
  resource: GROUPS_RESOURCE,
  sortable: ['nameRu', 'status', 'moderation', 'memberCount', 'submittedAt', 'publishedAt', 'suspendedAt', 'createdAt'],
  // The numeric status includes negative values (rejected, suspended): filtered by its known values.
  filterable: { moderation: MODERATION_STATES, status: Object.values(GROUP_STATUS).map(String), regionId: 'int', leaderId: 'int' },
  searchable: ['nameRu', 'nameUz', 'searchText', 'leaderName'],
  // The moderation queue first: the oldest waiting on top.
  defaultSort: ['submittedAt', 'ASC'],
};

/**
 * /api/admin/initiatives: the groups' list and show (ra-data-simple-rest), the moderation
 * decisions (moderators and admins) and the suspension (admins). docs/initiatives-api.md.
 */
export function initiativesAdminRouter(deps: ModerationDeps): Router {
  const router = Router();
  // Writes of the resource are admins' (common/admin.ts); moderators decide the queue (content.moderate).
  const adminsOnly = allow(GROUPS_RESOURCE, 'edit');
  const moderators = [allow(GROUPS_RESOURCE, 'show'), can('content.moderate')];

  router.get(
    '/',
    operation('Lists initiative groups for the back office.', 'AdminGroupList'),
    allow(GROUPS_RESOURCE, 'list'),
    async (req, res) => {
      const list = listRequest(req, LIST);
      const { rows, ...count } = await listPage<AdminGroupRow & { searchText?: string }>(
        deps.sequelize,
        ADMIN_SELECT,
        new SqlParams(),
        list,
      );
      sendList(
        res,
        GROUPS_RESOURCE,
        rows.map(({ searchText: _, ...r }) => presentAdminRow(r)),
        count,
        list.offset,
      );
    },
  );

  router.get(
    '/:id',
    operation('Reads one initiative group for the back office.', 'AdminGroupDetail'),
    allow(GROUPS_RESOURCE, 'show'),
    async (req, res) => {
      res.json(await adminGroup(deps, recordId(req)));
    },
  );

  decisionRoutes(router, deps, GROUPS_MODERATION, moderators, (_req, id) => adminGroup(deps, id), 'AdminGroupDetail');

  router.post(
    '/:id/suspend',
    operation('Suspends an initiative group.', 'AdminGroupDetail'),
    adminsOnly,
    reasonCheck,
    signedIn(async (req, res) => {
      const id = recordId(req);
      await setSuspension(deps, req.user.id, id, { suspend: true, reason: reasonCheck.input(req).reason });
      res.json(await adminGroup(deps, id));
    }),
  );

  router.post(
    '/:id/restore',
    operation('Restores a suspended initiative group.', 'AdminGroupDetail'),
    adminsOnly,
    signedIn(async (req, res) => {
      const id = recordId(req);
      await setSuspension(deps, req.user.id, id, { suspend: false });
      res.json(await adminGroup(deps, id));
    }),
  );
  return router;
}
