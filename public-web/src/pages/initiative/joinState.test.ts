import { inviteCodeOf, joinActionOf } from './joinState';

const volunteer = { invite: false, isVolunteer: true };

describe('joinActionOf', () => {
  it('maps every viewer state of a volunteer to its block', () => {
    expect(joinActionOf('guest', volunteer)).toBe('login');
    expect(joinActionOf('none', volunteer)).toBe('ask');
    expect(joinActionOf('requested', volunteer)).toBe('pending');
    expect(joinActionOf('invited', volunteer)).toBe('invited');
    expect(joinActionOf('member', volunteer)).toBe('leave');
    expect(joinActionOf('coleader', volunteer)).toBe('manage');
    expect(joinActionOf('leader', volunteer)).toBe('manage');
  });

  it('offers joining by the invitation link to a volunteer who is not a member', () => {
    const withInvite = { invite: true, isVolunteer: true };
    expect(joinActionOf('none', withInvite)).toBe('joinByInvite');
    expect(joinActionOf('requested', withInvite)).toBe('joinByInvite');
    expect(joinActionOf('invited', withInvite)).toBe('joinByInvite');
    expect(joinActionOf('member', withInvite)).toBe('leave');
    expect(joinActionOf('leader', withInvite)).toBe('manage');
    expect(joinActionOf('guest', withInvite)).toBe('login');
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
