import { avatarMenuItems, initialsOf, type AvatarMenuItem } from './avatarMenu';

const summary = (items: AvatarMenuItem[]) =>
  items.map((item) => {
    if (item.kind === 'external') return [item.id, item.href];
    if (item.kind === 'logout') return [item.id];
    return [item.id, item.to, item.text ?? item.label];
  });

describe('avatar menu (spec §2)', () => {
  it('gives an admin only the admin panel (a full page load to /admin) and logout', () => {
    expect(summary(avatarMenuItems('admin', 'root@hashar.uz', [], 'ru'))).toEqual([['adminPanel', '/admin/'], ['logout']]);
  });

  it('gives a volunteer without an active group "become an organisation" → /initiative/sign-up', () => {
    expect(summary(avatarMenuItems('volon', 'ali@mail.uz', [], 'ru'))).toEqual([
      ['profile', '/ru/profile', 'ali@mail.uz'],
      ['becomeOrganization', '/ru/initiative/sign-up', 'user.becomeOrganization'],
      ['settings', '/ru/profile/edit', 'user.settings'],
      ['logout'],
    ]);
    const inactive = avatarMenuItems('volon', 'ali@mail.uz', [{ status: 0, initName: 'Eko' }], 'uz');
    expect(inactive.map((i) => i.id)).toContain('becomeOrganization');
  });

  it("links a volunteer whose first group is active (status > 0) to /profile/initiative with the group's name", () => {
    const items = avatarMenuItems(
      'volon',
      'ali@mail.uz',
      [
        { status: 1, initName: 'Toza Shahar' },
        { status: 0, initName: 'Other' },
      ],
      'uz',
    );
    expect(summary(items)[1]).toEqual(['initiative', '/uz/profile/initiative', 'Toza Shahar']);
  });

  it("opens the dashboard on the group it names (the first one's id)", () => {
    const items = avatarMenuItems(
      'volon',
      'ali@mail.uz',
      [
        { id: 12, status: 1, initName: 'Toza Shahar' },
        { id: 5, status: 1, initName: 'Other' },
      ],
      'ru',
    );
    expect(summary(items)[1]).toEqual(['initiative', '/ru/profile/initiative?group=12', 'Toza Shahar']);
  });

  it('looks at the first group only', () => {
    const items = avatarMenuItems(
      'volon',
      'ali@mail.uz',
      [
        { status: 0, initName: 'Old' },
        { status: 2, initName: 'Active' },
      ],
      'ru',
    );
    expect(items[1]!.id).toBe('becomeOrganization');
  });

  it('gives a business user "become a partner" → /profile/changerole', () => {
    expect(summary(avatarMenuItems('bussines', 'biz@mail.uz', [], 'ru'))[1]).toEqual([
      'becomePartner',
      '/ru/profile/changerole',
      'user.becomePartner',
    ]);
  });

  it('gives other roles username, settings and logout, with no role link', () => {
    for (const role of ['organization', 'trainee', 'partner'] as const) {
      expect(avatarMenuItems(role, 'x@y.uz', [], 'ru').map((i) => i.id)).toEqual(['profile', 'settings', 'logout']);
    }
  });

  it('gives a moderator a way into the moderation screens of the back office', () => {
    expect(summary(avatarMenuItems('moderator', 'mod@y.uz', [], 'uz'))[1]).toEqual(['moderation', '/admin/']);
  });
});

describe('initials', () => {
  it('takes up to two letters from a name or an email', () => {
    expect(initialsOf('Ali Valiyev')).toBe('AV');
    expect(initialsOf('ali.valiyev@mail.uz')).toBe('AV');
    expect(initialsOf('volunteer@demo.hashar.uz')).toBe('VO');
    expect(initialsOf('')).toBe('?');
  });
});
