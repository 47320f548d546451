import { Router, type Request } from 'express';
import { MODERATION_STATES } from '@hashar/common';
import { NotFound } from '../../errors';
import { listRequest, sendList, type ListSpec } from '../../lists';
import { bonusesAdminPage } from '../../services/bonuses/adminList';
import { can } from '../../middlewares/authenticate';
import { validate } from '../../validation/validate';
import { presentBonusAdmin } from '../../presenters/bonuses';
import { BONUSES_MODERATION, BONUSES_RESOURCE } from '../../services/bonuses/moderation';
import { bonusRow } from '../../services/bonuses/read';
import { deleteBonus, updateBonus, type CheckedBonus } from '../../services/bonuses/writer';
import { decide, type ModerationDeps } from '../../services/moderation';
import { bonusChains } from '../bonuses/validators';
import { reasonChains } from '../initiatives/validators';
import { allow } from './access';
import { recordId } from '../../validation/query';
import { signedIn, userOf } from '../../policies/signedIn';
import { operation } from '../../lib/operation';

const bonusCheck = validate<CheckedBonus>(bonusChains());

const reasonCheck = validate<{ reason: string }>(reasonChains());

const LIST: ListSpec = {
  resource: BONUSES_RESOURCE,
  sortable: ['waitingSince', 'submittedAt', 'createdAt', 'publishedAt', 'titleRu', 'moderation', 'price', 'ownerName'],
  filterable: { moderation: MODERATION_STATES, regionId: 'int', organizationId: 'int', ownerUserId: 'int' },
  searchable: ['titleRu', 'titleUz', 'ownerName'],
  // The moderation queue first, the oldest waiting on top (others have no waitingSince: last).
  defaultSort: ['waitingSince', 'ASC'],
};

/**
 * /api/admin/bonuses (ra-data-simple-rest): list and show for moderators and admins, approve and
 * reject through services/moderation.ts decide(); edit and delete for admins only.
 */
export function bonusesAdminRouter(deps: ModerationDeps): Router {
  const router = Router();
  const moderators = [allow(BONUSES_RESOURCE, 'show'), can('content.moderate')];
  const adminsOnly = allow(BONUSES_RESOURCE, 'edit');
  const record = async (id: number) => {
    const row = await bonusRow(deps.sequelize, id);
    if (!row) throw NotFound();
    return presentBonusAdmin(row);
  };

  router.get(
    '/',
    operation('Lists bonus offers for the back office.', 'BonusAdminList'),
    allow(BONUSES_RESOURCE, 'list'),
    async (req, res) => {
      const list = listRequest(req, LIST);
      const { rows, ...count } = await bonusesAdminPage(deps.sequelize, list);
      sendList(res, BONUSES_RESOURCE, rows.map(presentBonusAdmin), count, list.offset);
    },
  );

  router.get(
    '/:id',
    operation('Reads one bonus offer for the back office.', 'BonusAdminRecord'),
    allow(BONUSES_RESOURCE, 'show'),
    async (req, res) => {
      res.json(await record(recordId(req)));
    },
  );

  router.post(
    '/:id/approve',
    operation('Approves a bonus offer.', 'BonusAdminRecord'),
    ...moderators,
    signedIn(async (req, res) => {
      const id = recordId(req);
      await decide(deps, BONUSES_MODERATION, [id], { action: 'approve' }, req.user.id);
      res.json(await record(id));
    }),
  );

  router.post(
    '/:id/reject',
    operation('Rejects a bonus offer.', 'BonusAdminRecord'),
    ...moderators,
    reasonCheck,
    async (req: Request, res) => {
      const id = recordId(req);
      await decide(deps, BONUSES_MODERATION, [id], { action: 'reject', reason: reasonCheck.input(req).reason }, userOf(req).id);
      res.json(await record(id));
    },
  );

  router.put(
    '/:id',
    operation('Changes a bonus offer.', 'BonusAdminRecord'),
    adminsOnly,
    bonusCheck,
    signedIn(async (req, res) => {
      const id = recordId(req);
      await updateBonus(deps, { user: req.user, locale: req.locale }, id, bonusCheck.input(req), true);
      res.json(await record(id));
    }),
  );

  router.delete(
    '/:id',
    operation('Deletes a bonus offer.', 'BonusAdminRecord'),
    adminsOnly,
    signedIn(async (req, res) => {
      const id = recordId(req);
      const before = await record(id);
      await deleteBonus(deps, req.user, id, true);
      res.json(before);
    }),
  );
  return router;
}
