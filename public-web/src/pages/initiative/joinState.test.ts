import type { GroupViewerState } from '@hashar/common';
import { inviteCodeOf, joinActionOf, type JoinAction } from './joinState';

describe('joinActionOf', () => {
  // viewer, the block for a volunteer, the block when the page has the invitation link
  const cases: [GroupViewerState, JoinAction, JoinAction][] = [
    ['guest', 'login', 'login'],
    ['none', 'ask', 'joinByInvite'],
    ['requested', 'pending', 'joinByInvite'],
    ['invited', 'invited', 'joinByInvite'],
    ['member', 'leave', 'leave'],
    ['coleader', 'manage', 'manage'],
    ['leader', 'manage', 'manage'],
  ];
  it.each(cases)('%s → %s (with the invitation link: %s)', (viewer, plain, withInvite) => {
    expect(joinActionOf(viewer, { invite: false, isVolunteer: true })).toBe(plain);
    expect(joinActionOf(viewer, { invite: true, isVolunteer: true })).toBe(withInvite);
  });

  it('tells other accounts that only volunteers join', () => {
    expect(joinActionOf('none', { invite: false, isVolunteer: false })).toBe('volunteersOnly');
    expect(joinActionOf('none', { invite: true, isVolunteer: false })).toBe('volunteersOnly');
  });
});

describe('inviteCodeOf', () => {
  it('reads a well-formed code and refuses the rest', () => {
    expect(inviteCodeOf(new URLSearchParams('invite=Ab3_x-9Z'))).toBe('Ab3_x-9Z');
    expect(inviteCodeOf(new URLSearchParams('invite=%20abcd1234%20'))).toBe('abcd1234');
    expect(inviteCodeOf(new URLSearchParams(''))).toBeNull();
    expect(inviteCodeOf(new URLSearchParams('invite=a b'))).toBeNull();
    expect(inviteCodeOf(new URLSearchParams(`invite=${'x'.repeat(65)}`))).toBeNull();
  });
});
