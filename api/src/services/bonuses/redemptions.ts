import { randomInt } from 'node:crypto';
import QRCode from 'qrcode';
import {
  BONUS_LIMITS,
  CODE_ALPHABET,
  formatCode,
  toTashkentInput,
  type Locale,
  type NotificationKind,
  type Page,
  type RedemptionCheck,
  type RedemptionDto,
  type RedemptionState,
  localized,
} from '@hashar/common';
import type { Transaction } from 'sequelize';
import { Forbidden, HttpError, NotFound } from '../../errors';
import { exec, firstRow, pageResult, run, sqlPage, SqlParams, type PageRequest } from '../../lists';
import type { AuthUser } from '../../policies';
import { mayManage } from '../../policies/ownership';
import { presentRedemption, presentRedemptionCheck, type RedemptionRow } from '../../presenters/bonuses';
import { notify, perLocale, type NotifyDeps } from '../notify';
import { VOLUNTEER_BONUSES_PAGE } from './moderation';
import { balanceOf } from '../points';
import { BONUS_COLUMNS, BONUS_JOINS } from './read';
import { offerOwner } from './writer';

/** Redemptions `x` with their offer `a` (and its joins) and the holder `h`. */
const FROM = `bonus_redemptions x JOIN bonus_offers a ON a.id = x.offer_id JOIN users h ON h.id = x.user_id`;
const COLUMNS = `${BONUS_COLUMNS}, x.id AS redemption_id, x.code, x.points, x.state, x.used_at, x.created_at AS redeemed_at,
  h.name AS holder_name`;
/** Attempts at a fresh code before giving up (60 random bits: a collision is already unlikely once). */
const CODE_ATTEMPTS = 5;

/** A fresh redemption code: BONUS_LIMITS.codeLength characters of CODE_ALPHABET from the CSPRNG. */
export function newCode(): string {
  let code = '';
  for (let i = 0; i < BONUS_LIMITS.codeLength; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** One redemption's row with its offer; null when there is none. */
async function redemptionRow(deps: NotifyDeps, where: string, value: unknown, t?: Transaction): Promise<RedemptionRow | null> {
  const [row] = await run<RedemptionRow>(deps.sequelize, `SELECT ${COLUMNS} FROM ${FROM} ${BONUS_JOINS} WHERE ${where}`, [value], t);
  return row ?? null;
}

/** A redemption this request has just issued or changed: there, or an internal error. */
async function changedRedemption(deps: NotifyDeps, id: number): Promise<RedemptionRow> {
  return firstRow(
    await run<RedemptionRow>(deps.sequelize, `SELECT ${COLUMNS} FROM ${FROM} ${BONUS_JOINS} WHERE x.id = $1`, [id]),
    `redemption ${id}`,
  );
}

/** The volunteer's view of a redemption, with the QR code (a PNG data URL) carrying its code. */
async function toDto(r: RedemptionRow, locale: Locale): Promise<RedemptionDto> {
  return presentRedemption(r, await QRCode.toDataURL(r.code, { margin: 1, width: 256 }), locale);
}

interface LockedOffer {
  id: number;
  title_ru: string;
  title_uz: string | null;
  price: number;
  remaining: number | null;
  moderation: string;
  available: boolean;
}

/** Inserts the redemption with a fresh code, drawing again when the code is taken (the unique key). */
async function issueCode(deps: NotifyDeps, offer: LockedOffer, userId: number, t: Transaction): Promise<{ id: number; code: string }> {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const code = newCode();
    const [row] = await exec<{ id: number }>(
      deps.sequelize,
      `INSERT INTO bonus_redemptions (offer_id, user_id, code, points) VALUES ($1, $2, $3, $4)
       ON CONFLICT (code) DO NOTHING RETURNING id`,
      [offer.id, userId, code, offer.price],
      t,
    );
    if (row) return { id: row.id, code };
  }
  throw new Error('no free redemption code');
}

/**
 * POST /api/bonuses/:id/redeem, in one transaction: the offer locked (FOR UPDATE), then the
 * user's row (so two redemptions of one volunteer run one after the other and the second sees
 * the first's ledger line); 404 unknown or unapproved, 409 outside its period / archived or sold
 * out, 403 when the ledger's sum is below the price. Then the code, the ledger line (-price,
 * reason 'bonus', naming the redemption), `remaining` lowered and the volunteer's in-app notice.
 */
export async function redeem(deps: NotifyDeps, user: AuthUser, offerId: number, locale: Locale): Promise<RedemptionDto> {
  const id = await deps.sequelize.transaction(async (t) => {
    const [offer] = await run<LockedOffer>(
      deps.sequelize,
      `SELECT id, title_ru, title_uz, price, remaining, moderation,
              (archived_at IS NULL AND valid_from <= now() AND valid_until > now()) AS available
         FROM bonus_offers WHERE id = $1 FOR UPDATE`,
      [offerId],
      t,
    );
    if (!offer || offer.moderation !== 'approved') throw NotFound();
    await run(deps.sequelize, 'SELECT id FROM users WHERE id = $1 FOR UPDATE', [user.id], t);
    if (!offer.available) throw new HttpError(409, 'bonus_not_available', 'bonus_not_available');
    if (offer.remaining !== null && offer.remaining <= 0) throw new HttpError(409, 'bonus_sold_out', 'bonus_sold_out');
    const balance = await balanceOf(deps.sequelize, user.id, t);
    if (balance < offer.price) throw new HttpError(403, 'not_enough_points', 'not_enough_points', { balance, price: offer.price });
    const issued = await issueCode(deps, offer, user.id, t);
    await exec(
      deps.sequelize,
      `INSERT INTO points_ledger (user_id, delta, reason, redemption_id) VALUES ($1, $2, 'bonus', $3)`,
      [user.id, -offer.price, issued.id],
      t,
    );
    await exec(deps.sequelize, 'UPDATE bonus_offers SET remaining = remaining - 1 WHERE id = $1 AND remaining IS NOT NULL', [offer.id], t);
    await notify(
      deps,
      {
        userIds: [user.id],
        kind: 'bonus_redeemed' satisfies NotificationKind,
        title: { key: 'bonus_redeemed_title', params: { title: perLocale((l) => localized(l, offer.title_ru, offer.title_uz)) } },
        body: { key: 'bonus_redeemed_body', params: { code: formatCode(issued.code) } },
        page: VOLUNTEER_BONUSES_PAGE,
      },
      t,
    );
    return issued.id;
  });
  return toDto(await changedRedemption(deps, id), locale);
}

/** A page of redemptions matching `where` (bound through `params`), newest first. */
function redemptionPage(deps: NotifyDeps, where: string[], params: SqlParams, p: PageRequest) {
  return sqlPage<RedemptionRow>(deps.sequelize, {
    from: FROM,
    join: BONUS_JOINS,
    where,
    params,
    columns: COLUMNS,
    order: 'x.created_at DESC, x.id DESC',
    limit: p.perPage,
    offset: p.offset,
  });
}

/** GET /api/my/redemptions: the caller's codes, newest first (optionally of one state). */
export async function listMyRedemptions(
  deps: NotifyDeps,
  userId: number,
  state: RedemptionState | undefined,
  p: PageRequest,
  locale: Locale,
): Promise<Page<RedemptionDto>> {
  const params = new SqlParams();
  const where = [`x.user_id = ${params.add(userId)}`];
  if (state) where.push(`x.state = ${params.add(state)}`);
  const { rows, total } = await redemptionPage(deps, where, params, p);
  return pageResult(await Promise.all(rows.map((r) => toDto(r, locale))), total, p);
}

/** GET /api/my/bonuses/:id/redemptions: an offer's codes, newest first (the caller's offer: checked by the route). */
export async function listOfferRedemptions(
  deps: NotifyDeps,
  offerId: number,
  p: PageRequest,
  locale: Locale,
): Promise<Page<RedemptionCheck>> {
  const params = new SqlParams();
  const { rows, total } = await redemptionPage(deps, [`x.offer_id = ${params.add(offerId)}`], params, p);
  return pageResult(
    rows.map((r) => presentRedemptionCheck(r, locale)),
    total,
    p,
  );
}

/** The code's redemption for the owner of its offer: 404 unknown, 403 another owner's. */
function ownedBy(user: AuthUser, row: RedemptionRow | null): RedemptionRow {
  if (!row) throw NotFound();
  if (!mayManage(user, offerOwner({ organizationId: row.organization_id, ownerUserId: row.owner_user_id }))) throw Forbidden();
  return row;
}

/** POST /api/my/bonuses/check: what a (canonical) code is, for the owner of its offer. */
export async function checkCode(deps: NotifyDeps, user: AuthUser, code: string, locale: Locale): Promise<RedemptionCheck> {
  return presentRedemptionCheck(ownedBy(user, await redemptionRow(deps, 'x.code = $1', code)), locale);
}

/**
 * POST /api/my/bonuses/redemptions/:id/use: the owner marks the code used. The UPDATE only
 * changes an issued code, so of two marks at once exactly one succeeds; the other (and any later
 * one) is 409 naming when it was used. The volunteer is told in-app.
 */
export async function markUsed(deps: NotifyDeps, user: AuthUser, id: number, locale: Locale): Promise<RedemptionCheck> {
  ownedBy(user, await redemptionRow(deps, 'x.id = $1', id));
  await deps.sequelize.transaction(async (t) => {
    const [done] = await exec<{ user_id: number; code: string; offer_id: number }>(
      deps.sequelize,
      `UPDATE bonus_redemptions SET state = 'used', used_at = now(), used_by = $2 WHERE id = $1 AND state = 'issued'
       RETURNING user_id, code, offer_id`,
      [id, user.id],
      t,
    );
    if (!done) {
      const used = await run<{ used_at: Date }>(deps.sequelize, 'SELECT used_at FROM bonus_redemptions WHERE id = $1', [id], t);
      throw new HttpError(409, 'redemption_used', 'redemption_used', {
        time: toTashkentInput(firstRow(used, `redemption ${id}`).used_at).replace('T', ' '),
      });
    }
    const offer = firstRow(
      await run<{ title_ru: string; title_uz: string | null }>(
        deps.sequelize,
        'SELECT title_ru, title_uz FROM bonus_offers WHERE id = $1',
        [done.offer_id],
        t,
      ),
      `bonus offer ${done.offer_id}`,
    );
    await notify(
      deps,
      {
        userIds: [done.user_id],
        kind: 'bonus_used' satisfies NotificationKind,
        title: { key: 'bonus_used_title', params: { title: perLocale((l) => localized(l, offer.title_ru, offer.title_uz)) } },
        body: { key: 'bonus_used_body', params: { code: formatCode(done.code) } },
        page: VOLUNTEER_BONUSES_PAGE,
      },
      t,
    );
  });
  return presentRedemptionCheck(await changedRedemption(deps, id), locale);
}
