import { Router, type Request } from 'express';
import type { VolunteerBookResponse } from '@hashar/common';
import { NotFound } from '../../errors';
import { can } from '../../middlewares/authenticate';
import { operation } from '../../lib/operation';
import { signedIn } from '../../policies/signedIn';
import { volunteerBook, type BookReader } from '../../services/book';
import { recordId } from '../../validation/query';
import type { ActivityDeps } from '../activityDeps';

type BookDeps = Pick<ActivityDeps, 'sequelize' | 'config' | 'authenticate' | 'optionalAuthenticate'>;

/** The book of `userId` for the request's reader (404 when there is none to show them). */
async function bookOf(deps: BookDeps, req: Request, userId: number, reader: BookReader): Promise<VolunteerBookResponse> {
  const book = await volunteerBook(deps.sequelize, userId, reader, req.locale, deps.config.certificates.key);
  if (!book) throw NotFound();
  return { data: book };
}

/** The volunteer's own book, mounted at /my/book (docs/book-api.md). */
export function myBookRouter(deps: BookDeps): Router {
  const router = Router();
  router.get(
    '/',
    operation(
      "Reads the caller's volunteer book: hours by year and direction, activities, reviews, courses, certificates.",
      'VolunteerBookResponse',
    ),
    deps.authenticate,
    can('volunteerProfile.edit'),
    signedIn(async (req, res) => {
      res.set('Cache-Control', 'private, no-store').json(await bookOf(deps, req, req.user.id, { self: true }));
    }),
  );
  return router;
}

/** A volunteer's book on their public page, mounted at /volons/:id/book: only when they show it (their own always). */
export function publicBookRouter(deps: BookDeps): Router {
  const router = Router({ mergeParams: true });
  router.get(
    '/',
    operation("Reads a volunteer's book, when they show it on their public page.", 'VolunteerBookResponse'),
    deps.optionalAuthenticate,
    async (req, res) => {
      const id = recordId(req);
      res.set('Cache-Control', 'private, no-store').json(await bookOf(deps, req, id, { self: req.user?.id === id }));
    },
  );
  return router;
}
