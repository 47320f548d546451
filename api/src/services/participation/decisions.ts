import {
  APPLICATION_TRANSITIONS,
  canMoveApplication,
  mayMarkAttended,
  PLACE_HOLDING_STATES,
  type ApplicationAction,
  type ApplicationState,
  type ParticipationTimes,
} from '@hashar/common';
import { run } from '../../lists';
import { HttpError, NotFound } from '../../errors';
import type { NotifyDeps } from '../notify';
import { sendNoticeByActivity, type ActivityRef, type Notice } from './notices';
import { mayManage, ownerOfRow, type Manager, type OwnerRow } from '../../policies/ownership';
import { activityEntry } from '../../activities/registry';
import { ACTIVITY_REF, activitiesSql, activityOfApplication, lockSessions, OWNER_COLUMNS, TIMES_COLUMNS } from './sql';
import { promoteWaitlisted } from './waitlist';
import { takenPlaces } from '../../activities/core/places';

/** The owner's moves on applications besides verifying hours (hours.ts), as APPLICATION_TRANSITIONS names them. */
export const DECISIONS = ['shortlist', 'interview', 'accept', 'reject', 'attend'] as const satisfies readonly ApplicationAction[];
export type Decision = (typeof DECISIONS)[number];

/** What an organizer does to applications in one go (POST /api/crm/applications/bulk): a decision, `attended` naming `attend`. */
export const BULK_ACTIONS = [...DECISIONS, 'attended'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** The decision a bulk action makes. */
export const decisionOf = (action: BulkAction): Decision => (action === 'attended' ? 'attend' : action);

/** The owner's moves on an application to a kind (its entry's `decisions`, from common). */
export function decisionsOf(kind: string): readonly ApplicationAction[] {
  return activityEntry(kind).decisions;
}

/** Whether the kind offers this move to its owners. */
export const offers = (kind: string, action: ApplicationAction): boolean => decisionsOf(kind).includes(action);

/** The notice each decision sends the applicant (marking attendance sends none). */
const NOTICES: Record<Decision, Notice | null> = {
  shortlist: 'shortlisted',
  interview: 'interview',
  accept: 'accepted',
  reject: 'rejected',
  attend: null,
};

/** One activity the applications must belong to (the owner routes name it in the path; others' are 404). */
export interface ActivityScope {
  kind: string;
  id: number;
}

interface Decided extends ActivityRef, ParticipationTimes {
  id: number;
  state: ApplicationState;
  sessionId: number | null;
  userId: number;
  /** The places it holds while in a place-holding state: 1, a team's N, 0 for a team member's own row. */
  places: number;
  /** Set on a team member's own row: the team's application. */
  teamId: number | null;
  /** Set on a team's row: its initiative group. */
  groupId: number | null;
  /** Free places of the session before this batch (null without a session). */
  free: number | null;
}

/**
 * The ids whose kind does not offer the decision or whose current state does not allow it
 * (APPLICATION_TRANSITIONS); in a session, one that holds no place (waitlisted, or any state
 * outside PLACE_HOLDING_STATES) takes its `places` only while the session has that many left;
 * a team member's own row never takes a place apart from its team.
 */
function refused(rows: readonly Decided[], decision: Decision): number[] {
  const move = APPLICATION_TRANSITIONS[decision];
  const free = new Map(rows.map((r) => [r.sessionId, r.free]));
  return rows
    .filter((r) => {
      if (!offers(r.activityKind, decision) || !canMoveApplication(decision, r.state)) return true;
      if (r.sessionId === null || PLACE_HOLDING_STATES.includes(r.state) || !PLACE_HOLDING_STATES.includes(move.to)) return false;
      if (r.teamId !== null) return true;
      const left = free.get(r.sessionId) ?? 0;
      if (left < r.places) return true;
      free.set(r.sessionId, left - r.places);
      return false;
    })
    .map((r) => r.id);
}

/**
 * Makes one decision on applications of activities the account manages (ownership policy) —
 * shortlist, invite to an interview, accept, reject or mark attended — all or none: 409 naming
 * the ids whose kind does not offer it or whose state does not allow it; others' ids, and ids
 * outside `options.activity` when given, are 404. A rejected place holder frees its place for
 * the session's waitlist; every decision but attendance notifies the applicant (in-app and by
 * e-mail, in their language) with the owner's `message` when there is one.
 */
export function decideApplications(
  deps: NotifyDeps,
  staff: Manager,
  ids: readonly number[],
  decision: Decision,
  options: { message?: string | null; activity?: ActivityScope } = {},
): Promise<number[]> {
  const { sequelize } = deps;
  const unique = [...new Set(ids)];
  const scope = options.activity;
  return sequelize.transaction(async (transaction) => {
    const owned = await run<OwnerRow & { sessionId: number | null; kind: string; activityId: number }>(
      sequelize,
      `SELECT a.session_id AS "sessionId", a.activity_kind AS kind, a.activity_id AS "activityId", ${OWNER_COLUMNS}
         FROM applications a ${activityOfApplication()} WHERE a.id = ANY($1::int[])`,
      [unique],
      transaction,
    );
    const inScope = (o: { kind: string; activityId: number }) => !scope || (o.kind === scope.kind && o.activityId === scope.id);
    if (owned.length !== unique.length || !owned.every((o) => inScope(o) && mayManage(staff, ownerOfRow(o)))) throw NotFound();
    await lockSessions(
      sequelize,
      owned.map((o) => o.sessionId),
      transaction,
    );
    const rows = await run<Decided>(
      sequelize,
      `SELECT a.id, a.state, a.session_id AS "sessionId", a.user_id AS "userId", a.places, a.team_id AS "teamId", a.group_id AS "groupId",
              ${ACTIVITY_REF}, ${TIMES_COLUMNS}, s.capacity - ${takenPlaces('a.session_id')} AS free
         FROM applications a ${activityOfApplication()}
        WHERE a.id = ANY($1::int[]) ORDER BY a.created_at, a.id FOR UPDATE OF a`,
      [unique],
      transaction,
    );
    const invalid = refused(rows, decision);
    if (invalid.length) throw new HttpError(409, 'conflict', 'invalid_transition', { ids: invalid.join(', ') });
    // Attendance only once the session has started (common/hours.ts, the one rule).
    const early = decision === 'attend' ? rows.filter((r) => !mayMarkAttended(r)).map((r) => r.id) : [];
    if (early.length) throw new HttpError(409, 'attend_too_early', 'attend_too_early', { ids: early.join(', ') });
    const notice = NOTICES[decision];
    await run(
      sequelize,
      `UPDATE applications SET state = $2, updated_at = now(),
              decided_by = CASE WHEN $4 THEN $3::int ELSE decided_by END, decided_at = CASE WHEN $4 THEN now() ELSE decided_at END
        WHERE id = ANY($1::int[]) RETURNING id`,
      [unique, APPLICATION_TRANSITIONS[decision].to, staff.id, notice !== null],
      transaction,
    );
    // A team's members' own rows move with it (those the move allows), and hear the decision too.
    const teamIds = rows.filter((r) => r.groupId !== null).map((r) => r.id);
    const members = teamIds.length
      ? await run<ActivityRef & { id: number; userId: number }>(
          sequelize,
          `WITH moved AS (
             UPDATE applications SET state = $2, updated_at = now(),
                    decided_by = CASE WHEN $4 THEN $3::int ELSE decided_by END, decided_at = CASE WHEN $4 THEN now() ELSE decided_at END
              WHERE team_id = ANY($1::int[]) AND state = ANY($5::text[])
              RETURNING id, user_id, activity_kind, activity_id)
           SELECT a.id, a.user_id AS "userId", ${ACTIVITY_REF}
             FROM moved a JOIN ${activitiesSql()} act ON act.kind = a.activity_kind AND act.id = a.activity_id`,
          [teamIds, APPLICATION_TRANSITIONS[decision].to, staff.id, notice !== null, APPLICATION_TRANSITIONS[decision].from],
          transaction,
        )
      : [];
    if (decision === 'reject')
      await promoteWaitlisted(
        deps,
        rows.flatMap((r) => (r.sessionId === null ? [] : [r.sessionId])),
        transaction,
      );
    if (notice) await sendNoticeByActivity(deps, notice, [...rows, ...members], transaction, options.message);
    return unique;
  });
}
