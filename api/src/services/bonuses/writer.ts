import { canModerate, validationMessage, type BonusOfferRequest, type Locale } from '@hashar/common';
import type { Transaction } from 'sequelize';
import { Forbidden, HttpError, NotFound, Validation } from '../../errors';
import { translate } from '../../i18n';
import { run } from '../../lists';
import { BonusOffer } from '../../models';
import type { AuthUser } from '../../policies';
import { mayManage, type Owner } from '../../policies/ownership';
import { claimUploads } from '../../storage/records';
import { recordAudit } from '../audit';
import { sendBack, submit } from '../moderation';
import type { NotifyDeps } from '../notify';
import { BONUSES_RESOURCE, tellModerators } from './moderation';

/** A checked BonusOfferRequest (routes/bonuses/validators.ts): texts trimmed, the image an upload key. */
export type CheckedBonus = BonusOfferRequest;

/** Who writes: the account, the owner a new offer gets (policies/ownership.ts ownerFor) and the request's language. */
export interface BonusWriter {
  user: AuthUser;
  owner: Owner;
  locale: Locale;
}

const DAY_MS = 24 * 3600 * 1000;
const orNull = (v: string | null | undefined) => (v === undefined || v === null || v.trim() === '' ? null : v.trim());
/** The start of a Tashkent day (YYYY-MM-DD). */
const dayStart = (day: string) => new Date(`${day}T00:00:00+05:00`);

/** An offer's owner as the ownership policy sees it (offers have no group owner). */
export const offerOwner = (o: { organizationId: number | null; ownerUserId: number | null }): Owner => ({
  organizationId: o.organizationId,
  ownerUserId: o.ownerUserId,
  ownerGroupId: null,
});

/** The offer locked for a change: 404 unknown; 403 unless the caller manages it (or an admin in the back office). */
export async function lockOffer(id: number, user: AuthUser, t: Transaction, admin = false): Promise<BonusOffer> {
  const offer = await BonusOffer.findByPk(id, { transaction: t, lock: t.LOCK.UPDATE });
  if (!offer) throw NotFound();
  if (!admin && !mayManage(user, offerOwner(offer))) throw Forbidden();
  return offer;
}

/** How many codes the offer has issued. */
async function issuedCount(deps: NotifyDeps, id: number, t: Transaction): Promise<number> {
  const [row] = await run<{ n: number }>(deps.sequelize, 'SELECT count(*)::int AS n FROM bonus_redemptions WHERE offer_id = $1', [id], t);
  return row?.n ?? 0;
}

/** The columns an input sets (the period from its Tashkent days; remaining follows the quantity minus codes issued). */
function columnsOf(input: CheckedBonus, issued: number) {
  const quantity = input.quantity ?? null;
  return {
    titleRu: input.titleRu,
    titleUz: orNull(input.titleUz),
    descriptionRu: input.descriptionRu,
    descriptionUz: orNull(input.descriptionUz),
    termsRu: orNull(input.termsRu) ?? '',
    termsUz: orNull(input.termsUz),
    image: input.image ?? null,
    price: input.price,
    quantity,
    remaining: quantity === null ? null : quantity - issued,
    validFrom: dayStart(input.validFrom),
    validUntil: new Date(dayStart(input.validUntil).getTime() + DAY_MS),
    regionId: input.regionId ?? null,
    isOnline: input.isOnline === true,
  };
}

/** Checks the region, the image (the writer's own upload, then marked attached) and the quantity against codes issued (400 per field). */
async function checkReferences(
  deps: NotifyDeps,
  input: CheckedBonus,
  w: Pick<BonusWriter, 'user' | 'locale'>,
  current: BonusOffer | null,
  issued: number,
  t: Transaction,
): Promise<void> {
  const fields: Record<string, string> = {};
  if (input.regionId !== undefined && input.regionId !== null) {
    const [region] = await run(deps.sequelize, 'SELECT 1 FROM regions WHERE id = $1', [input.regionId], t);
    if (!region) fields['regionId'] = validationMessage(w.locale, 'region');
  }
  if (input.image && input.image !== current?.image) {
    const refused = await claimUploads(deps.sequelize, [input.image], { userId: w.user.id, organizationId: w.user.organizationId }, t);
    const why = refused.get(input.image);
    if (why) fields['image'] = translate(w.locale, why === 'not_yours' ? 'upload_not_yours' : 'upload_unknown');
  }
  if (input.quantity !== undefined && input.quantity !== null && input.quantity < issued) {
    fields['quantity'] = translate(w.locale, 'bonus_quantity_below_issued', { issued });
  }
  if (Object.keys(fields).length) throw Validation(fields);
}

/** Whether what volunteers see and pay (texts, image, price, period, place) differs. */
function publicChanged(offer: BonusOffer, next: ReturnType<typeof columnsOf>): boolean {
  const keys = [
    'titleRu',
    'titleUz',
    'descriptionRu',
    'descriptionUz',
    'termsRu',
    'termsUz',
    'image',
    'price',
    'regionId',
    'isOnline',
  ] as const;
  return (
    keys.some((k) => offer[k] !== next[k]) ||
    offer.validFrom.getTime() !== next.validFrom.getTime() ||
    offer.validUntil.getTime() !== next.validUntil.getTime()
  );
}

/** POST /api/my/bonuses: a new offer of the writer's owner, on moderation (moderators told) or a draft. */
export async function createBonus(deps: NotifyDeps, w: BonusWriter, input: CheckedBonus): Promise<number> {
  return deps.sequelize.transaction(async (t) => {
    await checkReferences(deps, input, w, null, 0, t);
    const draft = input.draft === true;
    const offer = await BonusOffer.create(
      {
        organizationId: w.owner.organizationId,
        ownerUserId: w.owner.organizationId === null ? w.owner.ownerUserId : null,
        createdBy: w.user.id,
        ...columnsOf(input, 0),
        moderation: draft ? 'draft' : 'moderation',
        submittedAt: draft ? null : new Date(),
      },
      { transaction: t },
    );
    if (!draft) await tellModerators(deps, offer, t);
    return offer.id;
  });
}

/**
 * PUT /api/my/bonuses/:id (the owner) or /api/admin/bonuses/:id (`admin`: audited, the state stays).
 * An approved offer whose public side changes goes back to moderation; a draft or rejected one is
 * sent unless saved with `draft: true`. The quantity cannot go below the codes issued (400).
 */
export async function updateBonus(
  deps: NotifyDeps,
  w: Pick<BonusWriter, 'user' | 'locale'>,
  id: number,
  input: CheckedBonus,
  admin = false,
): Promise<void> {
  await deps.sequelize.transaction(async (t) => {
    const offer = await lockOffer(id, w.user, t, admin);
    const issued = await issuedCount(deps, id, t);
    await checkReferences(deps, input, w, offer, issued, t);
    const next = columnsOf(input, issued);
    const changed = publicChanged(offer, next);
    const before = offer.get({ plain: true });
    await offer.update(next, { transaction: t });
    if (admin) {
      await recordAudit(
        { userId: w.user.id, action: 'update', resource: BONUSES_RESOURCE, recordId: id, before, after: offer.get({ plain: true }) },
        t,
      );
      return;
    }
    const state = offer.moderation;
    if (state === 'approved' && changed) await sendBack(offer, t);
    else if (canModerate('submit', state) && input.draft !== true) await submit(offer, t);
    if (offer.moderation === 'moderation' && state !== 'moderation') await tellModerators(deps, offer, t);
  });
}

/** POST /api/my/bonuses/:id/submit: a draft or rejected offer goes to moderation (409 from other states). */
export async function submitBonus(deps: NotifyDeps, user: AuthUser, id: number): Promise<void> {
  await deps.sequelize.transaction(async (t) => {
    const offer = await lockOffer(id, user, t);
    await submit(offer, t);
    await tellModerators(deps, offer, t);
  });
}

/** POST /api/my/bonuses/:id/archive: withdrawn from the public list (codes already issued stay valid). */
export async function archiveBonus(deps: NotifyDeps, user: AuthUser, id: number): Promise<void> {
  await deps.sequelize.transaction(async (t) => {
    const offer = await lockOffer(id, user, t);
    if (!offer.archivedAt) await offer.update({ archivedAt: new Date() }, { transaction: t });
  });
}

/** DELETE /api/my/bonuses/:id (the owner) and /api/admin/bonuses/:id (admins, audited): 409 once a code was issued. */
export async function deleteBonus(deps: NotifyDeps, user: AuthUser, id: number, admin = false): Promise<void> {
  await deps.sequelize.transaction(async (t) => {
    const offer = await lockOffer(id, user, t, admin);
    if ((await issuedCount(deps, id, t)) > 0) throw new HttpError(409, 'bonus_has_redemptions', 'bonus_has_redemptions');
    if (admin) {
      await recordAudit(
        { userId: user.id, action: 'delete', resource: BONUSES_RESOURCE, recordId: id, before: offer.get({ plain: true }), after: null },
        t,
      );
    }
    await offer.destroy({ transaction: t });
  });
}
