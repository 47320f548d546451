import type { GroupRole } from '@hashar/common';
import type { Sequelize, Transaction } from 'sequelize';
import { NotFound } from '../../errors';
import { modelRecord, run } from '../../lists';
import { InitiativeGroup } from '../../models';

/** A group and the caller's role in it (null: not a member). */
export interface GroupAccess {
  group: InitiativeGroup;
  role: GroupRole | null;
}

/**
 * The group and the caller's role in it; 404 for an unknown group. In a transaction the group is
 * locked for the change that follows; else it is read with SQL (every column, as the model names them).
 */
export async function groupAccess(
  sequelize: Sequelize,
  groupId: number,
  userId: number | undefined,
  t?: Transaction,
): Promise<GroupAccess> {
  const group = t
    ? await InitiativeGroup.findByPk(groupId, { transaction: t, lock: t.LOCK.UPDATE })
    : await modelRecord(sequelize, InitiativeGroup, groupId);
  if (!group) throw NotFound();
  return { group, role: userId === undefined ? null : await roleIn(sequelize, groupId, userId, t) };
}

/** A user's role in a group, or null. */
export async function roleIn(sequelize: Sequelize, groupId: number, userId: number, t?: Transaction): Promise<GroupRole | null> {
  const [row] = await run<{ role: GroupRole }>(
    sequelize,
    'SELECT role FROM initiative_group_members WHERE group_id = $1 AND user_id = $2',
    [groupId, userId],
    t,
  );
  return row?.role ?? null;
}

/** SQL: a member's columns (alias `m` of initiative_group_members) with MEMBER_JOIN. */
export const MEMBER_COLUMNS = `m.user_id, m.role, m.created_at AS joined_at,
  COALESCE(NULLIF(vp.first_name, ''), u.name) AS first_name, COALESCE(vp.last_name, '') AS last_name, u.avatar_thumb_url`;
export const MEMBER_JOIN = 'JOIN users u ON u.id = m.user_id LEFT JOIN volunteer_profiles vp ON vp.user_id = m.user_id';
/** SQL: members first by role (leader, co-leaders, members), then by when they joined. */
export const MEMBER_ORDER = `CASE m.role WHEN 'leader' THEN 0 WHEN 'coleader' THEN 1 ELSE 2 END, m.created_at, m.user_id`;

/** SQL: the member count of group `<alias>.id`. */
export const memberCountSql = (alias: string) => `(SELECT count(*)::int FROM initiative_group_members c WHERE c.group_id = ${alias}.id)`;
