import {
  APPLICATION_TRANSITIONS,
  canMoveApplication,
  PLACE_HOLDING_STATES,
  type ApplicationState,
  type ModerationState,
  type MyApplicationDto,
} from '@hashar/common';
import { run } from '../../lists';
import { BadRequest, HttpError, NotFound } from '../../errors';
import type { NotifyDeps } from '../notify';
import { sendNotice, type ActivityRef } from './notices';
import { ACTIVITY_OF_SESSION, lockSessions, ORGANIZATION_ID, TITLES } from './sql';
import { promoteWaitlisted } from './waitlist';

interface SessionToApply extends ActivityRef {
  capacity: number;
  startsAt: Date;
  endsAt: Date;
  moderation: ModerationState;
  archivedAt: Date | null;
  minAge: number | null;
  staffIds: number[];
}

interface Applicant {
  name: string;
  birthDate: string | null;
  taken: number;
  existingState: ApplicationState | null;
}

interface ApplicationRowSql {
  id: number;
  sessionId: number;
  state: ApplicationState;
  createdAt: Date;
}

const present = (a: ApplicationRowSql): MyApplicationDto => ({
  id: a.id,
  sessionId: a.sessionId,
  state: a.state,
  createdAt: new Date(a.createdAt).toISOString(),
});

/** Full years of someone born on `birthDate` (YYYY-MM-DD) at the moment `at`. */
export function ageOn(birthDate: string, at: Date): number {
  const [y, m, d] = birthDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  const beforeBirthday = at.getUTCMonth() + 1 < m || (at.getUTCMonth() + 1 === m && at.getUTCDate() < d);
  return at.getUTCFullYear() - y - (beforeBirthday ? 1 : 0);
}

const RETURNING = 'RETURNING id, session_id AS "sessionId", state, created_at AS "createdAt"';

/**
 * Applies the user to a session: `pending` while a place is free, else `waitlisted`. The
 * session row is locked for the count and the write, so two people never take the last place.
 * A withdrawn or rejected application of the same session is reopened; a live one is a 409.
 */
export function applyToSession(deps: NotifyDeps, userId: number, sessionId: number, message: string | null): Promise<MyApplicationDto> {
  const { sequelize } = deps;
  return sequelize.transaction(async (transaction) => {
    const [session] = await run<SessionToApply>(
      sequelize,
      `SELECT s.capacity, s.starts_at AS "startsAt", s.ends_at AS "endsAt", s.event_id AS "eventId", s.visit_option_id AS "visitOptionId",
              COALESCE(e.moderation, v.moderation) AS moderation, COALESCE(e.archived_at, v.archived_at) AS "archivedAt",
              e.min_age AS "minAge", ${TITLES},
              ARRAY(SELECT os.user_id FROM organization_staff os WHERE os.organization_id = ${ORGANIZATION_ID}) AS "staffIds"
         FROM visit_sessions s ${ACTIVITY_OF_SESSION} WHERE s.id = $1 FOR UPDATE OF s`,
      [sessionId],
      transaction,
    );
    if (!session) throw NotFound();
    if (session.moderation !== 'approved' || session.archivedAt) throw BadRequest('apply_not_open');
    if (new Date(session.endsAt) <= new Date()) throw BadRequest('apply_ended');
    // The birth date is read by name so the check starts working once profiles store one.
    const [applicant] = await run<Applicant>(
      sequelize,
      `SELECT u.name, COALESCE(to_jsonb(vp) ->> 'birth_date', to_jsonb(tp) ->> 'birth_date') AS "birthDate",
              (SELECT count(*)::int FROM applications x WHERE x.session_id = $2 AND x.state = ANY($3::text[])) AS taken,
              mine.state AS "existingState"
         FROM users u LEFT JOIN volunteer_profiles vp ON vp.user_id = u.id LEFT JOIN trainee_profiles tp ON tp.user_id = u.id
         LEFT JOIN applications mine ON mine.user_id = u.id AND mine.session_id = $2
        WHERE u.id = $1`,
      [userId, sessionId, PLACE_HOLDING_STATES],
      transaction,
    );
    if (!applicant) throw NotFound();
    if (session.minAge && applicant.birthDate && ageOn(applicant.birthDate, new Date(session.startsAt)) < session.minAge) {
      throw new HttpError(400, 'bad_request', 'apply_too_young', { age: session.minAge });
    }
    if (!canMoveApplication('apply', applicant.existingState)) throw new HttpError(409, 'conflict', 'already_applied');
    const state = APPLICATION_TRANSITIONS[applicant.taken < session.capacity ? 'apply' : 'waitlist'].to;
    const [application] = await run<ApplicationRowSql>(
      sequelize,
      `INSERT INTO applications (user_id, session_id, state, message) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, session_id) DO UPDATE SET state = EXCLUDED.state, message = EXCLUDED.message,
         decided_by = NULL, decided_at = NULL, created_at = now(), updated_at = now()
       ${RETURNING}`,
      [userId, sessionId, state, message],
      transaction,
    );
    await sendNotice(deps, 'received', session.staffIds, session, { name: applicant.name }, transaction);
    return present(application!);
  });
}

/**
 * The applicant withdraws (others get 404). A withdrawn place holder frees its place for the
 * oldest waitlisted application of the session, in the same transaction.
 */
export function withdrawApplication(deps: NotifyDeps, userId: number, applicationId: number): Promise<MyApplicationDto> {
  const { sequelize } = deps;
  return sequelize.transaction(async (transaction) => {
    const [found] = await run<{ sessionId: number }>(
      sequelize,
      'SELECT session_id AS "sessionId" FROM applications WHERE id = $1 AND user_id = $2',
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
    const [application] = await run<ApplicationRowSql>(
      sequelize,
      `UPDATE applications SET state = $2, updated_at = now() WHERE id = $1 ${RETURNING}`,
      [applicationId, APPLICATION_TRANSITIONS.withdraw.to],
      transaction,
    );
    if (PLACE_HOLDING_STATES.includes(current.state)) await promoteWaitlisted(deps, [found.sessionId], transaction);
    return present(application!);
  });
}
