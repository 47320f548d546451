import type { GroupMemberDto, MyGroupBrief } from '@hashar/common';
import { chooseGroup, orderedMembers, statusTone } from './groupChoice';
import { memberActions } from './memberActions';

const brief = (id: number, role: MyGroupBrief['role']): MyGroupBrief => ({
  id,
  name: `G${id}`,
  logo: null,
  status: 1,
  moderation: 'approved',
  role,
  memberCount: 1,
});
const member = (userId: number, role: GroupMemberDto['role'], joinedAt: string): GroupMemberDto => ({
  userId,
  name: `U${userId}`,
  avatar: '',
  role,
  joinedAt,
});

describe('chooseGroup', () => {
  const groups = [brief(1, 'member'), brief(2, 'coleader'), brief(3, 'leader')];
  it('takes the group named in the address when the caller belongs to it', () => {
    expect(chooseGroup(groups, '3')?.id).toBe(3);
    expect(chooseGroup(groups, '1')?.id).toBe(1);
  });
  it('else the first group the caller manages, else the first one', () => {
    expect(chooseGroup(groups, null)?.id).toBe(2);
    expect(chooseGroup(groups, '99')?.id).toBe(2);
    expect(chooseGroup(groups, 'abc')?.id).toBe(2);
    expect(chooseGroup([brief(4, 'member')], null)?.id).toBe(4);
    expect(chooseGroup([], '1')).toBeNull();
  });
});

describe('statusTone', () => {
  it('colours the numeric status', () => {
    expect([1, 0, -1, -2].map(statusTone)).toEqual(['approved', 'moderation', 'rejected', 'rejected']);
  });
});

describe('orderedMembers', () => {
  it('puts the leader first, then co-leaders, then members by joining', () => {
    const leader = member(1, 'leader', '2026-03-01');
    const members = [member(5, 'member', '2026-02-01'), member(4, 'coleader', '2026-04-01'), leader, member(3, 'member', '2026-01-01')];
    expect(orderedMembers({ leader, members }).map((m) => m.userId)).toEqual([1, 4, 3, 5]);
  });
});

describe('memberActions', () => {
  it('lets the leader appoint, dismiss, hand over and remove, but not leave', () => {
    expect(memberActions('leader', { userId: 2, role: 'member' }, 1)).toEqual(['appoint', 'handOver', 'remove']);
    expect(memberActions('leader', { userId: 2, role: 'coleader' }, 1)).toEqual(['dismiss', 'handOver', 'remove']);
    expect(memberActions('leader', { userId: 1, role: 'leader' }, 1)).toEqual([]);
  });
  it('lets a co-leader remove plain members only, and anyone else leave', () => {
    expect(memberActions('coleader', { userId: 3, role: 'member' }, 2)).toEqual(['remove']);
    expect(memberActions('coleader', { userId: 4, role: 'coleader' }, 2)).toEqual([]);
    expect(memberActions('coleader', { userId: 1, role: 'leader' }, 2)).toEqual([]);
    expect(memberActions('coleader', { userId: 2, role: 'coleader' }, 2)).toEqual(['leave']);
    expect(memberActions('member', { userId: 3, role: 'member' }, 3)).toEqual(['leave']);
    expect(memberActions('member', { userId: 4, role: 'member' }, 3)).toEqual([]);
  });
});
