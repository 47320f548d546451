import type { BonusCard, BonusDetail, BonusUnavailableReason, Locale, MyBonusOffer, Page } from '@hashar/common';
import type { Sequelize, Transaction } from 'sequelize';
import { NotFound } from '../../errors';
import { containsPattern, pageResult, run, sqlPage, SqlParams, type PageRequest } from '../../lists';
import { allows, type AuthUser } from '../../policies';
import { ownerScope, type Owner } from '../../policies/ownership';
import { balanceOf } from '../points';
import { presentBonusCard, presentBonusDetail, presentMyBonus, type BonusRow } from '../../presenters/bonuses';

/** Bonus offers `a` with their region, owner (organization, or the partner's footer row, else the account's name) and code counts. */
export const BONUS_JOINS = `LEFT JOIN regions r ON r.id = a.region_id
  LEFT JOIN organizations o ON o.id = a.organization_id
  LEFT JOIN users u ON u.id = a.owner_user_id
  LEFT JOIN LATERAL (SELECT p.name, NULLIF(p.logo_url, '') AS logo FROM partners p WHERE p.user_id = a.owner_user_id ORDER BY p.id LIMIT 1) p ON true
  LEFT JOIN LATERAL (SELECT count(*)::int AS issued, (count(*) FILTER (WHERE b.state = 'used'))::int AS used
      FROM bonus_redemptions b WHERE b.offer_id = a.id) c ON true`;

/** The row's columns (presenters/bonuses.ts BonusRow). */
export const BONUS_COLUMNS = `a.id, a.organization_id, a.owner_user_id, a.title_ru, a.title_uz, a.description_ru, a.description_uz,
  a.terms_ru, a.terms_uz, a.image, a.price, a.quantity, a.remaining, a.valid_from, a.valid_until, a.region_id,
  r.name_ru AS region_ru, r.name_uz AS region_uz, a.is_online, a.moderation, a.reject_reason, a.submitted_at, a.published_at,
  a.archived_at, a.created_at, COALESCE(o.name, p.name, u.name) AS owner_name, COALESCE(o.logo, p.logo) AS owner_logo,
  c.issued, c.used`;

/** What the public list shows: approved, not archived, in its period now, not sold out. */
export const OFFERED = `a.moderation = 'approved' AND a.archived_at IS NULL AND a.valid_from <= now() AND a.valid_until > now()
  AND (a.remaining IS NULL OR a.remaining > 0)`;

/** One offer's row whatever its state; null when there is none. */
export async function bonusRow(sequelize: Sequelize, id: number, t?: Transaction): Promise<BonusRow | null> {
  const [row] = await run<BonusRow>(sequelize, `SELECT ${BONUS_COLUMNS} FROM bonus_offers a ${BONUS_JOINS} WHERE a.id = $1`, [id], t);
  return row ?? null;
}

export interface PublicBonusFilters {
  regionId?: number;
  online?: boolean;
  /** Only offers priced within this balance (`affordable=1` of a signed-in caller). */
  maxPrice?: number;
  sort: 'price' | 'new';
  q?: string;
}

/** GET /api/bonuses: the offers on offer now, cheapest or newest first. */
export async function listBonuses(sequelize: Sequelize, f: PublicBonusFilters, p: PageRequest, locale: Locale): Promise<Page<BonusCard>> {
  const params = new SqlParams();
  const where = [OFFERED];
  if (f.regionId !== undefined) where.push(`a.region_id = ${params.add(f.regionId)}`);
  if (f.online) where.push('a.is_online');
  if (f.maxPrice !== undefined) where.push(`a.price <= ${params.add(f.maxPrice)}`);
  if (f.q) {
    const pattern = params.add(containsPattern(f.q));
    where.push(`(a.title_ru ILIKE ${pattern} OR a.title_uz ILIKE ${pattern})`);
  }
  const { rows, total } = await sqlPage<BonusRow>(sequelize, {
    from: 'bonus_offers a',
    join: BONUS_JOINS,
    where,
    params,
    columns: BONUS_COLUMNS,
    order: f.sort === 'price' ? 'a.price ASC, a.id ASC' : 'a.published_at DESC NULLS LAST, a.id DESC',
    limit: p.perPage,
    offset: p.offset,
  });
  return pageResult(
    rows.map((r) => presentBonusCard(r, locale)),
    total,
    p,
  );
}

/** GET /api/my/bonuses: the owner's offers in every state, newest first. */
export async function listMyBonuses(sequelize: Sequelize, owner: Owner, p: PageRequest): Promise<Page<MyBonusOffer>> {
  const params = new SqlParams();
  const { rows, total } = await sqlPage<BonusRow>(sequelize, {
    from: 'bonus_offers a',
    join: BONUS_JOINS,
    where: [ownerScope(params, owner)],
    params,
    columns: BONUS_COLUMNS,
    order: 'a.id DESC',
    limit: p.perPage,
    offset: p.offset,
  });
  return pageResult(rows.map(presentMyBonus), total, p);
}

/** Why the viewer cannot redeem the offer now (the 403/409 the redemption would answer), or null. */
function unavailable(r: BonusRow, user: AuthUser, balance: number): BonusUnavailableReason | null {
  const now = Date.now();
  if (!allows(user, 'bonus.redeem')) return 'not_volunteer';
  if (r.remaining !== null && r.remaining <= 0) return 'sold_out';
  if (r.valid_from.getTime() > now) return 'not_started';
  if (r.archived_at !== null || r.valid_until.getTime() <= now) return 'expired';
  return balance < r.price ? 'not_enough_points' : null;
}

/** GET /api/bonuses/:id: an approved offer (404 otherwise) with the signed-in viewer's balance and whether they can redeem it. */
export async function bonusDetail(sequelize: Sequelize, id: number, user: AuthUser | undefined, locale: Locale): Promise<BonusDetail> {
  const row = await bonusRow(sequelize, id);
  if (!row || row.moderation !== 'approved') throw NotFound();
  if (!user) return presentBonusDetail(row, locale, null);
  const balance = await balanceOf(sequelize, user.id);
  const reason = unavailable(row, user, balance);
  return presentBonusDetail(row, locale, { balance, canRedeem: reason === null, reason });
}
