import type { MyApplicationDto, SessionDto } from '@hashar/common';
import { canApply, liveApplication, loginLink, sessionAction } from './sessionAction';

const now = new Date('2026-05-01T10:00:00Z');
const session: SessionDto = {
  id: 7,
  title: null,
  titleRu: null,
  titleUz: null,
  startsAt: '2026-05-10T09:00:00Z',
  endsAt: '2026-05-10T12:00:00Z',
  capacity: 10,
  freePlaces: 3,
  waitlisted: 0,
};
const app = (id: number, state: MyApplicationDto['state'], createdAt = '2026-04-01T00:00:00Z', sessionId = 7): MyApplicationDto => ({
  id,
  sessionId,
  state,
  createdAt,
});
const base = { session, role: 'volon' as const, myApplications: [], moderation: 'approved' as const, archived: false, now };

describe('session actions', () => {
  it('offers Apply to a volunteer or trainee while places are free, the waiting list when full', () => {
    expect(sessionAction(base)).toEqual({ kind: 'apply' });
    expect(sessionAction({ ...base, role: 'trainee' })).toEqual({ kind: 'apply' });
    expect(sessionAction({ ...base, session: { ...session, freePlaces: 0 } })).toEqual({ kind: 'waitlist' });
  });

  it('sends anonymous visitors to log in and explains to other roles', () => {
    expect(sessionAction({ ...base, role: null })).toEqual({ kind: 'login' });
    for (const role of ['organization', 'bussines', 'partner', 'admin', 'moderator'] as const) {
      expect(sessionAction({ ...base, role })).toEqual({ kind: 'notAllowed' });
      expect(canApply(role)).toBe(false);
    }
  });

  it('shows an existing application with Withdraw while it may be withdrawn', () => {
    expect(sessionAction({ ...base, myApplications: [app(1, 'pending')] })).toEqual({
      kind: 'applied',
      application: app(1, 'pending'),
      canWithdraw: true,
    });
    expect(sessionAction({ ...base, myApplications: [app(1, 'waitlisted')] })).toMatchObject({ kind: 'applied', canWithdraw: true });
    expect(sessionAction({ ...base, myApplications: [app(1, 'rejected')] })).toMatchObject({ kind: 'applied', canWithdraw: false });
    expect(sessionAction({ ...base, myApplications: [app(1, 'completed')], now: new Date('2026-06-01T00:00:00Z') })).toMatchObject({
      kind: 'applied',
      canWithdraw: false,
    });
  });

  it('lets a volunteer apply again after withdrawing, and ignores other sessions', () => {
    expect(sessionAction({ ...base, myApplications: [app(1, 'withdrawn'), app(2, 'accepted', '2026-04-02T00:00:00Z', 8)] })).toEqual({
      kind: 'apply',
    });
    expect(liveApplication(7, [app(1, 'withdrawn'), app(3, 'pending', '2026-04-03T00:00:00Z')])?.id).toBe(3);
  });

  it('closes ended sessions and unpublished or archived activities', () => {
    expect(sessionAction({ ...base, now: new Date('2026-05-10T12:00:00Z') })).toEqual({ kind: 'closed' });
    expect(sessionAction({ ...base, moderation: 'moderation' })).toEqual({ kind: 'closed' });
    expect(sessionAction({ ...base, archived: true, role: null })).toEqual({ kind: 'closed' });
  });

  it('builds a login link that returns to the page', () => {
    expect(loginLink('uz', '/uz/events/view/5')).toBe('/uz/login?next=%2Fuz%2Fevents%2Fview%2F5');
  });
});
