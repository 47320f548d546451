import type { Locale, NotificationDto, NotificationPage } from '@hashar/common';
import type { Sequelize } from 'sequelize';
import { exec, run } from '../../lists';

/** A page of the user's notifications, newest first, with how many are unread and in all. */
export async function notificationsPage(
  sequelize: Sequelize,
  userId: number,
  locale: Locale,
  limit: number,
  offset: number,
): Promise<NotificationPage> {
  const suffix = locale === 'uz' ? 'uz' : 'ru';
  const [rows, [counts]] = await Promise.all([
    run<NotificationDto>(
      sequelize,
      `SELECT id, kind, COALESCE(NULLIF(title_${suffix}, ''), title_ru) AS title, COALESCE(body_${suffix}, body_ru) AS body,
            link, read_at AS "readAt", created_at AS "createdAt"
       FROM notifications WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [userId, limit, offset],
    ),
    run<{ unread: string; total: string }>(
      sequelize,
      `SELECT count(*) FILTER (WHERE read_at IS NULL) AS unread, count(*) AS total FROM notifications WHERE user_id = $1`,
      [userId],
    ),
  ]);
  return { data: rows, unread: Number(counts?.unread ?? 0), total: Number(counts?.total ?? 0) };
}

/** Marks every unread notification of the user read. */
export async function markAllRead(sequelize: Sequelize, userId: number): Promise<void> {
  await exec(sequelize, 'UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL', [userId]);
}

/** Marks one of the user's notifications read (kept when it already was); undefined when it is not theirs. */
export async function markRead(sequelize: Sequelize, userId: number, id: number): Promise<{ id: number; readAt: Date } | undefined> {
  const [row] = await run<{ id: number; readAt: Date }>(
    sequelize,
    `UPDATE notifications SET read_at = COALESCE(read_at, now()) WHERE id = $1 AND user_id = $2 RETURNING id, read_at AS "readAt"`,
    [id, userId],
  );
  return row;
}
