import { Router } from 'express';
import { body } from 'express-validator';
import { REVIEW_STATES } from '@hashar/common';
import { NotFound } from '../../errors';
import { sendList, listRequest, type ListSpec } from '../../lists';
import { reviewAdminRow, reviewsAdminPage } from '../../services/reviews/adminList';
import { presentReviewAdmin } from '../../presenters/reviews';
import { validate, msg } from '../../validation/validate';
import { moderateReview, type ReviewDecision } from '../../services/reviews/moderate';
import { allow } from '../admin/access';
import { recordId } from '../../validation/query';
import type { AdminRouteDeps } from '../admin/router';
import { signedIn } from '../../policies/signedIn';
import { operation } from '../../lib/operation';

const statusCheck = validate<{ status: ReviewDecision }>([body('status').isIn(['published', 'hidden']).withMessage(msg('choice'))]);

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
  router.get('/', operation('Lists reviews for the back office.', 'ReviewAdminList'), allow('reviews', 'list'), async (req, res) => {
    const page = listRequest(req, LIST);
    const { rows, ...count } = await reviewsAdminPage(deps.sequelize, page);
    sendList(res, 'reviews', rows.map(presentReviewAdmin), count, page.offset);
  });

  const one = async (id: number) => {
    const row = await reviewAdminRow(deps.sequelize, id);
    if (!row) throw NotFound();
    return row;
  };
  router.get('/:id', operation('Reads one review for the back office.', 'ReviewAdminRow'), allow('reviews', 'show'), async (req, res) => {
    res.json(await one(recordId(req)));
  });

  router.put(
    '/:id',
    operation("Changes a review's moderation.", 'ReviewAdminRow'),
    allow('reviews', 'edit'),
    statusCheck,
    signedIn(async (req, res) => {
      const id = recordId(req);
      await moderateReview(notifyDeps, req.user.id, id, statusCheck.input(req).status);
      res.json(await one(id));
    }),
  );
  return router;
}
