import {
  ageOnDay,
  APPLICATION_TRANSITIONS,
  canMoveApplication,
  PLACE_HOLDING_STATES,
  type ApplicationState,
  type Locale,
  type ModerationState,
  type MyApplicationDto,
  toTashkentDateInput,
} from '@hashar/common';
import type { Sequelize, Transaction } from 'sequelize';
import type { ApiActivityKind } from '../../activities/types';
import { translate } from '../../i18n';
import { firstRow, run } from '../../lists';
import { BadRequest, HttpError, NotFound } from '../../errors';
import type { OwnerRow } from '../../policies/ownership';
import { ownersPeople } from '../moderation';
import type { NotifyDeps } from '../notify';
import { sendNotice, type ActivityRef } from './notices';
import { ACTIVITY_REF, activitiesSql, activityOfSession, lockSessions, OWNER_COLUMNS } from './sql';
import { promoteWaitlisted } from './waitlist';
import { takenPlaces } from '../../activities/core/places';
import { requireCourses } from '../academy/requirements';

/** What an application is made to: an activity, and its session when the kind has sessions (else no capacity, no dates). */
export interface Target extends ActivityRef, OwnerRow {
  sessionId: number | null;
  capacity: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  moderation: ModerationState;
  archivedAt: Date | null;
  minAge: number | null;
  /** The owning initiative group's status, null when no group owns the activity (frozen unless above 0). */
  groupStatus: number | null;
}

export interface Applicant {
  name: string;
  birthDate: string | null;
  isVolunteer: boolean;
  taken: number;
  existingState: ApplicationState | null;
}

interface ApplicationRowSql {
  id: number;
  sessionId: number | null;
  state: ApplicationState;
  createdAt: Date;
}

const present = (a: ApplicationRowSql): MyApplicationDto => ({
  id: a.id,
  sessionId: a.sessionId,
  state: a.state,
  createdAt: new Date(a.createdAt).toISOString(),
});

const RETURNING = 'RETURNING id, session_id AS "sessionId", state, created_at AS "createdAt"';
const TARGET_COLUMNS = `${ACTIVITY_REF}, act.moderation, act.archived_at AS "archivedAt", act.min_age AS "minAge", ${OWNER_COLUMNS},
  (SELECT g.status FROM initiative_groups g WHERE g.id = act.owner_group_id) AS "groupStatus"`;

/** Open to applications: approved, not archived, and — when a group owns it — the group is active. */
export const isOpen = (target: Pick<Target, 'moderation' | 'archivedAt' | 'groupStatus'>): boolean =>
  target.moderation === 'approved' && !target.archivedAt && (target.groupStatus === null || target.groupStatus > 0);

/**
 * 400 when the activity has a minimum age the applicant is under on its first day (Tashkent
 * dates), and for a volunteer whose birth date is not in their profile yet (the message asks for it).
 */
export function checkAge(target: Target, applicant: Pick<Applicant, 'birthDate' | 'isVolunteer'>, locale: Locale): void {
  const problem = ageProblem(target, applicant);
  const params = { age: target.minAge ?? 0 };
  if (problem === 'birthDateMissing') {
    // `fields.birthDate` tells the page to link the volunteer profile beside the message.
    throw new HttpError(400, 'bad_request', 'apply_birth_date_missing', params, {
      birthDate: translate(locale, 'apply_birth_date_missing', params),
    });
  }
  if (problem === 'tooYoung') throw new HttpError(400, 'bad_request', 'apply_too_young', params);
}

/**
 * Why the applicant may not take part for their age, if so: under the activity's minimum age on
 * its first day (Tashkent dates), or a volunteer whose birth date is not in their profile yet.
 */
export function ageProblem(
  target: Pick<Target, 'minAge' | 'startsAt'>,
  applicant: Pick<Applicant, 'birthDate' | 'isVolunteer'>,
): 'birthDateMissing' | 'tooYoung' | null {
  if (!target.minAge) return null;
  if (!applicant.birthDate) return applicant.isVolunteer ? 'birthDateMissing' : null;
  return ageOnDay(applicant.birthDate, toTashkentDateInput(target.startsAt ?? new Date())) < target.minAge ? 'tooYoung' : null;
}

/**
 * Applies the user to the target (locked by the caller): `pending` while a place is free, else
 * `waitlisted` (APPLICATION_TRANSITIONS); a target without capacity (no session) is always
 * `pending`. A withdrawn or rejected application of the same target is reopened; a live one is
 * a 409. The owner's people are told.
 */
async function applyTo(
  deps: NotifyDeps,
  userId: number,
  target: Target,
  message: string | null,
  locale: Locale,
  transaction: Transaction,
): Promise<MyApplicationDto> {
  const { sequelize } = deps;
  if (!isOpen(target)) throw BadRequest('apply_not_open');
  if (target.endsAt && new Date(target.endsAt) <= new Date()) throw BadRequest('apply_ended');
  const [applicant] = await run<Applicant>(
    sequelize,
    `SELECT u.name, COALESCE(vp.birth_date::text, to_jsonb(tp) ->> 'birth_date') AS "birthDate", vp.user_id IS NOT NULL AS "isVolunteer",
            ${takenPlaces('$2::int')} AS taken,
            mine.state AS "existingState"
       FROM users u LEFT JOIN volunteer_profiles vp ON vp.user_id = u.id LEFT JOIN trainee_profiles tp ON tp.user_id = u.id
       LEFT JOIN applications mine ON mine.user_id = u.id AND mine.session_id IS NOT DISTINCT FROM $2::int
        AND mine.activity_kind = $3 AND mine.activity_id = $4 AND mine.group_id IS NULL
      WHERE u.id = $1`,
    [userId, target.sessionId, target.activityKind, target.activityId],
    transaction,
  );
  if (!applicant) throw NotFound();
  checkAge(target, applicant, locale);
  if (!canMoveApplication('apply', applicant.existingState)) throw new HttpError(409, 'conflict', 'already_applied');
  await requireCourses(deps, userId, target, locale, transaction);
  const placeFree = target.capacity === null || applicant.taken < target.capacity;
  const state = APPLICATION_TRANSITIONS[placeFree ? 'apply' : 'waitlist'].to;
  // A reopened row is the volunteer's own (a former team member's row takes its place again).
  const reopen = `DO UPDATE SET state = EXCLUDED.state, message = EXCLUDED.message, team_id = NULL, places = EXCLUDED.places,
         decided_by = NULL, decided_at = NULL, created_at = now(), updated_at = now()`;
  const written =
    target.sessionId !== null
      ? await run<ApplicationRowSql>(
          sequelize,
          `INSERT INTO applications (user_id, session_id, state, message) VALUES ($1, $2, $3, $4)
           ON CONFLICT (user_id, session_id) WHERE group_id IS NULL ${reopen} ${RETURNING}`,
          [userId, target.sessionId, state, message],
          transaction,
        )
      : await run<ApplicationRowSql>(
          sequelize,
          `INSERT INTO applications (user_id, activity_kind, activity_id, state, message) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (user_id, activity_kind, activity_id) WHERE session_id IS NULL ${reopen} ${RETURNING}`,
          [userId, target.activityKind, target.activityId, state, message],
          transaction,
        );
  const staffIds = await ownersPeople(sequelize, target, transaction);
  await sendNotice(deps, 'received', staffIds, target, { name: applicant.name }, transaction);
  return present(firstRow(written, 'the new application'));
}

/** Applies the user to a session of an activity (POST /api/sessions/:id/apply); the session row is locked for the count and the write. */
export function applyToSession(
  deps: NotifyDeps,
  userId: number,
  sessionId: number,
  message: string | null,
  locale: Locale = 'ru',
): Promise<MyApplicationDto> {
  return deps.sequelize.transaction(async (transaction) => {
    const target = await lockSessionTarget(deps.sequelize, sessionId, transaction);
    return applyTo(deps, userId, target, message, locale, transaction);
  });
}

/** The session and its activity, the session row locked for a count and a write; 404 for an unknown session. */
export async function lockSessionTarget(sequelize: Sequelize, sessionId: number, transaction: Transaction): Promise<Target> {
  const [target] = await run<Target>(
    sequelize,
    `SELECT s.id AS "sessionId", s.capacity, s.starts_at AS "startsAt", s.ends_at AS "endsAt", ${TARGET_COLUMNS}
       FROM visit_sessions s ${activityOfSession()} WHERE s.id = $1 FOR UPDATE OF s`,
    [sessionId],
    transaction,
  );
  if (!target) throw NotFound();
  return target;
}

/**
 * Applies the user to an activity of a kind without sessions (POST /api/activities/:kind/:id/apply);
 * kinds with sessions take applications to a session only (404 here). The activity row is locked.
 * A kind with `applicationFields` checks and stores its own fields of the request around the write.
 */
export function applyToActivity(
  deps: NotifyDeps,
  userId: number,
  kind: ApiActivityKind,
  activityId: number,
  message: string | null,
  request: { body: Record<string, unknown>; locale: Locale } = { body: {}, locale: 'ru' },
): Promise<MyApplicationDto> {
  if (kind.session) throw NotFound();
  return deps.sequelize.transaction(async (transaction) => {
    await run(deps.sequelize, `SELECT id FROM ${kind.table} WHERE id = $1 FOR UPDATE`, [activityId], transaction);
    const [target] = await run<Target>(
      deps.sequelize,
      `SELECT NULL::int AS "sessionId", NULL::int AS capacity, NULL::timestamptz AS "startsAt", NULL::timestamptz AS "endsAt", ${TARGET_COLUMNS}
         FROM ${activitiesSql()} act WHERE act.kind = $1 AND act.id = $2`,
      [kind.kind, activityId],
      transaction,
    );
    if (!target) throw NotFound();
    // The kind's own fields (vacancies: deadline, cover letter, CV) — see ApiActivityKind.applicationFields.
    const own = kind.applicationFields;
    const ctx = { sequelize: deps.sequelize, userId, activityId, ...request };
    await own?.check(ctx, transaction);
    const application = await applyTo(deps, userId, target, message, request.locale, transaction);
    await own?.store(ctx, application.id, transaction);
    return application;
  });
}

/**
 * The applicant withdraws (others get 404; a team is withdrawn by its group's managers, team.ts). A withdrawn place holder frees its place for the
 * oldest waitlisted application of the session, in the same transaction.
 */
export function withdrawApplication(deps: NotifyDeps, userId: number, applicationId: number): Promise<MyApplicationDto> {
  const { sequelize } = deps;
  return sequelize.transaction(async (transaction) => {
    const [found] = await run<{ sessionId: number | null }>(
      sequelize,
      'SELECT session_id AS "sessionId" FROM applications WHERE id = $1 AND user_id = $2 AND group_id IS NULL',
      [applicationId, userId],
      transaction,
    );
    if (!found) throw NotFound();
    await lockSessions(sequelize, [found.sessionId], transaction);
    const [current] = await run<{ state: ApplicationState }>(
      sequelize,
      'SELECT state FROM applications WHERE id = $1 FOR UPDATE',
      [applicationId],
      transaction,
    );
    if (!current || !canMoveApplication('withdraw', current.state)) throw new HttpError(409, 'conflict', 'cannot_withdraw');
    const withdrawn = await run<ApplicationRowSql>(
      sequelize,
      `UPDATE applications SET state = $2, updated_at = now() WHERE id = $1 ${RETURNING}`,
      [applicationId, APPLICATION_TRANSITIONS.withdraw.to],
      transaction,
    );
    if (found.sessionId !== null && PLACE_HOLDING_STATES.includes(current.state)) {
      await promoteWaitlisted(deps, [found.sessionId], transaction);
    }
    return present(firstRow(withdrawn, `application ${applicationId}`));
  });
}

/** The user withdraws their application to an activity without sessions (POST /api/activities/:kind/:id/withdraw). */
export async function withdrawFromActivity(
  deps: NotifyDeps,
  userId: number,
  kind: ApiActivityKind,
  activityId: number,
): Promise<MyApplicationDto> {
  const [found] = await run<{ id: number }>(
    deps.sequelize,
    'SELECT id FROM applications WHERE user_id = $1 AND session_id IS NULL AND activity_kind = $2 AND activity_id = $3',
    [userId, kind.kind, activityId],
  );
  if (!found) throw NotFound();
  return withdrawApplication(deps, userId, found.id);
}
