import { Router } from 'express';
import { body } from 'express-validator';
import { REVIEW_STATES } from '@hashar/common';
import { NotFound } from '../../errors';
import { listPage, run, sendList, SqlParams, listRequest, type ListSpec } from '../../lists';
import { validate, msg } from '../../validation/validate';
import { moderateReview, type ReviewDecision } from '../../services/reviews/moderate';
import { REVIEW_JOINS } from '../../services/reviews/read';
import { titleIn } from '../../services/reviews/sql';
import { allow } from '../admin/access';
import { recordId } from '../../validation/query';
import type { AdminRouteDeps } from '../admin/router';
import { signedIn } from '../../policies/signedIn';
import { bodyOf } from '../../validation/validate';

/** The back office's row: reported ones come first (`priority` 0), then published, then hidden. */
const ADMIN_SELECT = `SELECT r.id, r.stars, r.text, r.status, r.report_reason AS "reportReason", r.reported_at AS "reportedAt",
    r.created_at AS "createdAt", r.updated_at AS "updatedAt", r.activity_kind AS "activityKind", r.activity_id AS "activityId",
    ${titleIn('ru', 'act')} AS "activityTitle", COALESCE(ao.name, au.name) AS "authorName", COALESCE(tor.name, tu.name) AS "targetName",
    r.author_user_id AS "authorUserId", r.author_organization_id AS "authorOrganizationId",
    r.target_user_id AS "targetUserId", r.target_organization_id AS "targetOrganizationId",
    CASE r.status WHEN 'reported' THEN 0 WHEN 'published' THEN 1 ELSE 2 END AS priority
  FROM reviews r ${REVIEW_JOINS()}`;

const LIST: ListSpec = {
  resource: 'reviews',
  sortable: ['priority', 'createdAt', 'reportedAt', 'stars', 'status'],
  filterable: { status: REVIEW_STATES, targetUserId: 'int', targetOrganizationId: 'int', authorUserId: 'int', authorOrganizationId: 'int' },
  searchable: ['text', 'authorName', 'targetName', 'activityTitle'],
  defaultSort: ['priority', 'ASC'],
};

/** /api/admin/reviews (ra-data-simple-rest list, show, update of `status`): moderators and admins hide or restore reviews. */
export function reviewsAdminRouter(deps: AdminRouteDeps): Router {
  const notifyDeps = { sequelize: deps.sequelize, mailer: deps.mailer, publicUrl: deps.config.publicUrl };
  const router = Router();
  router.get('/', allow('reviews', 'list'), async (req, res) => {
    const page = listRequest(req, LIST);
    const { rows, total } = await listPage<object>(deps.sequelize, ADMIN_SELECT, new SqlParams(), page);
    sendList(res, 'reviews', rows, total, page.offset);
  });

  const one = async (id: number) => {
    const [row] = await run<object>(deps.sequelize, `SELECT * FROM (${ADMIN_SELECT}) b WHERE b.id = $1`, [id]);
    if (!row) throw NotFound();
    return row;
  };
  router.get('/:id', allow('reviews', 'show'), async (req, res) => {
    res.json(await one(recordId(req)));
  });

  router.put(
    '/:id',
    allow('reviews', 'edit'),
    validate([body('status').isIn(['published', 'hidden']).withMessage(msg('choice'))]),
    signedIn(async (req, res) => {
      const id = recordId(req);
      await moderateReview(notifyDeps, req.user.id, id, bodyOf<{ status: ReviewDecision }>(req).status);
      res.json(await one(id));
    }),
  );
  return router;
}
