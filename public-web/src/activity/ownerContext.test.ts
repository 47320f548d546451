import type { MyGroupBrief } from '@hashar/common';
import { withGroup } from '../api/client';
import { ACCOUNT_OWNER, groupOwner, managedGroups, pickGroup } from './ownerContext';

const group = (id: number, status: number, role: MyGroupBrief['role']): MyGroupBrief => ({
  id,
  name: `G${id}`,
  logo: null,
  status,
  moderation: status > 0 ? 'approved' : 'moderation',
  role,
  memberCount: 3,
});

describe('owner context', () => {
  it('keeps the account’s own pages without a group', () => {
    expect(ACCOUNT_OWNER.groupId).toBeNull();
    expect(ACCOUNT_OWNER.pages('project')).toMatchObject({ own: 'profileProjects', create: 'profileProjectCreate' });
    expect(ACCOUNT_OWNER.link('ru', 'profileProjectEdit', { id: 5 })).toBe('/ru/profile/projects/edit/5');
  });

  it('sends a group’s pages to the sub-area and keeps the group in every link', () => {
    const owner = groupOwner(12);
    expect(owner.groupId).toBe(12);
    expect(owner.pages('visit')).toEqual({
      own: 'profileInitiativeMyvisit',
      create: 'profileInitiativeMyvisitCreate',
      edit: 'profileInitiativeMyvisitEdit',
    });
    expect(owner.pages('vacancy').own).toBe('profileInitiativeVacancies');
    expect(owner.pages('task').create).toBe('profileInitiativeTaskCreate');
    expect(owner.link('uz', owner.pages('project').edit, { id: 7 })).toBe('/uz/profile/initiative/projects/edit/7?group=12');
    // Events stay the organizations': a group has no pages of its own for them.
    expect(owner.pages('event').own).toBe('profileEvents');
  });

  it('adds the group to an address with or without a query', () => {
    expect(withGroup('/ru/profile/initiative/tasks', 3)).toBe('/ru/profile/initiative/tasks?group=3');
    expect(withGroup('/ru/profile/initiative/tasks?tab=x', 3)).toBe('/ru/profile/initiative/tasks?tab=x&group=3');
    expect(withGroup('/ru/a', null)).toBe('/ru/a');
  });

  it('lets only active groups the caller leads or co-leads run activities', () => {
    const groups = [group(1, 0, 'leader'), group(2, 1, 'member'), group(3, 1, 'coleader'), group(4, -2, 'leader'), group(5, 1, 'leader')];
    expect(managedGroups(groups).map((g) => g.id)).toEqual([3, 5]);
    expect(managedGroups([])).toEqual([]);
  });

  it('picks the group ?group= names, else the first, else none', () => {
    const groups = [group(3, 1, 'coleader'), group(5, 1, 'leader')];
    expect(pickGroup(groups, '5')?.id).toBe(5);
    expect(pickGroup(groups, null)?.id).toBe(3);
    expect(pickGroup(groups, '9')?.id).toBe(3); // not the caller's: the first of theirs
    expect(pickGroup(groups, '5x')?.id).toBe(3);
    expect(pickGroup([], '5')).toBeNull();
  });
});
