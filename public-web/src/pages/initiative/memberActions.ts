import type { GroupMemberDto, GroupRole } from '@hashar/common';

/** What may be done to a member from the members page. */
export type MemberAction = 'appoint' | 'dismiss' | 'handOver' | 'remove' | 'leave';

/**
 * The actions the caller (with `myRole`, user id `me`) has on `member` (docs/initiatives-api.md):
 * anyone but the leader leaves; the leader appoints and dismisses co-leaders and hands over
 * leadership; the leader removes anyone else, a co-leader removes plain members.
 */
export function memberActions(myRole: GroupRole, member: Pick<GroupMemberDto, 'userId' | 'role'>, me: number): MemberAction[] {
  if (member.userId === me) return myRole === 'leader' ? [] : ['leave'];
  if (member.role === 'leader') return [];
  if (myRole === 'leader') return [member.role === 'coleader' ? 'dismiss' : 'appoint', 'handOver', 'remove'];
  if (myRole === 'coleader' && member.role === 'member') return ['remove'];
  return [];
}
