import { Router, type Request, type RequestHandler } from 'express';
import { UPLOAD_LIMITS, type RedemptionState } from '@hashar/common';
import { Forbidden, NotFound, Unauthorized } from '../../errors';
import { can } from '../../middlewares/authenticate';
import { singleFileUpload } from '../../middlewares/upload';
import { validate } from '../../validation/validate';
import { pageChains, pageOf } from '../../lists';
import { mayManage, ownerFor } from '../../policies/ownership';
import { presentMyBonus } from '../../presenters/bonuses';
import { uploadQuota } from '../../storage';
import { writeLimit } from '../../ratelimit';
import { detectCoverType, TYPE_NAMES } from '../../storage/documentTypes';
import { BONUSES_FOLDER } from '../../services/bonuses/files';
import { bonusDetail, bonusRow, listBonuses, listMyBonuses } from '../../services/bonuses/read';
import { balanceOf } from '../../services/points';
import { checkCode, listMyRedemptions, listOfferRedemptions, markUsed, redeem } from '../../services/bonuses/redemptions';
import {
  archiveBonus,
  createBonus,
  deleteBonus,
  offerOwner,
  submitBonus,
  updateBonus,
  type CheckedBonus,
} from '../../services/bonuses/writer';
import { recordId } from '../../validation/query';
import type { ActivityDeps } from '../activityDeps';
import { queryText } from '../../validation/query';
import { storeCheckedUpload } from '../checkedUpload';
import { bonusChains, checkChains, flagOn, publicListChains, redemptionListChains } from './validators';
import { signedIn, userOf } from '../../policies/signedIn';
import { operation } from '../../lib/operation';

const bonusCheck = validate<CheckedBonus>(bonusChains());

const codeCheck = validate<{ code: string }>(checkChains());

/** POST /api/my/uploads/bonus-image: an offer's picture, by its owner. Its handlers, for the uploads router. */
export function bonusImageUpload(deps: ActivityDeps): RequestHandler[] {
  const { sequelize } = deps;
  return [
    deps.authenticate,
    can('bonus.create'),
    writeLimit(sequelize, 'uploads'),
    uploadQuota(sequelize, deps.config.uploads.quotaBytes),
    singleFileUpload({ storage: deps.storage, maxBytes: UPLOAD_LIMITS.bonusImage.maxBytes }),
    async (req, res) => {
      await storeCheckedUpload(deps, req, res, {
        kind: 'bonusImage',
        folder: BONUSES_FOLDER,
        detect: (file) => detectCoverType(file.head),
        types: TYPE_NAMES.cover,
      });
    },
  ];
}

/**
 * Bonus offers (docs/points-economy-api.md), mounted at /bonuses: the public list and page, and
 * redemption (/:id/redeem).
 */
export function bonusesRouter(deps: ActivityDeps): Router {
  const { sequelize, authenticate, optionalAuthenticate } = deps;
  const notifyDeps = { sequelize, mailer: deps.mailer, publicUrl: deps.config.publicUrl };
  const router = Router();

  router.get(
    '/',
    operation('Lists the published bonus offers.', 'BonusCardPage'),
    optionalAuthenticate,
    validate(publicListChains()),
    async (req, res) => {
      const affordable = flagOn(req.query['affordable']);
      if (affordable && !req.user) throw Unauthorized();
      const region = queryText(req, 'region');
      const filters = {
        regionId: region === undefined ? undefined : Number(region),
        online: flagOn(req.query['online']),
        maxPrice: affordable ? await balanceOf(sequelize, userOf(req).id) : undefined,
        sort: queryText(req, 'sort') === 'price' ? ('price' as const) : ('new' as const),
        q: queryText(req, 'q')?.trim() || undefined,
      };
      res.json(await listBonuses(sequelize, filters, pageOf(req), req.locale));
    },
  );

  router.get('/:id', operation('Reads one published bonus offer.', 'BonusDetailResponse'), optionalAuthenticate, async (req, res) => {
    res.json({ data: await bonusDetail(sequelize, recordId(req), req.user, req.locale) });
  });

  router.post(
    '/:id/redeem',
    operation('Redeems a bonus offer for points.', 'RedemptionResponse'),
    authenticate,
    can('bonus.redeem'),
    writeLimit(sequelize, 'bonuses'),
    signedIn(async (req, res) => {
      res.status(201).json({ data: await redeem(notifyDeps, req.user, recordId(req), req.locale) });
    }),
  );
  return router;
}

/** The volunteer's redemption codes, mounted at /my/redemptions. */
export function myRedemptionsRouter(deps: ActivityDeps): Router {
  const { sequelize, authenticate } = deps;
  const notifyDeps = { sequelize, mailer: deps.mailer, publicUrl: deps.config.publicUrl };
  const router = Router();
  router.get(
    '/',
    operation("Lists the caller's redemption codes.", 'RedemptionPage'),
    authenticate,
    validate(redemptionListChains()),
    signedIn(async (req, res) => {
      const state = queryText(req, 'state') as RedemptionState | undefined;
      res.json(await listMyRedemptions(notifyDeps, req.user.id, state, pageOf(req), req.locale));
    }),
  );
  return router;
}

/** The owner's calls, mounted at /my/bonuses: their offers, write, submit, archive, and the codes shown to them. */
export function myBonusesRouter(deps: ActivityDeps): Router {
  const { sequelize, authenticate } = deps;
  const notifyDeps = { sequelize, mailer: deps.mailer, publicUrl: deps.config.publicUrl };
  const owner = [authenticate, can('bonus.create')];
  const writes = writeLimit(sequelize, 'bonuses');
  /** The owner's view of one offer: 404 unknown, 403 another owner's. */
  const mine = async (req: Request, id: number) => {
    const row = await bonusRow(sequelize, id);
    if (!row) throw NotFound();
    if (!mayManage(req.user, offerOwner({ organizationId: row.organization_id, ownerUserId: row.owner_user_id }))) throw Forbidden();
    return { data: presentMyBonus(row) };
  };
  const writer = (req: Request) => ({ user: userOf(req), owner: ownerFor(userOf(req)), locale: req.locale });
  const router = Router();

  router.get(
    '/',
    operation("Lists the caller's own bonus offers.", 'MyBonusOfferPage'),
    ...owner,
    validate(pageChains()),
    signedIn(async (req, res) => {
      res.json(await listMyBonuses(sequelize, ownerFor(req.user), pageOf(req)));
    }),
  );

  router.post(
    '/',
    operation('Creates a bonus offer as a draft.', 'MyBonusOfferResponse'),
    ...owner,
    bonusCheck,
    writes,
    async (req, res) => {
      const id = await createBonus(notifyDeps, writer(req), bonusCheck.input(req));
      res.status(201).json(await mine(req, id));
    },
  );

  router.post(
    '/check',
    operation('Checks a redemption code shown by a volunteer.', 'RedemptionCheckResponse'),
    ...owner,
    codeCheck,
    signedIn(async (req, res) => {
      res.json({ data: await checkCode(notifyDeps, req.user, codeCheck.input(req).code, req.locale) });
    }),
  );

  router.post(
    '/redemptions/:id/use',
    operation('Marks a redemption code used.', 'RedemptionCheckResponse'),
    ...owner,
    writes,
    signedIn(async (req, res) => {
      res.json({ data: await markUsed(notifyDeps, req.user, recordId(req), req.locale) });
    }),
  );

  router.get('/:id', operation("Reads one of the caller's bonus offers.", 'MyBonusOfferResponse'), ...owner, async (req, res) => {
    res.json(await mine(req, recordId(req)));
  });

  router.put(
    '/:id',
    operation("Changes one of the caller's bonus offers.", 'MyBonusOfferResponse'),
    ...owner,
    bonusCheck,
    writes,
    async (req, res) => {
      const id = recordId(req);
      await updateBonus(notifyDeps, writer(req), id, bonusCheck.input(req));
      res.json(await mine(req, id));
    },
  );

  router.post(
    '/:id/submit',
    operation("Submits one of the caller's bonus offers for moderation.", 'MyBonusOfferResponse'),
    ...owner,
    writes,
    signedIn(async (req, res) => {
      const id = recordId(req);
      await submitBonus(notifyDeps, req.user, id);
      res.json(await mine(req, id));
    }),
  );

  router.post(
    '/:id/archive',
    operation("Archives one of the caller's bonus offers.", 'MyBonusOfferResponse'),
    ...owner,
    writes,
    signedIn(async (req, res) => {
      const id = recordId(req);
      await archiveBonus(notifyDeps, req.user, id);
      res.json(await mine(req, id));
    }),
  );

  router.delete(
    '/:id',
    operation("Deletes one of the caller's draft bonus offers.", 'empty'),
    ...owner,
    writes,
    signedIn(async (req, res) => {
      await deleteBonus(notifyDeps, req.user, recordId(req));
      res.status(204).end();
    }),
  );

  router.get(
    '/:id/redemptions',
    operation("Lists the redemptions of one of the caller's bonus offers.", 'RedemptionCheckPage'),
    ...owner,
    validate(pageChains()),
    async (req, res) => {
      const id = recordId(req);
      await mine(req, id);
      res.json(await listOfferRedemptions(notifyDeps, id, pageOf(req), req.locale));
    },
  );
  return router;
}
