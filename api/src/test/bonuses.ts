import type { Express } from 'express';
import { toTashkentDateInput } from '@hashar/common';
import { volunteerAccount, type TestAccount } from './activities';
import type { TestDatabase } from './db';

const DAY = 24 * 3600 * 1000;

/** A Tashkent day `days` from today (YYYY-MM-DD). */
export const dayFromToday = (days: number): string => toTashkentDateInput(new Date(Date.now() + days * DAY));

/** A valid BonusOfferRequest body; override any field. */
export const offerBody = (over: object = {}) => ({
  titleRu: 'Кофе в подарок',
  titleUz: 'Sovgʻa qahva',
  descriptionRu: 'Чашка кофе за ваши часы добра',
  descriptionUz: 'Ezgulik soatlaringiz uchun bir chashka qahva',
  termsRu: 'Один код — одна чашка',
  price: 50,
  quantity: 10,
  validFrom: dayFromToday(0),
  validUntil: dayFromToday(30),
  regionId: 1,
  isOnline: false,
  ...over,
});

/** A partner account (a volunteer sign-up made `partner`, with its footer row naming the company). */
export async function partnerAccount(app: Express, db: TestDatabase, company = 'OOO «Test Savdo»'): Promise<TestAccount> {
  const account = await volunteerAccount(app, db, 'Партнёр Тестов');
  await db.sequelize.query(`UPDATE users SET role = 'partner' WHERE id = $1`, { bind: [account.id] });
  await db.sequelize.query(
    `INSERT INTO partners (name, logo_url, sort_order, is_active, user_id, created_at, updated_at) VALUES ($1, '', 1, true, $2, now(), now())`,
    { bind: [company, account.id] },
  );
  return account;
}

/** Gives the user points (a ledger line). */
export async function givePoints(db: TestDatabase, userId: number, points: number): Promise<void> {
  await db.sequelize.query(`INSERT INTO points_ledger (user_id, delta, reason) VALUES ($1, $2, 'referral')`, { bind: [userId, points] });
}

/** The sum of the user's ledger. */
export async function balance(db: TestDatabase, userId: number): Promise<number> {
  const [rows] = await db.sequelize.query('SELECT COALESCE(sum(delta), 0)::int AS b FROM points_ledger WHERE user_id = $1', {
    bind: [userId],
  });
  return (rows as { b: number }[])[0]!.b;
}

/** An approved offer of the partner (user) or organization, written straight to the table; its id. */
export async function approvedOffer(
  db: TestDatabase,
  owner: { userId?: number; organizationId?: number },
  over: { price?: number; quantity?: number | null; fromDays?: number; untilDays?: number; title?: string } = {},
): Promise<number> {
  const quantity = over.quantity === undefined ? null : over.quantity;
  const [rows] = await db.sequelize.query(
    `INSERT INTO bonus_offers (organization_id, owner_user_id, title_ru, title_uz, description_ru, terms_ru, price, quantity, remaining,
       valid_from, valid_until, region_id, is_online, moderation, submitted_at, published_at)
     VALUES ($1, $2, $3, $4, 'Описание', 'Условия', $5, $6, $6, $7, $8, 1, false, 'approved', now(), now()) RETURNING id`,
    {
      bind: [
        owner.organizationId ?? null,
        owner.organizationId ? null : (owner.userId ?? null),
        over.title ?? 'Скидка 20%',
        `${over.title ?? 'Скидка 20%'} (uz)`,
        over.price ?? 100,
        quantity,
        new Date(Date.now() + (over.fromDays ?? -1) * DAY),
        new Date(Date.now() + (over.untilDays ?? 10) * DAY),
      ],
    },
  );
  return (rows as { id: number }[])[0]!.id;
}

/**
 * Runs `race` while this test holds the offer's row lock for half a second, so the racing
 * redemptions all start and queue behind it before any of them runs.
 */
export async function heldOffer<T>(db: TestDatabase, offerId: number, race: () => Promise<T>): Promise<T> {
  const transaction = await db.sequelize.transaction();
  await db.sequelize.query('SELECT id FROM bonus_offers WHERE id = $1 FOR UPDATE', { bind: [offerId], transaction });
  const racing = race();
  await new Promise((resolve) => setTimeout(resolve, 500));
  await transaction.commit();
  return racing;
}
