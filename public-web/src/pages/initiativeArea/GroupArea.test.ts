import { areaGroups } from './GroupArea';

describe('the group area', () => {
  it('serves the activities’ tabs to managers, the team sign-ups to every member of an active group', () => {
    const g = (id: number, status: number, role: 'leader' | 'member') =>
      ({ id, name: '', logo: null, status, moderation: 'approved', role, memberCount: 1 }) as const;
    const groups = [g(1, 1, 'member'), g(2, 1, 'leader'), g(3, 0, 'leader')];
    expect(areaGroups('project', groups).map((x) => x.id)).toEqual([2]);
    expect(areaGroups('events', groups).map((x) => x.id)).toEqual([1, 2]);
  });
});
