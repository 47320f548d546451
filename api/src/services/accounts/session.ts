import type { Locale } from '@hashar/common';
import type { Sequelize } from 'sequelize';
import { localizedSql } from '../../lib/localizedSql';
import { exec, run } from '../../lists';

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
