import { APPLICATION_TRANSITIONS } from '@hashar/common';
import type { Transaction } from 'sequelize';
import type { NotifyDeps } from '../notify';
import { run } from '../../lists';
import { sendNoticeByActivity, type ActivityRef } from './notices';
import { sumHeldPlaces } from '../../activities/core/places';
import { ACTIVITY_REF, activitiesSql } from './sql';

interface Waiting {
  id: number;
  sessionId: number;
  places: number;
  /** The session's free places (the same on every row of a session). */
  free: number;
}

/**
 * Which waitlisted applications the free places take: oldest first, each taking its `places` (a
 * team N) when they fit; one that does not fit keeps its turn while later, smaller ones go ahead.
 */
export function chooseToPromote(waiting: readonly Waiting[]): number[] {
  const left = new Map<number, number>();
  const chosen: number[] = [];
  for (const w of waiting) {
    const free = left.get(w.sessionId) ?? w.free;
    if (w.places <= free) {
      chosen.push(w.id);
      left.set(w.sessionId, free - w.places);
    } else left.set(w.sessionId, free);
  }
  return chosen;
}

/**
 * Fills the free places of the sessions (already locked by the caller) with their waitlisted
 * applications (chooseToPromote), which become `pending`; a promoted team's members' rows move
 * with it. Their volunteers are notified in-app and by email. One read, one write.
 */
export async function promoteWaitlisted(deps: NotifyDeps, sessionIds: readonly number[], transaction: Transaction): Promise<number[]> {
  if (sessionIds.length === 0) return [];
  const { from, to } = APPLICATION_TRANSITIONS.promote;
  const waiting = await run<Waiting>(
    deps.sequelize,
    `WITH free AS (
       SELECT s.id, s.capacity - ${sumHeldPlaces('x')} AS free
         FROM visit_sessions s LEFT JOIN applications x ON x.session_id = s.id
        WHERE s.id = ANY($1::int[]) GROUP BY s.id)
     SELECT x.id, x.session_id AS "sessionId", x.places, f.free
       FROM applications x JOIN free f ON f.id = x.session_id
      WHERE x.state = ANY($2::text[]) AND x.team_id IS NULL AND f.free > 0
      ORDER BY x.session_id, x.created_at, x.id`,
    [[...new Set(sessionIds)], from],
    transaction,
  );
  const chosen = chooseToPromote(waiting);
  if (chosen.length === 0) return [];
  const promoted = await run<ActivityRef & { id: number; userId: number }>(
    deps.sequelize,
    `WITH promoted AS (
       UPDATE applications a SET state = $3, updated_at = now()
        WHERE (a.id = ANY($1::int[]) OR a.team_id = ANY($1::int[])) AND a.state = ANY($2::text[])
       RETURNING a.id, a.user_id, a.activity_kind, a.activity_id)
     SELECT a.id, a.user_id AS "userId", ${ACTIVITY_REF}
       FROM promoted a JOIN ${activitiesSql()} act ON act.kind = a.activity_kind AND act.id = a.activity_id`,
    [chosen, from, to],
    transaction,
  );
  await sendNoticeByActivity(deps, 'promoted', promoted, transaction);
  return promoted.map((p) => p.id);
}
