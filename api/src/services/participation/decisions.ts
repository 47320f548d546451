import {
  APPLICATION_TRANSITIONS,
  canMoveApplication,
  PLACE_HOLDING_STATES,
  type ApplicationAction,
  type ApplicationState,
} from '@hashar/common';
import { run } from '../../lists';
import { HttpError, NotFound } from '../../errors';
import type { NotifyDeps } from '../notify';
import { sendNoticeByActivity, type ActivityRef } from './notices';
import { mayManage, ownerOfRow, type Manager, type OwnerRow } from '../../policies/ownership';
import { ACTIVITY_REF, activityOfApplication, lockSessions, OWNER_COLUMNS } from './sql';
import { promoteWaitlisted } from './waitlist';

/** What an organizer does to applications in one go (POST /api/crm/applications/bulk). */
export const BULK_ACTIONS = ['accept', 'reject', 'attended'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** The move of APPLICATION_TRANSITIONS each bulk action makes. */
const MOVE: Record<BulkAction, ApplicationAction> = { accept: 'accept', reject: 'reject', attended: 'attend' };

interface Decided extends ActivityRef {
  id: number;
  state: ApplicationState;
  sessionId: number | null;
  userId: number;
  /** Free places of the session before this batch (null without a session). */
  free: number | null;
}

/**
 * The ids whose current state does not allow the action (APPLICATION_TRANSITIONS); one that
 * holds no place (waitlisted) takes one only while the session has places left.
 */
function refused(rows: readonly Decided[], action: BulkAction): number[] {
  const move = APPLICATION_TRANSITIONS[MOVE[action]];
  const free = new Map(rows.map((r) => [r.sessionId, r.free]));
  return rows
    .filter((r) => {
      if (!canMoveApplication(MOVE[action], r.state)) return true;
      if (PLACE_HOLDING_STATES.includes(r.state) || !PLACE_HOLDING_STATES.includes(move.to)) return false;
      const left = free.get(r.sessionId) ?? 0;
      if (left <= 0) return true;
      free.set(r.sessionId, left - 1);
      return false;
    })
    .map((r) => r.id);
}

/**
 * Accepts, rejects or marks attended applications of activities the account manages (ownership
 * policy), all or none (409 naming the ids that cannot change; others' ids are 404). A rejected place
 * holder frees its place for the session's waitlist; accepted and rejected volunteers are notified.
 */
export function decideApplications(deps: NotifyDeps, staff: Manager, ids: readonly number[], action: BulkAction): Promise<number[]> {
  const { sequelize } = deps;
  const unique = [...new Set(ids)];
  return sequelize.transaction(async (transaction) => {
    const owned = await run<OwnerRow & { sessionId: number | null }>(
      sequelize,
      `SELECT a.session_id AS "sessionId", ${OWNER_COLUMNS} FROM applications a ${activityOfApplication()} WHERE a.id = ANY($1::int[])`,
      [unique],
      transaction,
    );
    if (owned.length !== unique.length || !owned.every((o) => mayManage(staff, ownerOfRow(o)))) throw NotFound();
    await lockSessions(
      sequelize,
      owned.map((o) => o.sessionId),
      transaction,
    );
    const rows = await run<Decided>(
      sequelize,
      `SELECT a.id, a.state, a.session_id AS "sessionId", a.user_id AS "userId", ${ACTIVITY_REF},
              s.capacity - (SELECT count(*)::int FROM applications x WHERE x.session_id = a.session_id AND x.state = ANY($2::text[])) AS free
         FROM applications a ${activityOfApplication()}
        WHERE a.id = ANY($1::int[]) ORDER BY a.created_at, a.id FOR UPDATE OF a`,
      [unique, PLACE_HOLDING_STATES],
      transaction,
    );
    const invalid = refused(rows, action);
    if (invalid.length) throw new HttpError(409, 'conflict', 'invalid_transition', { ids: invalid.join(', ') });
    const decides = action !== 'attended';
    await run(
      sequelize,
      `UPDATE applications SET state = $2, updated_at = now(),
              decided_by = CASE WHEN $4 THEN $3::int ELSE decided_by END, decided_at = CASE WHEN $4 THEN now() ELSE decided_at END
        WHERE id = ANY($1::int[]) RETURNING id`,
      [unique, APPLICATION_TRANSITIONS[MOVE[action]].to, staff.id, decides],
      transaction,
    );
    if (action === 'reject')
      await promoteWaitlisted(
        deps,
        rows.flatMap((r) => (r.sessionId === null ? [] : [r.sessionId])),
        transaction,
      );
    if (decides) await sendNoticeByActivity(deps, action === 'accept' ? 'accepted' : 'rejected', rows, transaction);
    return unique;
  });
}
