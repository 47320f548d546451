import { run } from '../../lists';
import { BadRequest, NotFound } from '../../errors';
import type { ApiActivityKind } from '../../activities/types';
import { assertManages, ownerOfRow, type Manager, type OwnerRow } from '../../policies/ownership';
import { notify, type NotifyDeps } from '../notify';
import { activityPage } from './notices';

/**
 * Sends the organizer's message (email + in-app, kind organizer_message) to every accepted or
 * attended applicant of an activity (of any kind) the account manages (ownership policy; 404 otherwise); 400
 * when there is nobody. Returns how many got it.
 */
export function messageParticipants(
  deps: NotifyDeps,
  staff: Manager,
  kind: ApiActivityKind,
  activityId: number,
  subject: string,
  body: string,
): Promise<number> {
  const { sequelize } = deps;
  return sequelize.transaction(async (transaction) => {
    const [activity] = await run<OwnerRow & { recipients: number[] }>(
      sequelize,
      `SELECT e.organization_id, e.owner_user_id, e.owner_group_id,
              ARRAY(SELECT DISTINCT a.user_id FROM applications a
                     WHERE a.activity_kind = $2 AND a.activity_id = e.id AND a.state IN ('accepted', 'attended')) AS recipients
         FROM ${kind.table} e WHERE e.id = $1`,
      [activityId, kind.kind],
      transaction,
    );
    if (!activity) throw NotFound();
    assertManages(staff, ownerOfRow(activity));
    if (activity.recipients.length === 0) throw BadRequest('no_recipients');
    await notify(
      deps,
      {
        userIds: activity.recipients,
        kind: 'organizer_message',
        title: { ru: subject, uz: subject },
        body: { ru: body, uz: body },
        page: activityPage({ activityKind: kind.kind, activityId }),
        email: true,
      },
      transaction,
    );
    return activity.recipients.length;
  });
}
