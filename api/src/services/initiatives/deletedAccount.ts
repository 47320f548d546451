import type { Sequelize, Transaction } from 'sequelize';
import { translate } from '../../i18n';
import { exec } from '../../lists';

/**
 * A deleted account leaves its groups (inside the deletion's transaction): its memberships and
 * pending invitations and requests go; a group it led passes to its oldest co-leader, else its
 * oldest member, else (nobody left) it is suspended. Set-based: three statements for all its groups.
 */
export async function leaveGroupsOfDeletedAccount(sequelize: Sequelize, userId: number, t: Transaction): Promise<void> {
  await exec(
    sequelize,
    `UPDATE initiative_group_requests SET state = 'cancelled', decided_at = now(), updated_at = now()
      WHERE user_id = $1 AND state = 'pending'`,
    [userId],
    t,
  );
  const led = await exec<{ group_id: number }>(
    sequelize,
    `DELETE FROM initiative_group_members WHERE user_id = $1 RETURNING group_id, role`,
    [userId],
    t,
  ).then((rows) => (rows as { group_id: number; role: string }[]).filter((r) => r.role === 'leader').map((r) => r.group_id));
  if (!led.length) return;
  const promoted = await exec<{ group_id: number }>(
    sequelize,
    `UPDATE initiative_group_members m SET role = 'leader'
       FROM (SELECT DISTINCT ON (group_id) group_id, user_id FROM initiative_group_members
              WHERE group_id = ANY($1::int[]) ORDER BY group_id, (role = 'coleader') DESC, created_at, user_id) s
      WHERE m.group_id = s.group_id AND m.user_id = s.user_id RETURNING m.group_id`,
    [led],
    t,
  );
  const kept = new Set(promoted.map((p) => p.group_id));
  const orphaned = led.filter((id) => !kept.has(id));
  if (!orphaned.length) return;
  await exec(
    sequelize,
    `UPDATE initiative_groups SET suspended_at = now(), suspend_reason = $2, updated_at = now()
      WHERE id = ANY($1::int[]) AND suspended_at IS NULL`,
    [orphaned, translate('ru', 'group_leader_deleted')],
    t,
  );
}
