import { UniqueConstraintError, type Sequelize, type Transaction } from 'sequelize';
import { PAGE_PATHS, type ReviewInput, localized } from '@hashar/common';
import { activityEntry } from '../../activities/registry';
import { HttpError, NotFound } from '../../errors';
import type { MessageKey } from '../../i18n';
import { run } from '../../lists';
import { Review } from '../../models';
import type { AuthUser } from '../../policies';
import { mayManage, ownerOfRow, type OwnerRow } from '../../policies/ownership';
import { editableUntil, isAuthor } from '../../presenters/reviews';
import { notify, perLocale, type NotifyDeps } from '../notify';
import { APPLICATIONS_FROM, FINISHED, TOOK_PART } from './sql';

interface ActivityRow extends OwnerRow {
  title_ru: string;
  title_uz: string | null;
}

const refuse = (status: 403 | 409, key: MessageKey) => new HttpError(status, status === 403 ? 'forbidden' : 'conflict', key);

async function lockActivity(sequelize: Sequelize, kind: string, id: number, transaction: Transaction): Promise<ActivityRow> {
  const entry = activityEntry(kind);
  const [row] = await run<ActivityRow>(
    sequelize,
    `SELECT organization_id, owner_user_id, owner_group_id, title_ru, title_uz FROM ${entry.table} WHERE id = $1 FOR SHARE`,
    [id],
    transaction,
  );
  if (!row) throw NotFound();
  return row;
}

/** 403 unless the volunteer took part in the activity, 409 while it is not over. */
async function assertTookPart(sequelize: Sequelize, userId: number, kind: string, id: number, transaction: Transaction): Promise<void> {
  const [row] = await run<{ took_part: boolean; finished: boolean }>(
    sequelize,
    `SELECT count(*) > 0 AS took_part, coalesce(bool_or(${FINISHED}), false) AS finished
       FROM ${APPLICATIONS_FROM()} WHERE a.user_id = $1 AND a.activity_kind = $2 AND a.activity_id = $3 AND a.state IN ${TOOK_PART}`,
    [userId, kind, id],
    transaction,
  );
  if (!row?.took_part) throw refuse(403, 'review_not_participant');
  if (!row.finished) throw refuse(409, 'review_not_finished');
}

/** The group's leaders (a group's activities are reviewed as their leaders'). */
async function leadersOf(sequelize: Sequelize, groupId: number, transaction: Transaction): Promise<number[]> {
  const rows = await run<{ user_id: number }>(
    sequelize,
    `SELECT user_id FROM initiative_group_members WHERE group_id = $1 AND role = 'leader'`,
    [groupId],
    transaction,
  );
  return rows.map((r) => r.user_id);
}

type Authorship = Pick<Review, 'authorUserId' | 'authorOrganizationId' | 'targetUserId' | 'targetOrganizationId'>;

/** Who writes about whom: the owner's side about a volunteer who took part, or a volunteer about the owner. */
async function authorship(deps: NotifyDeps, user: AuthUser, input: ReviewInput, act: ActivityRow, t: Transaction): Promise<Authorship> {
  const { sequelize } = deps;
  if (mayManage(user, ownerOfRow(act))) {
    if (!input.targetUserId || input.targetUserId === user.id) throw refuse(403, 'review_wrong_target');
    await assertTookPart(sequelize, input.targetUserId, input.activityKind, input.activityId, t);
    const org = act.organization_id;
    return { authorUserId: user.id, authorOrganizationId: org, targetUserId: input.targetUserId, targetOrganizationId: null };
  }
  await assertTookPart(sequelize, user.id, input.activityKind, input.activityId, t);
  const owners =
    act.organization_id !== null
      ? { organization: act.organization_id, users: [] as number[] }
      : {
          organization: null,
          // The user who owns it, else its group's leaders (one of the two owns it: *_one_owner).
          users:
            act.owner_user_id !== null
              ? [act.owner_user_id]
              : act.owner_group_id !== null
                ? await leadersOf(sequelize, act.owner_group_id, t)
                : [],
        };
  const right =
    owners.organization !== null
      ? input.targetOrganizationId === owners.organization && !input.targetUserId
      : input.targetUserId !== undefined && owners.users.includes(input.targetUserId) && !input.targetOrganizationId;
  if (!right) throw refuse(403, 'review_wrong_target');
  return {
    authorUserId: user.id,
    authorOrganizationId: null,
    targetUserId: input.targetUserId ?? null,
    targetOrganizationId: input.targetOrganizationId ?? null,
  };
}

/** 409 when this side already reviewed the counterpart for the activity (an organization once, whoever of its staff wrote). */
async function assertFirst(sequelize: Sequelize, input: ReviewInput, who: Authorship, t: Transaction): Promise<void> {
  const [found] = await run<{ id: number }>(
    sequelize,
    `SELECT id FROM reviews WHERE activity_kind = $1 AND activity_id = $2
       AND (CASE WHEN $3::int IS NOT NULL THEN author_organization_id = $3 ELSE author_user_id = $4 AND author_organization_id IS NULL END)
       AND target_user_id IS NOT DISTINCT FROM $5::int AND target_organization_id IS NOT DISTINCT FROM $6::int`,
    [input.activityKind, input.activityId, who.authorOrganizationId, who.authorUserId, who.targetUserId, who.targetOrganizationId],
    t,
  );
  if (found) throw refuse(409, 'review_exists');
}

/** The people who read a review about a party: the user, or the organization's staff. */
async function peopleOf(sequelize: Sequelize, who: { targetUserId: number | null; targetOrganizationId: number | null }, t: Transaction) {
  if (who.targetUserId !== null) return [who.targetUserId];
  const rows = await run<{ user_id: number }>(
    sequelize,
    'SELECT user_id FROM organization_staff WHERE organization_id = $1',
    [who.targetOrganizationId],
    t,
  );
  return rows.map((r) => r.user_id);
}

/** Writes a review (one per side, counterpart and activity) and tells the person or organization reviewed. */
export async function createReview(deps: NotifyDeps, user: AuthUser, input: ReviewInput): Promise<number> {
  const { sequelize } = deps;
  try {
    return await sequelize.transaction(async (t) => {
      const act = await lockActivity(sequelize, input.activityKind, input.activityId, t);
      const who = await authorship(deps, user, input, act, t);
      await assertFirst(sequelize, input, who, t);
      const review = await Review.create(
        { activityKind: input.activityKind, activityId: input.activityId, ...who, stars: input.stars, text: input.text },
        { transaction: t },
      );
      const [author] = await run<{ name: string }>(
        sequelize,
        'SELECT COALESCE((SELECT name FROM organizations WHERE id = $1), (SELECT name FROM users WHERE id = $2)) AS name',
        [who.authorOrganizationId, who.authorUserId],
        t,
      );
      const params = { title: perLocale((l) => localized(l, act.title_ru, act.title_uz)), name: author?.name ?? '', stars: input.stars };
      await notify(
        deps,
        {
          userIds: await peopleOf(sequelize, who, t),
          kind: 'review_received',
          title: { key: 'review_notice_title', params },
          body: { key: 'review_notice_body', params },
          page: PAGE_PATHS.profileReviews,
          email: true,
        },
        t,
      );
      return review.id;
    });
  } catch (err) {
    if (err instanceof UniqueConstraintError) throw refuse(409, 'review_exists');
    throw err;
  }
}

/** Changes the stars and text: its author only (403), within REVIEW_LIMITS.editDays (403), not once hidden (409). */
export async function updateReview(
  sequelize: Sequelize,
  user: AuthUser,
  id: number,
  change: { stars: number; text: string },
): Promise<void> {
  await sequelize.transaction(async (transaction) => {
    const review = await Review.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
    if (!review) throw NotFound();
    if (!isAuthor(user, { author_user_id: review.authorUserId, author_organization_id: review.authorOrganizationId }))
      throw refuse(403, 'review_not_author');
    if (editableUntil(review.createdAt) < new Date()) throw refuse(403, 'review_edit_closed');
    if (review.status === 'hidden') throw refuse(409, 'review_hidden');
    await review.update({ stars: change.stars, text: change.text }, { transaction });
  });
}

/** Reports a review to the moderators: anyone signed in but its author; a hidden review is not found. */
export async function reportReview(sequelize: Sequelize, user: AuthUser, id: number, reason: string): Promise<void> {
  await sequelize.transaction(async (transaction) => {
    const review = await Review.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
    if (!review || review.status === 'hidden') throw NotFound();
    if (isAuthor(user, { author_user_id: review.authorUserId, author_organization_id: review.authorOrganizationId }))
      throw refuse(403, 'review_own');
    if (review.status === 'reported') return;
    await review.update({ status: 'reported', reportReason: reason, reportedBy: user.id, reportedAt: new Date() }, { transaction });
  });
}
