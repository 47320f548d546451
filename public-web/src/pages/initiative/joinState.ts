import { GROUP_MANAGER_ROLES, type GroupViewerState } from '@hashar/common';

/** What the public page of a group offers its viewer (the join block). */
export type JoinAction =
  /** Not signed in: a login link that comes back here. */
  | 'login'
  /** The page was opened with the group's invitation link: one press joins. */
  | 'joinByInvite'
  /** A volunteer not in the group: ask to join, with an optional message. */
  | 'ask'
  /** Signed in but not a volunteer: only volunteers join groups. */
  | 'volunteersOnly'
  /** A request is waiting for the leader: a note and a way to withdraw it. */
  | 'pending'
  /** The group invited the viewer: accept or decline. */
  | 'invited'
  /** A member: leave. */
  | 'leave'
  /** The leader or a co-leader: the group's dashboard. */
  | 'manage';

/**
 * The join block for the viewer's state (GroupDetail.viewer). An invitation link only matters to
 * a volunteer who is not a member yet; a member's role decides between leaving and managing.
 */
export function joinActionOf(viewer: GroupViewerState, { invite, isVolunteer }: { invite: boolean; isVolunteer: boolean }): JoinAction {
  if (viewer === 'guest') return 'login';
  if (viewer === 'member') return 'leave';
  if ((GROUP_MANAGER_ROLES as readonly string[]).includes(viewer)) return 'manage';
  if (!isVolunteer) return 'volunteersOnly';
  if (invite) return 'joinByInvite';
  if (viewer === 'requested') return 'pending';
  if (viewer === 'invited') return 'invited';
  return 'ask';
}

/** The invitation code of the page's address (`?invite=`), or null when it is absent or malformed. */
export function inviteCodeOf(params: URLSearchParams): string | null {
  const code = params.get('invite')?.trim() ?? '';
  return /^[A-Za-z0-9_-]{4,64}$/.test(code) ? code : null;
}
