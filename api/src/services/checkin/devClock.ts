import type { Sequelize } from 'sequelize';

/**
 * For the dev mailbox's tools only: the whole shift moves back in time, its length and its
 * check-ins with it, so it ended an hour ago. Whether the session exists.
 */
export async function moveShiftToPast(sequelize: Sequelize, sessionId: number): Promise<boolean> {
  const [rows] = await sequelize.query(
    `WITH s AS (SELECT id, (now() - interval '1 hour') - ends_at AS delta FROM visit_sessions WHERE id = $1),
          moved AS (UPDATE applications a SET checked_in_at = a.checked_in_at + s.delta FROM s
                     WHERE a.session_id = s.id AND a.checked_in_at IS NOT NULL RETURNING a.id)
     UPDATE visit_sessions v SET starts_at = v.starts_at + s.delta, ends_at = v.ends_at + s.delta FROM s
      WHERE v.id = s.id RETURNING v.id`,
    { bind: [sessionId] },
  );
  return (rows as unknown[]).length > 0;
}
