import { run } from '../../lists';
import { BadRequest, NotFound } from '../../errors';
import { EVENT } from '../../activities/event';
import { assertManages, ownerOfRow, type Manager, type OwnerRow } from '../../policies/ownership';
import { notify, type NotifyDeps } from '../notify';
import { activityPage } from './notices';

/**
 * Sends the organizer's message (email + in-app, kind organizer_message) to every accepted or
 * attended applicant of an event the account manages (ownership policy; 404 otherwise); 400
 * when there is nobody. Returns how many got it.
 */
export function messageParticipants(deps: NotifyDeps, staff: Manager, eventId: number, subject: string, body: string): Promise<number> {
  const { sequelize } = deps;
  return sequelize.transaction(async (transaction) => {
    const [event] = await run<OwnerRow & { recipients: number[] }>(
      sequelize,
      `SELECT e.organization_id, e.owner_user_id, e.owner_group_id,
              ARRAY(SELECT DISTINCT a.user_id FROM applications a
                     WHERE a.activity_kind = $2 AND a.activity_id = e.id AND a.state IN ('accepted', 'attended')) AS recipients
         FROM events e WHERE e.id = $1`,
      [eventId, EVENT.kind],
      transaction,
    );
    if (!event) throw NotFound();
    assertManages(staff, ownerOfRow(event));
    if (event.recipients.length === 0) throw BadRequest('no_recipients');
    await notify(
      deps,
      {
        userIds: event.recipients,
        kind: 'organizer_message',
        title: { ru: subject, uz: subject },
        body: { ru: body, uz: body },
        page: activityPage({ activityKind: EVENT.kind, activityId: eventId }),
        email: true,
      },
      transaction,
    );
    return event.recipients.length;
  });
}
