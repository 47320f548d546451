import type { FavoritePage, FavoriteType, Locale } from '@hashar/common';
import type { Sequelize } from 'sequelize';
import { Forbidden, NotFound } from '../errors';
import { Comment } from '../models';
import type { AuthUser } from '../policies';
import { mayDeleteComment, type CommentRow } from '../presenters/comments';
import { exec, pageResult, run, sqlPage, SqlParams, type PageRequest } from '../lists';
import { cardPage, publiclyShown } from '../activities/core/cards';
import { activityEntry } from '../activities/registry';

/** 404 unless the event or visit offer exists and is approved (only published items take comments and favorites). */
export async function requireApproved(sequelize: Sequelize, type: FavoriteType, id: number): Promise<void> {
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

/** A page of the comments on an item that are not deleted, oldest first. */
export function commentsPage(sequelize: Sequelize, type: FavoriteType, id: number, p: PageRequest) {
  const params = new SqlParams();
  return sqlPage<CommentRow>(sequelize, {
    from: 'comments c',
    join: COMMENT_AUTHOR,
    where: [`c.target_type = ${params.add(type)}`, `c.target_id = ${params.add(id)}`, 'c.deleted_at IS NULL'],
    params,
    columns: COMMENT_COLUMNS,
    order: 'c.created_at, c.id',
    limit: p.perPage,
    offset: p.offset,
  });
}

/** One comment with its author, as a list shows it. */
export async function commentRow(sequelize: Sequelize, commentId: number): Promise<CommentRow | undefined> {
  const [row] = await run<CommentRow>(sequelize, `SELECT ${COMMENT_COLUMNS} FROM comments c ${COMMENT_AUTHOR} WHERE c.id = $1`, [
    commentId,
  ]);
  return row;
}

/** POST /api/comments: the comment (one record created), read back as a list shows it. */
export async function addComment(sequelize: Sequelize, userId: number, type: FavoriteType, id: number, text: string): Promise<CommentRow> {
  const comment = await Comment.create({ targetType: type, targetId: id, userId, body: text });
  const row = await commentRow(sequelize, comment.id);
  if (!row) throw new Error(`comment ${comment.id}: not read back after its insert`);
  return row;
}

/** DELETE /api/comments/:id: a comment not deleted yet (404 otherwise), locked, marked deleted when the caller may (403 otherwise). */
export function deleteComment(sequelize: Sequelize, user: AuthUser | undefined, id: number): Promise<void> {
  return sequelize.transaction(async (transaction) => {
    const comment = await Comment.findOne({ where: { id, deletedAt: null }, transaction, lock: transaction.LOCK.UPDATE });
    if (!comment) throw NotFound();
    if (!mayDeleteComment(user, comment.userId)) throw Forbidden();
    await comment.update({ deletedAt: new Date() }, { transaction });
  });
}

/** DELETE /api/favorites/:type/:id: the caller's favorite goes (nothing when there is none). */
export async function removeFavorite(sequelize: Sequelize, userId: number, type: FavoriteType, id: number): Promise<void> {
  await exec(sequelize, 'DELETE FROM favorites WHERE user_id = $1 AND target_type = $2 AND target_id = $3', [userId, type, id]);
}

/** A page of the user's favorites of one kind still shown publicly, newest first, as cards in the given language. */
export async function favoritesPage(
  sequelize: Sequelize,
  userId: number,
  type: FavoriteType,
  p: PageRequest,
  locale: Locale,
): Promise<FavoritePage> {
  const kind = activityEntry(type);
  const params = new SqlParams();
  const join = `JOIN favorites f ON f.target_type = ${params.add(type)} AND f.target_id = a.id AND f.user_id = ${params.add(userId)}`;
  const { rows, total, directions } = await cardPage(sequelize, kind, {
    where: [publiclyShown('a')],
    params,
    join,
    order: 'f.created_at DESC, a.id DESC',
    limit: p.perPage,
    offset: p.offset,
  });
  return pageResult(
    // The kind's card (its entry's presentCard), one of the cards FavoritePage names.
    rows.map((r) => kind.presentCard(r, directions.get(r.id) ?? [], locale) as FavoritePage['data'][number]),
    total,
    p,
  );
}

/** Adds the item to the user's favorites; whether it was not there before. */
export async function addFavorite(sequelize: Sequelize, userId: number, type: FavoriteType, id: number): Promise<boolean> {
  const rows = await exec(
    sequelize,
    'INSERT INTO favorites (user_id, target_type, target_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING target_id',
    [userId, type, id],
  );
  return rows.length > 0;
}
