import type { AccountSettingsUpdate } from '@hashar/common';
import type { Sequelize, Transaction } from 'sequelize';
import { NotFound } from '../../errors';
import { User } from '../../models';
import type { FileStorage } from '../../storage';
import { liveAccount } from './account';
import { removeAvatarFiles, storeAvatar, type AvatarUrls } from './avatar';

/** The signed-in account locked for its change until the transaction ends (404 once it is gone). */
async function lockedAccount(userId: number, transaction: Transaction): Promise<User> {
  const user = await User.findByPk(userId, { transaction, lock: transaction.LOCK.UPDATE });
  if (!user || user.deletedAt) throw NotFound();
  return user;
}

/** PUT /api/user/settings: the fields given (the others stay), the account locked for the change. */
export function updateSettings(sequelize: Sequelize, userId: number, input: AccountSettingsUpdate): Promise<User> {
  const { name, locale, notifyEmail, notifyInApp } = input;
  const changes = Object.fromEntries(Object.entries({ name, locale, notifyEmail, notifyInApp }).filter(([, v]) => v !== undefined));
  return sequelize.transaction(async (transaction) => {
    const user = await lockedAccount(userId, transaction);
    await user.update(changes, { transaction });
    return user;
  });
}

/** Sets the avatar's files (null: none) on the locked account; gives the account and the files it had. */
function setAvatar(sequelize: Sequelize, userId: number, urls: { [K in keyof AvatarUrls]: string | null }) {
  return sequelize.transaction(async (transaction) => {
    const user = await lockedAccount(userId, transaction);
    const old = [user.avatarUrl, user.avatarThumbUrl, user.avatarFallbackUrl];
    await user.update(urls, { transaction });
    return { user, old };
  });
}

/** POST /api/user/avatar: the picture's files stored and set, the former ones removed (404 for an account gone). */
export async function replaceAvatar(sequelize: Sequelize, storage: FileStorage, userId: number, picture: Buffer): Promise<User> {
  await liveAccount(sequelize, userId);
  const { user, old } = await setAvatar(sequelize, userId, await storeAvatar(storage, picture));
  await removeAvatarFiles(storage, old);
  return user;
}

/** DELETE /api/user/avatar: back to the default avatar, the files removed. */
export async function removeAvatar(sequelize: Sequelize, storage: FileStorage, userId: number): Promise<User> {
  const { user, old } = await setAvatar(sequelize, userId, { avatarUrl: null, avatarThumbUrl: null, avatarFallbackUrl: null });
  await removeAvatarFiles(storage, old);
  return user;
}
