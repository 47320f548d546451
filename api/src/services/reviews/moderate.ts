import type { Sequelize } from 'sequelize';
import { PAGE_PATHS } from '@hashar/common';
import { NotFound } from '../../errors';
import { translate } from '../../i18n';
import { run } from '../../lists';
import { Review } from '../../models';
import { recordAudit } from '../audit';
import { notify, type NotifyDeps } from '../notify';

/** A moderator's decision on a review: hide it, or restore it (published again, the report cleared). */
export type ReviewDecision = 'hidden' | 'published';

const snapshot = (r: Review) => ({ status: r.status, reportReason: r.reportReason, reportedAt: r.reportedAt });

/** Hides or restores a review with an audit row; the author hears when it is hidden. */
export async function moderateReview(deps: NotifyDeps, staffId: number, id: number, status: ReviewDecision): Promise<void> {
  const { sequelize } = deps;
  await sequelize.transaction(async (transaction) => {
    const review = await Review.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
    if (!review) throw NotFound();
    if (review.status === status) return;
    const before = snapshot(review);
    review.set(status === 'published' ? { status, reportReason: null, reportedBy: null, reportedAt: null } : { status });
    await review.save({ transaction });
    await recordAudit(
      { userId: staffId, action: 'update', resource: 'reviews', recordId: id, before, after: snapshot(review) },
      transaction,
    );
    if (status === 'hidden' && review.authorUserId !== null) await tellAuthor(deps, review, review.authorUserId, transaction);
  });
}

async function tellAuthor(
  deps: NotifyDeps,
  review: Review,
  authorUserId: number,
  transaction: Parameters<typeof notify>[2],
): Promise<void> {
  const [name] = await run<{ name: string }>(
    deps.sequelize as Sequelize,
    "SELECT COALESCE((SELECT name FROM organizations WHERE id = $1), (SELECT name FROM users WHERE id = $2), '') AS name",
    [review.targetOrganizationId, review.targetUserId],
    transaction,
  );
  const params = { name: name?.name ?? '' };
  await notify(
    deps,
    {
      userIds: [authorUserId],
      kind: 'review_hidden',
      title: { ru: translate('ru', 'review_hidden_title', params), uz: translate('uz', 'review_hidden_title', params) },
      body: { ru: translate('ru', 'review_hidden_body', params), uz: translate('uz', 'review_hidden_body', params) },
      page: PAGE_PATHS.profileReviews,
      email: true,
    },
    transaction,
  );
}
