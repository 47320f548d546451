import { GROUP_MANAGER_ROLES, type GroupDetail, type GroupMemberDto, type MyGroupBrief } from '@hashar/common';

/** Whether the caller manages the group (leader or co-leader). */
export const managesGroup = (g: Pick<MyGroupBrief, 'role'>): boolean => GROUP_MANAGER_ROLES.includes(g.role);

/**
 * The group a profile page shows: the one named by `?group=` when the caller belongs to it,
 * else the first group the caller manages, else their first group; null without groups.
 */
export function chooseGroup(groups: readonly MyGroupBrief[], param: string | null): MyGroupBrief | null {
  const named = param && /^[1-9]\d{0,9}$/.test(param) ? groups.find((g) => g.id === Number(param)) : undefined;
  return named ?? groups.find(managesGroup) ?? groups[0] ?? null;
}

/** The badge class of a group's numeric status (the moderation badges' colours). */
export function statusTone(status: number): 'approved' | 'moderation' | 'rejected' {
  if (status > 0) return 'approved';
  return status === 0 ? 'moderation' : 'rejected';
}

const ROLE_ORDER = { leader: 0, coleader: 1, member: 2 } as const;

/** The members, the leader first, then the co-leaders, then the others by joining. */
export function orderedMembers(group: Pick<GroupDetail, 'leader' | 'members'>): GroupMemberDto[] {
  const rest = group.members.filter((m) => m.userId !== group.leader?.userId);
  const sorted = [...rest].sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || a.joinedAt.localeCompare(b.joinedAt));
  return group.leader ? [group.leader, ...sorted] : sorted;
}
