import type { FriendActivityRow, FriendInviteResult, Locale, Page } from '@hashar/common';
import { Forbidden, NotFound } from '../../errors';
import { pageResult, run, sqlPage, SqlParams, type PageRequest } from '../../lists';
import { notify, type NotifyDeps } from '../notify';
import { activityPage } from '../participation/notices';
import { activitiesSql, titleSql } from '../participation/sql';
import { displayName } from './notices';
import { OTHER_OF, PERSON_COLUMNS, presentPerson, REACHABLE_VOLUNTEER, type PersonSql } from './people';

/** The accepted friends of user $1 (`fr.id`). */
const FRIENDS_OF = `(SELECT ${OTHER_OF} AS id FROM friendships f
  WHERE (f.requester_id = $1 OR f.addressee_id = $1) AND f.status = 'accepted') fr`;

interface ActivitySql extends PersonSql {
  applicationId: number;
  kind: string;
  activityId: number;
  title: string;
  cover: string | null;
  startsAt: Date | null;
}

/**
 * What the user's friends take part in: their accepted applications to approved activities of
 * every registered kind that are still ahead (a session not yet over; a sessionless activity not
 * archived), of friends who show their activities — soonest first, one page (one query and its count).
 */
export async function friendsActivities(
  deps: NotifyDeps,
  userId: number,
  locale: Locale,
  q: PageRequest,
): Promise<Page<FriendActivityRow>> {
  const { rows, total } = await sqlPage<ActivitySql>(deps.sequelize, {
    from: `${FRIENDS_OF}
      JOIN users u ON u.id = fr.id
      JOIN volunteer_profiles vp ON vp.user_id = u.id AND vp.show_activities
      JOIN applications a ON a.user_id = u.id AND a.state = 'accepted' AND a.group_id IS NULL
      JOIN ${activitiesSql()} act ON act.kind = a.activity_kind AND act.id = a.activity_id
      LEFT JOIN visit_sessions s ON s.id = a.session_id`,
    where: [REACHABLE_VOLUNTEER, `act.moderation = 'approved'`, 'COALESCE(s.ends_at > now(), act.archived_at IS NULL)'],
    params: new SqlParams([userId]),
    columns: `${PERSON_COLUMNS}, a.id AS "applicationId", act.kind, act.id AS "activityId", ${titleSql(locale)} AS title,
      act.cover, s.starts_at AS "startsAt"`,
    order: 's.starts_at ASC NULLS LAST, a.id',
    limit: q.perPage,
    offset: q.offset,
  });
  const data = rows.map((r) => ({
    applicationId: r.applicationId,
    friend: presentPerson(r),
    activity: { kind: r.kind, id: r.activityId, title: r.title, cover: r.cover },
    startsAt: r.startsAt ? new Date(r.startsAt).toISOString() : null,
  }));
  return pageResult(data, total, q);
}

/**
 * Invites friends to an approved, not archived activity: each gets an in-app notice and an
 * e-mail in their language with the activity's link. Anyone not an accepted friend is a 403.
 */
export async function inviteFriends(
  deps: NotifyDeps,
  userId: number,
  kind: string,
  activityId: number,
  friendIds: number[],
): Promise<FriendInviteResult> {
  const ids = [...new Set(friendIds)];
  return deps.sequelize.transaction(async (transaction) => {
    const [activity] = await run<{ titleRu: string; titleUz: string }>(
      deps.sequelize,
      `SELECT ${titleSql('ru')} AS "titleRu", ${titleSql('uz')} AS "titleUz" FROM ${activitiesSql()} act
        WHERE act.kind = $1 AND act.id = $2 AND act.moderation = 'approved' AND act.archived_at IS NULL`,
      [kind, activityId],
      transaction,
    );
    if (!activity) throw NotFound();
    const [friends] = await run<{ n: number }>(
      deps.sequelize,
      `SELECT count(*)::int AS n FROM ${FRIENDS_OF} JOIN users u ON u.id = fr.id WHERE fr.id = ANY($2::int[]) AND ${REACHABLE_VOLUNTEER}`,
      [userId, ids],
      transaction,
    );
    if (friends?.n !== ids.length) throw Forbidden();
    const name = await displayName(deps, userId, transaction);
    const params = { name, title: { ru: activity.titleRu, uz: activity.titleUz } };
    await notify(
      deps,
      {
        userIds: ids,
        kind: 'friend_invite',
        title: { key: 'notice_friend_invite_title', params },
        body: { key: 'notice_friend_invite_body', params },
        page: activityPage({ activityKind: kind, activityId }),
        email: true,
      },
      transaction,
    );
    return { invited: ids.length };
  });
}
