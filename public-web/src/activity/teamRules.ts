import {
  ACTIVITY_KINDS,
  activityKind,
  GROUP_LIMITS,
  GROUP_MANAGER_ROLES,
  type PageName,
  type GroupRole,
  type TeamSignupDto,
} from '@hashar/common';

/** States in which a team (and a member's row) takes part: members are named and take places (the API's rule). */
const LIVE = ['pending', 'waitlisted', 'accepted'];

/** Whether an application state (a team's or a member's) still takes part. */
export const takesPart = (state: string): boolean => LIVE.includes(state);

/** Whether a team sign-up still holds its places. */
export const isLiveTeam = (team: Pick<TeamSignupDto, 'state'>): boolean => takesPart(team.state);

/** Places of a team no member holds yet (members who withdrew free theirs). */
export function freeTeamPlaces(team: Pick<TeamSignupDto, 'places' | 'members'>): number {
  return Math.max(0, team.places - team.members.filter((m) => takesPart(m.state)).length);
}

/** What the viewer may do with a team: managers name members and withdraw it; a member not in it yet takes a free place. */
export function teamActions(team: TeamSignupDto, role: GroupRole, userId: number | null, ended: boolean) {
  const live = isLiveTeam(team) && !ended;
  const manager = GROUP_MANAGER_ROLES.includes(role);
  const inTeam = userId !== null && team.members.some((m) => m.userId === userId && takesPart(m.state));
  return { name: live && manager, withdraw: live && manager, join: live && !inTeam && freeTeamPlaces(team) > 0 };
}

/** The most places a team may ask for on a session: its free places (the whole team waits when none), at most the limit. */
export function maxTeamPlaces(freePlaces: number): number {
  return Math.min(freePlaces > 0 ? freePlaces : GROUP_LIMITS.teamPlacesMax, GROUP_LIMITS.teamPlacesMax);
}

/** The field errors of the team sign-up form before it is sent (keys as the API's). */
export function teamSignupErrors(places: string, memberIds: readonly number[], max: number): { places?: 'range'; memberIds?: 'tooMany' } {
  const n = /^\d+$/.test(places.trim()) ? Number(places) : NaN;
  const errors: { places?: 'range'; memberIds?: 'tooMany' } = {};
  if (!(n >= 1 && n <= max)) errors.places = 'range';
  else if (memberIds.length > n) errors.memberIds = 'tooMany';
  return errors;
}

/** The public page of a team's activity (null for a kind the site does not know). */
export function activityViewPage(kind: string): PageName | null {
  const known = ACTIVITY_KINDS.find((k) => k === kind);
  return known ? activityKind(known).pages.view : null;
}
