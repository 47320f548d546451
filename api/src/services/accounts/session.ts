import type { Locale, LoginResponse } from '@hashar/common';
import type { Sequelize } from 'sequelize';
import type { Config } from '../../config';
import { HttpError } from '../../errors';
import { localizedSql } from '../../lib/localizedSql';
import { exec, run } from '../../lists';
import { presentSessionUser } from '../../presenters/user';
import type { AccountRow } from './account';
import { signAccessToken } from './accessTokens';
import { sendActivationLink, type RegistrationContext } from './registration';

/** Refuses an account that may not sign in, however it proved who it is (password, Telegram): blocked, or not confirmed yet (the link is mailed again). */
export async function refuseUnusable(account: AccountRow, ctx: Omit<RegistrationContext, 'locale'>): Promise<void> {
  if (account.isBlocked) throw new HttpError(403, 'blocked', 'blocked');
  if (!account.isActive) {
    await sendActivationLink(account, ctx);
    throw new HttpError(403, 'not_activated', 'not_activated', { email: account.email });
  }
}

/** Signs an admitted account in: its last login time, a fresh token and the session's user (the body of every login). */
export async function startSession(sequelize: Sequelize, account: AccountRow, jwt: Config['jwt']): Promise<LoginResponse> {
  const now = new Date();
  await exec(sequelize, 'UPDATE users SET last_login_at = $2, updated_at = $2 WHERE id = $1', [account.id, now]);
  return { token: { accessToken: signAccessToken(account, jwt.secret, jwt.ttlSeconds) }, user: presentSessionUser(account) };
}

/** Logs one access token out: its id goes on the denylist until it expires; expired entries go. */
export async function revokeToken(sequelize: Sequelize, tokenId: string, tokenExp: number): Promise<void> {
  await exec(sequelize, 'INSERT INTO revoked_tokens (jti, expires_at) VALUES ($1, to_timestamp($2)) ON CONFLICT DO NOTHING', [
    tokenId,
    tokenExp,
  ]);
  // Expired tokens are refused anyway: their denylist rows can go.
  await exec(sequelize, 'DELETE FROM revoked_tokens WHERE expires_at < now()', []);
}

/** The user's groups, first joined first (the avatar menu reads the first one, spec §2); names in the given language. */
export const avatarGroups = (sequelize: Sequelize, userId: number, locale: Locale) =>
  run<{ id: number; status: number; initName: string }>(
    sequelize,
    `SELECT g.id, g.status, ${localizedSql(locale, 'g.name')} AS "initName"
     FROM initiative_group_members m JOIN initiative_groups g ON g.id = m.group_id
    WHERE m.user_id = $1 ORDER BY m.created_at, g.id`,
    [userId],
  );
