import { PAGE_PATHS, POINTS, REFERRAL_PEOPLE_MAX, referralPath, type Locale, type ReferralSummary } from '@hashar/common';
import QRCode from 'qrcode';
import type { Transaction } from 'sequelize';
import { NotFound } from '../../errors';
import { exec, firstRow, run } from '../../lists';
import { newReferralCode } from '../accounts/registration';
import { notify, type NotifyDeps } from '../notify';

/** The user's referral code; an account made before codes existed gets one now. */
async function referralCode(deps: NotifyDeps, userId: number): Promise<string> {
  const [row] = await run<{ code: string | null }>(deps.sequelize, 'SELECT referral_code AS code FROM users WHERE id = $1', [userId]);
  if (!row) throw NotFound();
  if (row.code) return row.code;
  const set = await exec<{ code: string }>(
    deps.sequelize,
    `UPDATE users SET referral_code = COALESCE(referral_code, $2) WHERE id = $1 RETURNING referral_code AS code`,
    [userId, newReferralCode()],
  );
  return firstRow(set, `user ${userId}`).code;
}

/** The personal sign-up link in a language: the one every page and the QR code show. */
export async function referralLink(deps: NotifyDeps, userId: number, locale: Locale): Promise<string> {
  return `${deps.publicUrl}${referralPath(locale, await referralCode(deps, userId))}`;
}

/** GET /api/my/referral: the link, who signed up through it, who completed a first verified activity, the points earned. */
export async function referralSummary(deps: NotifyDeps, userId: number, locale: Locale): Promise<ReferralSummary> {
  const link = await referralLink(deps, userId, locale);
  const [totalRows, people] = await Promise.all([
    run<{ code: string; signedUp: number; completed: number; points: number }>(
      deps.sequelize,
      `SELECT u.referral_code AS code,
              (SELECT count(*)::int FROM users r WHERE r.referred_by_id = u.id) AS "signedUp",
              (SELECT count(*)::int FROM users r WHERE r.referred_by_id = u.id AND r.referral_rewarded_at IS NOT NULL) AS completed,
              (SELECT COALESCE(sum(delta), 0)::int FROM points_ledger l WHERE l.user_id = u.id AND l.reason = 'referral') AS points
         FROM users u WHERE u.id = $1`,
      [userId],
    ),
    run<{ id: number; name: string; completed: boolean; createdAt: Date }>(
      deps.sequelize,
      `SELECT r.id, r.name, r.referral_rewarded_at IS NOT NULL AS completed, r.created_at AS "createdAt"
         FROM users r WHERE r.referred_by_id = $1 AND r.deleted_at IS NULL ORDER BY r.created_at DESC, r.id DESC LIMIT $2`,
      [userId, REFERRAL_PEOPLE_MAX],
    ),
  ]);
  const totals = firstRow(totalRows, `user ${userId}`);
  return {
    link,
    code: totals.code,
    signedUp: totals.signedUp,
    completed: totals.completed,
    points: totals.points,
    people: people.map((p) => ({ id: p.id, name: p.name, completed: p.completed, createdAt: new Date(p.createdAt).toISOString() })),
  };
}

/** The personal link as an SVG QR code (made on the server). */
export async function referralQrSvg(deps: NotifyDeps, userId: number, locale: Locale): Promise<string> {
  return QRCode.toString(await referralLink(deps, userId, locale), { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
}

/**
 * Pays the referrer of `userId` POINTS.referredFriend, once per friend, when the friend's first
 * hours are verified — inside the verifying transaction. The conditional UPDATE … WHERE
 * referral_rewarded_at IS NULL RETURNING lets exactly one of two concurrent verifications pay;
 * the referrer is notified in-app and by e-mail.
 */
export async function rewardReferrer(deps: NotifyDeps, userId: number, transaction: Transaction): Promise<void> {
  const [row] = await exec<{ referrerId: number; name: string }>(
    deps.sequelize,
    `WITH r AS (
       UPDATE users SET referral_rewarded_at = now()
        WHERE id = $1 AND referred_by_id IS NOT NULL AND referral_rewarded_at IS NULL
        RETURNING referred_by_id, name),
     p AS (INSERT INTO points_ledger (user_id, delta, reason) SELECT referred_by_id, $2, 'referral' FROM r RETURNING id)
     SELECT r.referred_by_id AS "referrerId", r.name FROM r WHERE EXISTS (SELECT 1 FROM p)`,
    [userId, POINTS.referredFriend],
    transaction,
  );
  if (!row) return;
  const params = { name: row.name, points: POINTS.referredFriend };
  await notify(
    deps,
    {
      userIds: [row.referrerId],
      kind: 'referral_reward',
      title: { key: 'notice_referral_title', params },
      body: { key: 'notice_referral_body', params },
      page: PAGE_PATHS.profileLink,
      email: true,
    },
    transaction,
  );
}
