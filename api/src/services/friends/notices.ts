import { PAGE_PATHS } from '@hashar/common';
import type { Transaction } from 'sequelize';
import { run } from '../../lists';
import { notify, type NotifyDeps } from '../notify';

type FriendNotice = 'request' | 'accepted';

const KINDS = { request: 'friend_request', accepted: 'friend_accepted' } as const;

/** The display name of a user (what notices call them). */
export async function displayName(deps: NotifyDeps, userId: number, transaction?: Transaction): Promise<string> {
  const [row] = await run<{ name: string }>(deps.sequelize, 'SELECT name FROM users WHERE id = $1', [userId], transaction);
  return row?.name ?? '';
}

/** Tells `toId` (in-app and by e-mail, in their language) that `fromId` asked to be friends or accepted. */
export async function notifyFriend(deps: NotifyDeps, notice: FriendNotice, fromId: number, toId: number, transaction: Transaction) {
  const params = { name: await displayName(deps, fromId, transaction) };
  await notify(
    deps,
    {
      userIds: [toId],
      kind: KINDS[notice],
      title: { key: `notice_friend_${notice}_title`, params },
      body: { key: `notice_friend_${notice}_body`, params },
      page: PAGE_PATHS.volonFriends,
      email: true,
    },
    transaction,
  );
}
