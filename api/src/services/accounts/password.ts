import type { Sequelize } from 'sequelize';
import { NotFound } from '../../errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { User } from '../../models';
import { consumeAccountToken } from './tokens';

/**
 * POST /api/user/recovery: with a valid recovery link, the new password (hashed by the caller)
 * and a new token version (older sign-ins refused), the account locked for the change; the link
 * proves the mailbox, so it also activates an account that never was. Null for a bad link.
 */
export function resetPassword(sequelize: Sequelize, userId: number, token: string, passwordHash: string): Promise<User | null> {
  return sequelize.transaction(async (transaction) => {
    if (!(await consumeAccountToken(sequelize, userId, token, 'recovery', transaction))) return null;
    const found = await User.findByPk(userId, { transaction, lock: transaction.LOCK.UPDATE });
    await found?.update({ passwordHash, isActive: true, tokenVersion: found.tokenVersion + 1 }, { transaction });
    return found;
  });
}

/**
 * POST /api/user/password: the old password checked, then the new one and a new token version
 * (older sign-ins refused), the account locked for the change; null when the old one is wrong.
 */
export function changePassword(sequelize: Sequelize, userId: number, oldPassword: string, password: string): Promise<User | null> {
  return sequelize.transaction(async (transaction) => {
    const user = await User.findByPk(userId, { transaction, lock: transaction.LOCK.UPDATE });
    if (!user) throw NotFound();
    if (!(await verifyPassword(user.passwordHash, oldPassword))) return null;
    await user.update({ passwordHash: await hashPassword(password), tokenVersion: user.tokenVersion + 1 }, { transaction });
    return user;
  });
}
