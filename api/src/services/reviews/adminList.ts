import type { Sequelize } from 'sequelize';
import { listPage, run, SqlParams, type ListRequest } from '../../lists';
import { REVIEW_JOINS } from './read';
import { titleIn } from './sql';
import { presentReviewAdmin, type ReviewAdminSqlRow } from '../../presenters/reviews';
import type { ReviewAdminRow } from '@hashar/common';

/** The back office's row: reported ones come first (`priority` 0), then published, then hidden. */
const ADMIN_SELECT = `SELECT r.id, r.stars, r.text, r.status, r.report_reason AS "reportReason", r.reported_at AS "reportedAt",
    r.created_at AS "createdAt", r.updated_at AS "updatedAt", r.activity_kind AS "activityKind", r.activity_id AS "activityId",
    ${titleIn('ru', 'act')} AS "activityTitle", COALESCE(ao.name, au.name) AS "authorName", COALESCE(tor.name, tu.name) AS "targetName",
    r.author_user_id AS "authorUserId", r.author_organization_id AS "authorOrganizationId",
    r.target_user_id AS "targetUserId", r.target_organization_id AS "targetOrganizationId",
    CASE r.status WHEN 'reported' THEN 0 WHEN 'published' THEN 1 ELSE 2 END AS priority
  FROM reviews r ${REVIEW_JOINS()}`;

/** A page of the back office's list, filtered, sorted and searched as asked. */
export const reviewsAdminPage = (sequelize: Sequelize, page: ListRequest) =>
  listPage<ReviewAdminSqlRow>(sequelize, ADMIN_SELECT, new SqlParams(), page);

/** One review as the back office's list shows it, or undefined. */
export async function reviewAdminRow(sequelize: Sequelize, id: number): Promise<ReviewAdminRow | undefined> {
  const [row] = await run<ReviewAdminSqlRow>(sequelize, `SELECT * FROM (${ADMIN_SELECT}) b WHERE b.id = $1`, [id]);
  return row && presentReviewAdmin(row);
}
