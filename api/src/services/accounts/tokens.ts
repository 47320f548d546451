import crypto from 'node:crypto';
import type { Sequelize, Transaction } from 'sequelize';
import { ACTIVATION_TTL_HOURS, ACCOUNT_LINK_PATHS, RECOVERY_TTL_HOURS, type AccountLinkState, type Locale, pagePath } from '@hashar/common';
import { exec, run } from '../../lists';
import { AccountToken, type TokenPurpose } from '../../models';

const TTL_HOURS: Record<TokenPurpose, number> = { activation: ACTIVATION_TTL_HOURS, recovery: RECOVERY_TTL_HOURS };

function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

/** Marks the user's unused tokens of a purpose used: none of their links works any more. */
async function retireTokens(sequelize: Sequelize, userId: number, purpose: TokenPurpose, transaction: Transaction): Promise<void> {
  await exec(
    sequelize,
    'UPDATE account_tokens SET used_at = $3 WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL',
    [userId, purpose, new Date()],
    transaction,
  );
}

/**
 * Issues a new single-use token for the user and retires the unused ones of the same
 * purpose, so only the newest emailed link works. Returns the raw token (never stored).
 */
export async function issueAccountToken(
  sequelize: Sequelize,
  userId: number,
  purpose: TokenPurpose,
  transaction: Transaction,
): Promise<string> {
  await retireTokens(sequelize, userId, purpose, transaction);
  const token = crypto.randomBytes(32).toString('base64url');
  await AccountToken.create(
    { userId, purpose, tokenHash: sha256(token), expiresAt: new Date(Date.now() + TTL_HOURS[purpose] * 3600_000), usedAt: null },
    { transaction },
  );
  return token;
}

/** Uses up a token if it belongs to the user, has this purpose, is unused and unexpired. */
export async function consumeAccountToken(
  sequelize: Sequelize,
  userId: number,
  token: string,
  purpose: TokenPurpose,
  transaction: Transaction,
): Promise<boolean> {
  const [found] = await run<{ id: number }>(
    sequelize,
    `SELECT id FROM account_tokens
      WHERE user_id = $1 AND purpose = $2 AND token_hash = $3 AND used_at IS NULL AND expires_at > $4 LIMIT 1 FOR UPDATE`,
    [userId, purpose, sha256(token), new Date()],
    transaction,
  );
  if (!found) return false;
  await retireTokens(sequelize, userId, purpose, transaction);
  return true;
}

/** What an emailed link's token is worth now, told without using it up (the page asks before showing its form). */
export async function accountTokenState(
  sequelize: Sequelize,
  userId: number,
  token: string,
  purpose: TokenPurpose,
): Promise<AccountLinkState> {
  const [record] = await run<{ usedAt: Date | null; expiresAt: Date }>(
    sequelize,
    'SELECT used_at AS "usedAt", expires_at AS "expiresAt" FROM account_tokens WHERE user_id = $1 AND purpose = $2 AND token_hash = $3 LIMIT 1',
    [userId, purpose, sha256(token)],
  );
  if (!record) return 'invalid';
  if (record.usedAt) return 'used';
  return record.expiresAt > new Date() ? 'valid' : 'expired';
}

/** The public-site address an emailed token opens. */
export function accountLink(publicUrl: string, locale: Locale, purpose: TokenPurpose, userId: number, token: string): string {
  return `${publicUrl}${pagePath(locale, ACCOUNT_LINK_PATHS[purpose], { id: userId, token })}`;
}
