import { APPLICATION_TRANSITIONS, canMoveApplication, POINTS, type ApplicationState } from '@hashar/common';
import { UniqueConstraintError } from 'sequelize';
import { run } from '../../lists';
import { HttpError, NotFound } from '../../errors';
import type { NotifyDeps } from '../notify';
import { sendNotice, type ActivityRef } from './notices';
import { mayManage, ownerOfRow, type Manager, type OwnerRow } from '../../policies/ownership';
import { ACTIVITY_REF, activityOfApplication, OWNER_COLUMNS } from './sql';

/** Points paid for verified hours (POINTS.perVerifiedHour each, rounded to a whole point). */
export const pointsFor = (hours: number): number => Math.round(POINTS.perVerifiedHour * hours);

/**
 * Verifies a volunteer's hours on an application of an activity the account manages (ownership
 * policy; the hours record gets the activity's owner): the hours record, the points and the `completed` state in one transaction. Verifying twice is a 409;
 * the unique keys of hours_records and points_ledger keep a race from paying twice.
 */
export function verifyHours(deps: NotifyDeps, staff: Manager, applicationId: number, hours: number, note: string | null): Promise<void> {
  const { sequelize } = deps;
  return sequelize.transaction(async (transaction) => {
    const [application] = await run<ActivityRef & OwnerRow & { state: ApplicationState; userId: number }>(
      sequelize,
      `SELECT a.state, a.user_id AS "userId", ${ACTIVITY_REF}, ${OWNER_COLUMNS}
         FROM applications a ${activityOfApplication()}
        WHERE a.id = $1 FOR UPDATE OF a`,
      [applicationId],
      transaction,
    );
    if (!application || !mayManage(staff, ownerOfRow(application))) throw NotFound();
    if (application.state === 'completed') throw new HttpError(409, 'conflict', 'already_verified');
    if (!canMoveApplication('verify', application.state)) throw new HttpError(409, 'conflict', 'cannot_verify');
    const points = pointsFor(hours);
    try {
      await run(
        sequelize,
        `WITH h AS (
           INSERT INTO hours_records (application_id, user_id, organization_id, owner_user_id, owner_group_id, hours, note, verified_by)
           VALUES ($1, $2, $3, $8, $9, $4, $5, $6) RETURNING id),
         p AS (INSERT INTO points_ledger (user_id, delta, reason, hours_record_id) SELECT $2, $7, 'hours', id FROM h RETURNING id)
         UPDATE applications SET state = $10, updated_at = now() WHERE id = $1 AND EXISTS (SELECT 1 FROM p) RETURNING id`,
        [
          applicationId,
          application.userId,
          application.organization_id,
          hours,
          note,
          staff.id,
          points,
          application.owner_user_id,
          application.owner_group_id,
          APPLICATION_TRANSITIONS.verify.to,
        ],
        transaction,
      );
    } catch (err) {
      if (err instanceof UniqueConstraintError) throw new HttpError(409, 'conflict', 'already_verified');
      throw err;
    }
    await sendNotice(deps, 'hours', [application.userId], application, { hours, points }, transaction);
  });
}
