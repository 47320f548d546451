import { APPLICATION_TRANSITIONS } from '@hashar/common';
import type { Transaction } from 'sequelize';
import type { NotifyDeps } from '../notify';
import { run } from '../../lists';
import { sendNoticeByActivity, type ActivityRef } from './notices';
import { sumHeldPlaces } from './places';
import { ACTIVITY_REF, activitiesSql } from './sql';

/**
 * Fills the free places of the sessions (already locked by the caller) with their oldest
 * waitlisted applications, which become `pending`, first come first served: each takes its
 * `places` (a team N), and the queue stops at the first that does not fit. A promoted team's
 * members' rows move with it. Their volunteers are notified in-app and by email. One statement
 * for all the sessions.
 */
export async function promoteWaitlisted(deps: NotifyDeps, sessionIds: readonly number[], transaction: Transaction): Promise<number[]> {
  if (sessionIds.length === 0) return [];
  const promoted = await run<ActivityRef & { id: number; userId: number }>(
    deps.sequelize,
    `WITH free AS (
       SELECT s.id, s.capacity - ${sumHeldPlaces('x')} AS places
         FROM visit_sessions s LEFT JOIN applications x ON x.session_id = s.id
        WHERE s.id = ANY($1::int[]) GROUP BY s.id),
     ranked AS (
       SELECT x.id, sum(x.places) OVER (PARTITION BY x.session_id ORDER BY x.created_at, x.id) AS upto, f.places
         FROM applications x JOIN free f ON f.id = x.session_id WHERE x.state = ANY($2::text[]) AND x.team_id IS NULL),
     chosen AS (
       SELECT r.id FROM ranked r WHERE r.upto <= r.places
       UNION ALL
       SELECT m.id FROM ranked r JOIN applications m ON m.team_id = r.id WHERE r.upto <= r.places AND m.state = ANY($2::text[])),
     promoted AS (
       UPDATE applications a SET state = $3, updated_at = now()
         FROM chosen c WHERE a.id = c.id
       RETURNING a.id, a.user_id, a.activity_kind, a.activity_id)
     SELECT a.id, a.user_id AS "userId", ${ACTIVITY_REF}
       FROM promoted a JOIN ${activitiesSql()} act ON act.kind = a.activity_kind AND act.id = a.activity_id`,
    [[...new Set(sessionIds)], APPLICATION_TRANSITIONS.promote.from, APPLICATION_TRANSITIONS.promote.to],
    transaction,
  );
  await sendNoticeByActivity(deps, 'promoted', promoted, transaction);
  return promoted.map((p) => p.id);
}
