import { APPLICATION_TRANSITIONS, PLACE_HOLDING_STATES } from '@hashar/common';
import type { Transaction } from 'sequelize';
import type { NotifyDeps } from '../notify';
import { run } from '../../lists';
import { sendNoticeByActivity, type ActivityRef } from './notices';
import { ACTIVITY_REF, activitiesSql } from './sql';

/**
 * Fills the free places of the sessions (already locked by the caller) with their oldest
 * waitlisted applications, which become `pending`; their volunteers are notified in-app and
 * by email. One statement for all the sessions.
 */
export async function promoteWaitlisted(deps: NotifyDeps, sessionIds: readonly number[], transaction: Transaction): Promise<number[]> {
  if (sessionIds.length === 0) return [];
  const promoted = await run<ActivityRef & { id: number; userId: number }>(
    deps.sequelize,
    `WITH free AS (
       SELECT s.id, s.capacity - count(x.id) FILTER (WHERE x.state = ANY($2::text[])) AS places
         FROM visit_sessions s LEFT JOIN applications x ON x.session_id = s.id
        WHERE s.id = ANY($1::int[]) GROUP BY s.id),
     ranked AS (
       SELECT x.id, row_number() OVER (PARTITION BY x.session_id ORDER BY x.created_at, x.id) AS n, f.places
         FROM applications x JOIN free f ON f.id = x.session_id WHERE x.state = ANY($3::text[])),
     promoted AS (
       UPDATE applications a SET state = $4, updated_at = now()
         FROM ranked r WHERE a.id = r.id AND r.n <= r.places
       RETURNING a.id, a.user_id, a.activity_kind, a.activity_id)
     SELECT a.id, a.user_id AS "userId", ${ACTIVITY_REF}
       FROM promoted a JOIN ${activitiesSql()} act ON act.kind = a.activity_kind AND act.id = a.activity_id`,
    [[...new Set(sessionIds)], PLACE_HOLDING_STATES, APPLICATION_TRANSITIONS.promote.from, APPLICATION_TRANSITIONS.promote.to],
    transaction,
  );
  await sendNoticeByActivity(deps, 'promoted', promoted, transaction);
  return promoted.map((p) => p.id);
}
