import type { FriendList, FriendRelation, FriendRow, FriendSearchRow, Locale, Page } from '@hashar/common';
import { UniqueConstraintError, type Transaction } from 'sequelize';
import { HttpError, NotFound } from '../../errors';
import { translate } from '../../i18n';
import { containsPattern, exec, pageResult, run, sqlPage, SqlParams, type PageRequest } from '../../lists';
import type { NotifyDeps } from '../notify';
import { notifyFriend } from './notices';
import { OTHER_OF, PERSON_COLUMNS, presentPerson, REACHABLE_VOLUNTEER, type PersonSql } from './people';

/** Which rows of `friendships f` each list reads, seen from user $1, and its order. */
const LISTS: Record<FriendList, { where: string; order: string }> = {
  accepted: { where: `(f.requester_id = $1 OR f.addressee_id = $1) AND f.status = 'accepted'`, order: 'f.accepted_at DESC, u.id' },
  incoming: { where: `f.addressee_id = $1 AND f.status = 'pending'`, order: 'f.created_at DESC, u.id' },
  outgoing: { where: `f.requester_id = $1 AND f.status = 'pending'`, order: 'f.created_at DESC, u.id' },
};

interface FriendSql extends PersonSql {
  status: FriendRow['status'];
  createdAt: Date;
  acceptedAt: Date | null;
}

/** A page of the user's friends, requests to them or their own requests (reachable volunteers only). */
export async function listFriends(deps: NotifyDeps, userId: number, list: FriendList, q: PageRequest): Promise<Page<FriendRow>> {
  const { rows, total } = await sqlPage<FriendSql>(deps.sequelize, {
    from: `friendships f JOIN users u ON u.id = ${OTHER_OF}`,
    where: [LISTS[list].where, REACHABLE_VOLUNTEER],
    params: new SqlParams([userId]),
    columns: `${PERSON_COLUMNS}, f.status, f.created_at AS "createdAt", f.accepted_at AS "acceptedAt"`,
    order: LISTS[list].order,
    limit: q.perPage,
    offset: q.offset,
  });
  const data = rows.map((r) => ({
    ...presentPerson(r),
    status: r.status,
    createdAt: new Date(r.createdAt).toISOString(),
    acceptedAt: r.acceptedAt ? new Date(r.acceptedAt).toISOString() : null,
  }));
  return pageResult(data, total, q);
}

/** The caller's relation to user `u` read from the pair's friendship `f` (NULL: none). */
const RELATION_SQL = `CASE WHEN f.status = 'accepted' THEN 'friends' WHEN f.requester_id = $1 THEN 'outgoing'
  WHEN f.addressee_id = $1 THEN 'incoming' ELSE 'none' END`;
/** The friendship of the pair (user $1, user `u`), through the pair's unique index. */
const PAIR_JOIN = `LEFT JOIN friendships f ON LEAST(f.requester_id, f.addressee_id) = LEAST(u.id, $1)
  AND GREATEST(f.requester_id, f.addressee_id) = GREATEST(u.id, $1)`;

/**
 * Volunteers to befriend: listed volunteers whose name contains `text`, and the one whose e-mail
 * is exactly `text` (listed or not; the e-mail itself is never shown). Not the caller, only
 * reachable accounts; each with the caller's relation to them.
 */
export async function findVolunteers(deps: NotifyDeps, userId: number, text: string, q: PageRequest): Promise<Page<FriendSearchRow>> {
  const params = new SqlParams([userId]);
  const name = params.add(containsPattern(text));
  const email = params.add(text.toLowerCase());
  const { rows, total } = await sqlPage<PersonSql & { relation: FriendRelation }>(deps.sequelize, {
    from: `users u LEFT JOIN volunteer_profiles vp ON vp.user_id = u.id`,
    where: [REACHABLE_VOLUNTEER, 'u.id <> $1', `((vp.is_listed AND u.name ILIKE ${name}) OR u.email = ${email})`],
    params,
    columns: `${PERSON_COLUMNS}, ${RELATION_SQL} AS relation`,
    join: PAIR_JOIN,
    order: 'u.name, u.id',
    limit: q.perPage,
    offset: q.offset,
  });
  return pageResult(
    rows.map((r) => ({ ...presentPerson(r), relation: r.relation })),
    total,
    q,
  );
}

/** The caller's relation to one reachable volunteer; 404 for anyone else. */
export async function friendRelation(deps: NotifyDeps, userId: number, otherId: number): Promise<FriendRelation> {
  const [row] = await run<{ relation: FriendRelation }>(
    deps.sequelize,
    `SELECT ${RELATION_SQL} AS relation FROM users u ${PAIR_JOIN} WHERE u.id = $2 AND ${REACHABLE_VOLUNTEER}`,
    [userId, otherId],
  );
  if (!row || otherId === userId) throw NotFound();
  return row.relation;
}

/** 404 unless `otherId` is a reachable volunteer. */
async function reachable(deps: NotifyDeps, otherId: number, transaction: Transaction): Promise<void> {
  const [row] = await run(deps.sequelize, `SELECT u.id FROM users u WHERE u.id = $1 AND ${REACHABLE_VOLUNTEER}`, [otherId], transaction);
  if (!row) throw NotFound();
}

/**
 * Sends a friend request (the addressee is notified). A request already made either way is a
 * 409 — except the other person's pending request to the caller, which this accepts.
 */
export function requestFriend(deps: NotifyDeps, userId: number, otherId: number, locale: Locale): Promise<FriendRelation> {
  if (otherId === userId) {
    throw new HttpError(400, 'validation', 'friend_self', {}, { userId: translate(locale, 'friend_self') });
  }
  return deps.sequelize
    .transaction(async (transaction) => {
      await reachable(deps, otherId, transaction);
      const [existing] = await run<{ requesterId: number; status: string }>(
        deps.sequelize,
        `SELECT requester_id AS "requesterId", status FROM friendships
          WHERE LEAST(requester_id, addressee_id) = LEAST($1::int, $2::int) AND GREATEST(requester_id, addressee_id) = GREATEST($1::int, $2::int)
          FOR UPDATE`,
        [userId, otherId],
        transaction,
      );
      if (existing?.status === 'pending' && existing.requesterId === otherId) {
        await acceptIn(deps, userId, otherId, transaction);
        return 'friends' as const;
      }
      if (existing) throw new HttpError(409, 'conflict', 'friend_exists');
      await exec(deps.sequelize, `INSERT INTO friendships (requester_id, addressee_id) VALUES ($1, $2)`, [userId, otherId], transaction);
      await notifyFriend(deps, 'request', userId, otherId, transaction);
      return 'outgoing' as const;
    })
    .catch((err: unknown) => {
      // Two requests between the same pair at once: the pair's unique index lets one in.
      if (err instanceof UniqueConstraintError) throw new HttpError(409, 'conflict', 'friend_exists');
      throw err;
    });
}

/** Accepts `otherId`'s pending request to `userId` and tells the requester; 404 when there is none. */
async function acceptIn(deps: NotifyDeps, userId: number, otherId: number, transaction: Transaction): Promise<void> {
  const rows = await exec(
    deps.sequelize,
    `UPDATE friendships SET status = 'accepted', accepted_at = now()
      WHERE requester_id = $1 AND addressee_id = $2 AND status = 'pending' RETURNING requester_id`,
    [otherId, userId],
    transaction,
  );
  if (rows.length === 0) throw NotFound();
  await notifyFriend(deps, 'accepted', userId, otherId, transaction);
}

/** POST /api/my/friends/:userId/accept. */
export function acceptFriend(deps: NotifyDeps, userId: number, otherId: number): Promise<void> {
  return deps.sequelize.transaction((transaction) => acceptIn(deps, userId, otherId, transaction));
}

/** Declines `otherId`'s pending request to the caller; 404 when there is none. */
export async function declineFriend(deps: NotifyDeps, userId: number, otherId: number): Promise<void> {
  const rows = await exec(
    deps.sequelize,
    `DELETE FROM friendships WHERE requester_id = $1 AND addressee_id = $2 AND status = 'pending' RETURNING requester_id`,
    [otherId, userId],
  );
  if (rows.length === 0) throw NotFound();
}

/** Removes a friend (either side) or cancels the caller's own pending request; 404 when there is neither. */
export async function removeFriend(deps: NotifyDeps, userId: number, otherId: number): Promise<void> {
  const rows = await exec(
    deps.sequelize,
    `DELETE FROM friendships
      WHERE (requester_id = $1 AND addressee_id = $2) OR (requester_id = $2 AND addressee_id = $1 AND status = 'accepted')
      RETURNING requester_id`,
    [userId, otherId],
  );
  if (rows.length === 0) throw NotFound();
}
