import type { Sequelize } from 'sequelize';
import { NotFound } from '../../errors';
import { exec, run } from '../../lists';
import type { User } from '../../models';

/** The columns of an account the services and presenters read, named as the User model's attributes. */
export type AccountRow = Pick<
  User,
  | 'id'
  | 'email'
  | 'role'
  | 'name'
  | 'locale'
  | 'regionId'
  | 'isActive'
  | 'isVerified'
  | 'isBlocked'
  | 'isNewsEditor'
  | 'tokenVersion'
  | 'avatarUrl'
  | 'avatarThumbUrl'
  | 'avatarFallbackUrl'
  | 'notifyEmail'
  | 'notifyInApp'
  | 'referralCode'
  | 'deletedAt'
  | 'createdAt'
>;

const ACCOUNT_COLUMNS = `id, email, role, name, locale, region_id AS "regionId", is_active AS "isActive", is_verified AS "isVerified",
  is_blocked AS "isBlocked", is_news_editor AS "isNewsEditor", token_version AS "tokenVersion", avatar_url AS "avatarUrl",
  avatar_thumb_url AS "avatarThumbUrl", avatar_fallback_url AS "avatarFallbackUrl", notify_email AS "notifyEmail",
  notify_in_app AS "notifyInApp", referral_code AS "referralCode", deleted_at AS "deletedAt", created_at AS "createdAt"`;

/** The account of an id, or null. */
export async function accountById(sequelize: Sequelize, id: number): Promise<AccountRow | null> {
  const [row] = await run<AccountRow>(sequelize, `SELECT ${ACCOUNT_COLUMNS} FROM users WHERE id = $1`, [id]);
  return row ?? null;
}

/** The account of an email address whatever its case (stored lower-case), or null. */
export async function accountByEmail(sequelize: Sequelize, email: string): Promise<AccountRow | null> {
  const [row] = await run<AccountRow>(sequelize, `SELECT ${ACCOUNT_COLUMNS} FROM users WHERE email = $1`, [email.trim().toLowerCase()]);
  return row ?? null;
}

/** An account and its password hash, by email whatever its case (signing in with a password), or null. */
export async function accountWithPassword(sequelize: Sequelize, email: string): Promise<(AccountRow & { passwordHash: string }) | null> {
  const [row] = await run<AccountRow & { passwordHash: string }>(
    sequelize,
    `SELECT ${ACCOUNT_COLUMNS}, password_hash AS "passwordHash" FROM users WHERE email = $1`,
    [email.trim().toLowerCase()],
  );
  return row ?? null;
}

/** The signed-in account, 404 once it is gone (deleted). */
export async function liveAccount(sequelize: Sequelize, id: number): Promise<AccountRow> {
  const account = await accountById(sequelize, id);
  if (!account || account.deletedAt) throw NotFound();
  return account;
}

/** Whether an account has exactly this email address. */
export async function emailInUse(sequelize: Sequelize, email: string): Promise<boolean> {
  const [row] = await run<{ taken: boolean }>(sequelize, 'SELECT EXISTS (SELECT 1 FROM users WHERE email = $1) AS taken', [email]);
  return row?.taken === true;
}

/** What a password check of the account needs: its role and password hash (404 once it is gone). */
export async function passwordOf(sequelize: Sequelize, id: number): Promise<{ role: User['role']; passwordHash: string }> {
  const [row] = await run<{ role: User['role']; passwordHash: string; deletedAt: Date | null }>(
    sequelize,
    'SELECT role, password_hash AS "passwordHash", deleted_at AS "deletedAt" FROM users WHERE id = $1',
    [id],
  );
  if (!row || row.deletedAt) throw NotFound();
  return row;
}

/** Logs the account out everywhere: tokens signed with an older version are refused from now on. */
export async function bumpTokenVersion(sequelize: Sequelize, id: number): Promise<void> {
  await exec(sequelize, 'UPDATE users SET token_version = token_version + 1, updated_at = $2 WHERE id = $1', [id, new Date()]);
}
