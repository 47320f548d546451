import { ACTIONS, ROLES, type Action, type Role } from '@hashar/common';
import { allows, type AuthUser } from './index';

const user = (role: Role, extra: Partial<AuthUser> = {}): AuthUser => ({
  id: 1,
  role,
  isProbono: false,
  leadsActiveGroup: false,
  organizationId: null,
  tokenId: 'j',
  tokenExp: 0,
  ...extra,
});

/**
 * DESIGN.md §3 written out by hand, role by role (columns: admin, moderator, volon,
 * organization, bussines, partner, trainee). Kept literal so a change to the table in
 * common/roles.ts has to be made here too, on purpose.
 */
const EXPECTED: Record<Action, string> = {
  'comment.create': 'YYYYYYY',
  'favorite.create': '--YYYYY',
  'review.create': '--YYYYY',
  'event.create': '---Y---',
  'event.apply': '--Y---Y',
  'project.create': '--YY---',
  'project.apply': '--Y---Y',
  'project.partner': '---Y---',
  'task.create': '---Y---',
  'task.apply': '-------',
  'vacancy.create': '---Y---',
  'vacancy.apply': '--Y---Y',
  'visit.create': '---Y---',
  'initiative.register': '--Y----',
  'friends.use': '--Y----',
  'volunteerProfile.edit': '--Y----',
  'hours.verify': '---Y---',
  'content.moderate': 'YY-----',
  'content.edit': 'Y------',
  'reference.manage': 'Y------',
  'user.manage': 'Y------',
  'banner.manage': 'Y------',
  'site.manage': 'Y------',
  'audit.read': 'Y------',
  'crm.use': '---Y---',
  'publication.create': '--YYYYY',
  'bonus.create': '---Y-Y-',
  'bonus.redeem': '--Y---Y',
  'course.learn': '--Y---Y',
  'course.create': '---Y---',
  'account.changerole': '----Y--',
  'backoffice.enter': 'YY-----',
};

describe('policies: who may do what', () => {
  it('covers every action of the table', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...ACTIONS].sort());
    expect(ROLES).toEqual(['admin', 'moderator', 'volon', 'organization', 'bussines', 'partner', 'trainee']);
  });

  it.each(ACTIONS)('%s: allowed exactly for the roles of DESIGN.md §3', (action) => {
    const actual = ROLES.map((role) => (allows(user(role), action) ? 'Y' : '-')).join('');
    expect(actual).toBe(EXPECTED[action]);
  });

  it('lets only pro bono volunteers perform tasks', () => {
    expect(allows(user('volon', { isProbono: true }), 'task.apply')).toBe(true);
    expect(allows(user('volon'), 'task.apply')).toBe(false);
    expect(allows(user('organization', { isProbono: true }), 'task.apply')).toBe(false);
  });

  it('lets the leader of an approved initiative group publish tasks, vacancies, visits and courses, and verify hours', () => {
    const leader = user('volon', { leadsActiveGroup: true });
    for (const action of ['task.create', 'vacancy.create', 'visit.create', 'hours.verify', 'course.create'] as const) {
      expect(allows(leader, action)).toBe(true);
      expect(allows(user('volon'), action)).toBe(false);
    }
    expect(allows(leader, 'event.create')).toBe(false);
  });

  it('refuses everything to nobody', () => {
    for (const action of ACTIONS) expect(allows(undefined, action)).toBe(false);
  });
});
