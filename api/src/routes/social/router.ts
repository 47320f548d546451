import { Router } from 'express';
import { body } from 'express-validator';
import { EVENT_LIMITS, EVENTS_PAGE_SIZE, FAVORITE_TYPES, type FavoriteState, type FavoriteType } from '@hashar/common';
import { NotFound } from '../../errors';
import { can } from '../../middlewares/authenticate';
import { msg, requiredText, validate } from '../../validation/validate';
import { writeLimit } from '../../ratelimit';
import { presentComment } from '../../presenters/comments';
import { pageChains, pageOf, pageResult } from '../../lists';
import {
  addComment,
  addFavorite,
  commentsPage,
  deleteComment,
  favoritesPage,
  removeFavorite,
  requireApproved,
} from '../../services/social';
import { recordId } from '../../validation/query';
import type { ActivityDeps } from '../activityDeps';
import { idParam, typeParam } from '../../validation/query';
import { signedIn } from '../../policies/signedIn';
import { operation } from '../../lib/operation';

const INT_MAX = 2147483647;

const targetChains = () => [
  body('type')
    .custom((v) => typeof v === 'string' && v !== '')
    .withMessage(msg('required'))
    .bail()
    .isIn([...FAVORITE_TYPES])
    .withMessage(msg('choice')),
  body('id')
    .custom((v) => v !== undefined && v !== null && v !== '')
    .withMessage(msg('required'))
    .bail()
    .custom((v) => Number.isInteger(v) && v > 0 && v <= INT_MAX)
    .withMessage(msg('range', { min: 1, max: INT_MAX })),
];

const targetCheck = validate<{ type: FavoriteType; id: number }>(targetChains());
const commentCheck = validate<{ type: FavoriteType; id: number; body: string }>([
  ...targetChains(),
  requiredText('body', EVENT_LIMITS.commentMax),
]);

/** Comments on commentable things, mounted at /comments: the list, a new one, its deletion. */
export function commentsRouter(deps: ActivityDeps): Router {
  const { sequelize, authenticate, optionalAuthenticate } = deps;
  const router = Router();

  router.get(
    '/',
    operation('Lists the comments on something.', 'CommentPage'),
    optionalAuthenticate,
    validate([typeParam(), idParam('id', true), ...pageChains()]),
    async (req, res) => {
      const type = req.query['type'] as FavoriteType;
      const id = Number(req.query['id']);
      await requireApproved(sequelize, type, id);
      const p = pageOf(req, EVENTS_PAGE_SIZE);
      const { rows, total } = await commentsPage(sequelize, type, id, p);
      res.json(
        pageResult(
          rows.map((r) => presentComment(r, req.user)),
          total,
          p,
        ),
      );
    },
  );

  router.post(
    '/',
    operation('Writes a comment.', 'CommentDto'),
    authenticate,
    can('comment.create'),
    commentCheck,
    writeLimit(sequelize, 'comments'),
    signedIn(async (req, res) => {
      const { type, id, body: text } = commentCheck.input(req);
      await requireApproved(sequelize, type, id);
      const row = await addComment(sequelize, req.user.id, type, id, text);
      res.status(201).json(presentComment(row, req.user));
    }),
  );

  router.delete('/:id', operation('Deletes a comment.', 'empty'), authenticate, async (req, res) => {
    await deleteComment(sequelize, req.user, recordId(req));
    res.status(204).end();
  });
  return router;
}

/** The caller's favorites, mounted at /favorites: the list, one added, one removed. */
export function favoritesRouter(deps: Pick<ActivityDeps, 'sequelize' | 'authenticate'>): Router {
  const { sequelize, authenticate } = deps;
  const router = Router();

  router.get(
    '/',
    operation("Lists the caller's favorites.", 'FavoritePage'),
    authenticate,
    validate([typeParam(false), ...pageChains()]),
    signedIn(async (req, res) => {
      const type = (req.query['type'] as FavoriteType | undefined) ?? 'event';
      res.json(await favoritesPage(sequelize, req.user.id, type, pageOf(req), req.locale));
    }),
  );

  router.post(
    '/',
    operation('Adds a favorite.', 'FavoriteState'),
    authenticate,
    can('favorite.create'),
    targetCheck,
    signedIn(async (req, res) => {
      const { type, id } = targetCheck.input(req);
      await requireApproved(sequelize, type, id);
      const added = await addFavorite(sequelize, req.user.id, type, id);
      const state: FavoriteState = { type, id, isFavorite: true };
      res.status(added ? 201 : 200).json(state);
    }),
  );

  router.delete(
    '/:type/:id',
    operation('Removes a favorite.', 'empty'),
    authenticate,
    signedIn(async (req, res) => {
      const type = req.params['type'];
      if (!FAVORITE_TYPES.includes(type as FavoriteType)) throw NotFound();
      await removeFavorite(sequelize, req.user.id, type as FavoriteType, recordId(req));
      res.status(204).end();
    }),
  );
  return router;
}
