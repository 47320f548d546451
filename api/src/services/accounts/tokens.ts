import crypto from 'node:crypto';
import { Op, type Transaction } from 'sequelize';
import { ACTIVATION_TTL_HOURS, ACCOUNT_LINK_PATHS, RECOVERY_TTL_HOURS, type AccountLinkState, type Locale, pagePath } from '@hashar/common';
import { AccountToken, type TokenPurpose } from '../../models';

const TTL_HOURS: Record<TokenPurpose, number> = { activation: ACTIVATION_TTL_HOURS, recovery: RECOVERY_TTL_HOURS };

function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

/**
 * Issues a new single-use token for the user and retires the unused ones of the same
 * purpose, so only the newest emailed link works. Returns the raw token (never stored).
 */
export async function issueAccountToken(userId: number, purpose: TokenPurpose, transaction: Transaction): Promise<string> {
  await AccountToken.update({ usedAt: new Date() }, { where: { userId, purpose, usedAt: null }, transaction });
  const token = crypto.randomBytes(32).toString('base64url');
  await AccountToken.create(
    { userId, purpose, tokenHash: sha256(token), expiresAt: new Date(Date.now() + TTL_HOURS[purpose] * 3600_000), usedAt: null },
    { transaction },
  );
  return token;
}

/** Uses up a token if it belongs to the user, has this purpose, is unused and unexpired. */
export async function consumeAccountToken(
  userId: number,
  token: string,
  purpose: TokenPurpose,
  transaction: Transaction,
): Promise<boolean> {
  const record = await AccountToken.findOne({
    where: { userId, purpose, tokenHash: sha256(token), usedAt: null, expiresAt: { [Op.gt]: new Date() } },
    lock: transaction.LOCK.UPDATE,
    transaction,
  });
  if (!record) return false;
  await AccountToken.update({ usedAt: new Date() }, { where: { userId, purpose, usedAt: null }, transaction });
  return true;
}

/** What an emailed link's token is worth now, told without using it up (the page asks before showing its form). */
export async function accountTokenState(userId: number, token: string, purpose: TokenPurpose): Promise<AccountLinkState> {
  const record = await AccountToken.findOne({ where: { userId, purpose, tokenHash: sha256(token) } });
  if (!record) return 'invalid';
  if (record.usedAt) return 'used';
  return record.expiresAt > new Date() ? 'valid' : 'expired';
}

/** The public-site address an emailed token opens. */
export function accountLink(publicUrl: string, locale: Locale, purpose: TokenPurpose, userId: number, token: string): string {
  return `${publicUrl}${pagePath(locale, ACCOUNT_LINK_PATHS[purpose], { id: userId, token })}`;
}
