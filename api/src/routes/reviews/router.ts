import { Router, type Request } from 'express';
import type { ReviewDirection, ReviewInput, ReviewReported } from '@hashar/common';
import { NotFound } from '../../errors';
import { pageOf, pageResult } from '../../lists';
import { can } from '../../middlewares/authenticate';
import { validate } from '../../validation/validate';
import { writeLimit } from '../../ratelimit';
import { presentReview } from '../../presenters/reviews';
import { myReviewsWhere, pendingPage, publishedReviewsOf, reviewPage, reviewRow } from '../../services/reviews/read';
import { ratingOf } from '../../services/reviews/rating';
import { createReview, reportReview, updateReview } from '../../services/reviews/write';
import { recordId } from '../../validation/query';
import type { ActivityDeps } from '../activityDeps';
import { createRules, myListRules, publicListRules, reportRules, updateRules } from './validators';
import { signedIn } from '../../policies/signedIn';
import { operation } from '../../lib/operation';

const reportCheck = validate<{ reason: string }>(reportRules);

const updateCheck = validate<{ stars: number; text: string }>(updateRules);

const createCheck = validate<ReviewInput>(createRules);

const PER_PAGE = 10;

/** Reviews after completed activities, mounted at /reviews: write, edit, report, the public list with the rating. */
export function reviewsRouter(deps: ActivityDeps): Router {
  const { sequelize, authenticate, optionalAuthenticate } = deps;
  const notifyDeps = { sequelize, mailer: deps.mailer, publicUrl: deps.config.publicUrl };
  const router = Router();

  const answer = async (id: number, req: Request) => {
    const row = await reviewRow(sequelize, id, req.locale);
    if (!row) throw NotFound();
    return presentReview(row, req.user);
  };

  router.get(
    '/',
    operation('Lists the published reviews of someone, with the rating.', 'RatedReviewPage'),
    optionalAuthenticate,
    validate(publicListRules),
    async (req, res) => {
      const organizationId = req.query['organizationId'] ? Number(req.query['organizationId']) : null;
      const party = organizationId !== null ? 'organization' : 'user';
      const id = organizationId ?? Number(req.query['userId']);
      const p = pageOf(req, PER_PAGE);
      const [{ rows, total }, rating] = await Promise.all([
        publishedReviewsOf(sequelize, party, id, p, req.locale),
        ratingOf(sequelize, party, id),
      ]);
      res.json({
        ...pageResult(
          rows.map((r) => presentReview(r, req.user)),
          total,
          p,
        ),
        rating,
      });
    },
  );

  router.post(
    '/',
    operation('Writes a review after a completed activity.', 'ReviewDto'),
    authenticate,
    can('review.create'),
    createCheck,
    writeLimit(sequelize, 'comments'),
    signedIn(async (req, res) => {
      const id = await createReview(notifyDeps, req.user, createCheck.input(req));
      res.status(201).json(await answer(id, req));
    }),
  );

  router.put(
    '/:id',
    operation("Changes one of the caller's reviews.", 'ReviewDto'),
    authenticate,
    updateCheck,
    signedIn(async (req, res) => {
      const id = recordId(req);
      await updateReview(sequelize, req.user, id, updateCheck.input(req));
      res.json(await answer(id, req));
    }),
  );

  router.post(
    '/:id/report',
    operation('Reports a review.', 'ReviewReported'),
    authenticate,
    reportCheck,
    writeLimit(sequelize, 'comments'),
    signedIn(async (req, res) => {
      const id = recordId(req);
      await reportReview(sequelize, req.user, id, reportCheck.input(req).reason);
      const reported: ReviewReported = { id, reported: true };
      res.json(reported);
    }),
  );
  return router;
}

/** The caller's own reviews, mounted at /my/reviews: the ones they still owe (/pending), given and received (/). */
export function myReviewsRouter(deps: Pick<ActivityDeps, 'sequelize' | 'authenticate'>): Router {
  const { sequelize, authenticate } = deps;
  const router = Router();

  router.get(
    '/pending',
    operation('Lists the reviews the caller still owes.', 'PendingReviewPage'),
    authenticate,
    validate(myListRules),
    signedIn(async (req, res) => {
      const p = pageOf(req, PER_PAGE);
      const { data, total } = await pendingPage(sequelize, req.user, p, req.locale);
      res.json(pageResult(data, total, p));
    }),
  );

  router.get(
    '/',
    operation('Lists the reviews the caller gave and received.', 'ReviewPage'),
    authenticate,
    validate(myListRules),
    signedIn(async (req, res) => {
      const direction = (req.query['direction'] as ReviewDirection | undefined) ?? 'received';
      const p = pageOf(req, PER_PAGE);
      const { rows, total } = await reviewPage(sequelize, myReviewsWhere(req.user, direction), p, req.locale);
      res.json(
        pageResult(
          rows.map((r) => presentReview(r, req.user)),
          total,
          p,
        ),
      );
    }),
  );
  return router;
}
