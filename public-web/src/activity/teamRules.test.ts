import { GROUP_LIMITS, type TeamSignupDto } from '@hashar/common';
import { activityViewPage, freeTeamPlaces, isLiveTeam, maxTeamPlaces, teamActions, teamSignupErrors } from './teamRules';

const team = (over: Partial<TeamSignupDto> = {}): TeamSignupDto => ({
  id: 1,
  group: { id: 2, name: 'G' },
  sessionId: 3,
  activity: { kind: 'event', id: 4, title: 'E' },
  startsAt: '2026-12-01T05:00:00Z',
  endsAt: '2026-12-01T08:00:00Z',
  places: 3,
  state: 'pending',
  members: [{ applicationId: 10, userId: 20, name: 'A', state: 'pending' }],
  createdAt: '2026-11-20T05:00:00Z',
  ...over,
});

describe('team rules', () => {
  it('counts the places no member holds', () => {
    expect(freeTeamPlaces(team())).toBe(2);
    expect(freeTeamPlaces(team({ members: [{ applicationId: 1, userId: 1, name: 'x', state: 'withdrawn' }] }))).toBe(3);
    expect(freeTeamPlaces(team({ places: 1 }))).toBe(0);
  });

  it('lets managers name and withdraw a live team, members join while a place is free', () => {
    expect(teamActions(team(), 'leader', 99, false)).toEqual({ name: true, withdraw: true, join: true });
    expect(teamActions(team(), 'member', 99, false)).toEqual({ name: false, withdraw: false, join: true });
    expect(teamActions(team(), 'member', 20, false).join).toBe(false); // already in it
    expect(teamActions(team({ places: 1 }), 'member', 99, false).join).toBe(false); // full
    expect(teamActions(team({ state: 'withdrawn' }), 'leader', 99, false)).toEqual({ name: false, withdraw: false, join: false });
    expect(teamActions(team(), 'coleader', 99, true)).toEqual({ name: false, withdraw: false, join: false }); // over
    expect(isLiveTeam({ state: 'waitlisted' })).toBe(true);
    expect(isLiveTeam({ state: 'rejected' })).toBe(false);
    expect(isLiveTeam({ state: 'attended' })).toBe(false);
  });

  it('offers up to the free places, the limit when the team has to wait', () => {
    expect(maxTeamPlaces(4)).toBe(4);
    expect(maxTeamPlaces(0)).toBe(GROUP_LIMITS.teamPlacesMax);
    expect(maxTeamPlaces(1000)).toBe(GROUP_LIMITS.teamPlacesMax);
  });

  it('checks places and named members before sending', () => {
    expect(teamSignupErrors('3', [1, 2], 5)).toEqual({});
    expect(teamSignupErrors('0', [], 5)).toEqual({ places: 'range' });
    expect(teamSignupErrors('6', [], 5)).toEqual({ places: 'range' });
    expect(teamSignupErrors('2.5', [], 5)).toEqual({ places: 'range' });
    expect(teamSignupErrors('', [], 5)).toEqual({ places: 'range' });
    expect(teamSignupErrors('2', [1, 2, 3], 5)).toEqual({ memberIds: 'tooMany' });
  });

  it('links a team to its activity’s public page', () => {
    expect(activityViewPage('visit')).toBe('visitView');
    expect(activityViewPage('nope')).toBeNull();
  });
});
