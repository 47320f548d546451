import { Router } from 'express';
import { body } from 'express-validator';
import type { Sequelize } from 'sequelize';
import { EVENT_LIMITS, EVENTS_PAGE_SIZE, FAVORITE_TYPES, type FavoriteType } from '@hashar/common';
import { Forbidden, NotFound } from '../../errors';
import { can } from '../../middlewares/authenticate';
import { msg, requiredText, validate } from '../../validation/validate';
import { writeLimit } from '../../ratelimit';
import { mayDeleteComment, presentComment, type CommentRow } from '../../presenters/comments';
import { Comment, Favorite } from '../../models';
import { exec, pageChains, pageOf, pageResult, run, sqlPage, SqlParams } from '../../lists';
import { cardPage, publiclyShown } from '../../activities/core/cards';
import { activityEntry } from '../../activities/registry';
import { recordId } from '../../validation/query';
import type { ActivityDeps } from '../activityDeps';
import { idParam, typeParam } from '../../validation/query';
import { signedIn } from '../../policies/signedIn';
import { bodyOf } from '../../validation/validate';

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

/** 404 unless the event or visit offer exists and is approved (only published items take comments and favorites). */
async function requireApproved(sequelize: Sequelize, type: FavoriteType, id: number): Promise<void> {
  const [row] = await run<{ ok: boolean }>(
    sequelize,
    `SELECT true AS ok FROM ${activityEntry(type).table} WHERE id = $1 AND moderation = 'approved'`,
    [id],
  );
  if (!row) throw NotFound();
}

/** Comments' authors: the user's name, and the organization's logo for organization staff. */
const COMMENT_COLUMNS = `c.id, c.body, c.created_at, c.user_id, u.name,
    (SELECT o.logo FROM organization_staff s JOIN organizations o ON o.id = s.organization_id WHERE s.user_id = u.id LIMIT 1) AS logo`;
const COMMENT_AUTHOR = 'JOIN users u ON u.id = c.user_id';

/** Comments on and favorites of events and visit offers. */
export function socialRouter(deps: ActivityDeps): Router {
  const { sequelize, authenticate, optionalAuthenticate } = deps;
  const router = Router();

  router.get('/comments', optionalAuthenticate, validate([typeParam(), idParam('id', true), ...pageChains()]), async (req, res) => {
    const type = req.query['type'] as FavoriteType;
    const id = Number(req.query['id']);
    await requireApproved(sequelize, type, id);
    const p = pageOf(req, EVENTS_PAGE_SIZE);
    const params = new SqlParams();
    const { rows, total } = await sqlPage<CommentRow>(sequelize, {
      from: 'comments c',
      join: COMMENT_AUTHOR,
      where: [`c.target_type = ${params.add(type)}`, `c.target_id = ${params.add(id)}`, 'c.deleted_at IS NULL'],
      params,
      columns: COMMENT_COLUMNS,
      order: 'c.created_at, c.id',
      limit: p.perPage,
      offset: p.offset,
    });
    res.json(
      pageResult(
        rows.map((r) => presentComment(r, req.user)),
        total,
        p,
      ),
    );
  });

  router.post(
    '/comments',
    authenticate,
    can('comment.create'),
    validate([...targetChains(), requiredText('body', EVENT_LIMITS.commentMax)]),
    writeLimit(sequelize, 'comments'),
    signedIn(async (req, res) => {
      const { type, id, body: text } = bodyOf<{ type: FavoriteType; id: number; body: string }>(req);
      await requireApproved(sequelize, type, id);
      const comment = await Comment.create({ targetType: type, targetId: id, userId: req.user.id, body: text });
      const [row] = await run<CommentRow>(sequelize, `SELECT ${COMMENT_COLUMNS} FROM comments c ${COMMENT_AUTHOR} WHERE c.id = $1`, [
        comment.id,
      ]);
      res.status(201).json(presentComment(row!, req.user));
    }),
  );

  router.delete('/comments/:id', authenticate, async (req, res) => {
    const comment = await Comment.findOne({ where: { id: recordId(req), deletedAt: null } });
    if (!comment) throw NotFound();
    if (!mayDeleteComment(req.user, comment.userId)) throw Forbidden();
    await comment.update({ deletedAt: new Date() });
    res.status(204).end();
  });

  router.get(
    '/favorites',
    authenticate,
    validate([typeParam(false), ...pageChains()]),
    signedIn(async (req, res) => {
      const type = (req.query['type'] as FavoriteType | undefined) ?? 'event';
      const kind = activityEntry(type);
      const params = new SqlParams();
      const join = `JOIN favorites f ON f.target_type = ${params.add(type)} AND f.target_id = a.id AND f.user_id = ${params.add(req.user.id)}`;
      const p = pageOf(req);
      const { rows, total, directions } = await cardPage(sequelize, kind, {
        where: [publiclyShown('a')],
        params,
        join,
        order: 'f.created_at DESC, a.id DESC',
        limit: p.perPage,
        offset: p.offset,
      });
      res.json(
        pageResult(
          rows.map((r) => kind.presentCard(r, directions.get(r.id) ?? [], req.locale)),
          total,
          p,
        ),
      );
    }),
  );

  router.post(
    '/favorites',
    authenticate,
    can('favorite.create'),
    validate(targetChains()),
    signedIn(async (req, res) => {
      const { type, id } = bodyOf<{ type: FavoriteType; id: number }>(req);
      await requireApproved(sequelize, type, id);
      const rows = await exec(
        sequelize,
        'INSERT INTO favorites (user_id, target_type, target_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING target_id',
        [req.user.id, type, id],
      );
      res.status(rows.length ? 201 : 200).json({ type, id, isFavorite: true });
    }),
  );

  router.delete(
    '/favorites/:type/:id',
    authenticate,
    signedIn(async (req, res) => {
      const type = req.params['type'];
      if (!FAVORITE_TYPES.includes(type as FavoriteType)) throw NotFound();
      await Favorite.destroy({ where: { userId: req.user.id, targetType: type as FavoriteType, targetId: recordId(req) } });
      res.status(204).end();
    }),
  );
  return router;
}
