/**
 * Initiative groups (spec §1, §2, §4, §6): volunteers organise themselves. The numeric
 * status, the member roles, the limits and the request and answer shapes shared by the API, the
 * back office and the public site. docs/initiatives-api.md.
 */
import type { DirectionDto } from './activityShapes';
import type { ModerationState } from './statuses';
import type { Page } from './lists';

/**
 * The spec's numeric status (`status > 0` means active). The database computes it from the
 * moderation state and the suspension (migration 0022), so it never disagrees with them.
 */
export const GROUP_STATUS = { onModeration: 0, active: 1, rejected: -1, suspended: -2 } as const;
export type GroupStatus = (typeof GROUP_STATUS)[keyof typeof GROUP_STATUS];
export type GroupStatusName = keyof typeof GROUP_STATUS;

/** The status of a group from its moderation state and suspension (the same rule as the database's). */
export function groupStatusOf(moderation: ModerationState, suspended: boolean): GroupStatus {
  if (suspended) return GROUP_STATUS.suspended;
  if (moderation === 'approved') return GROUP_STATUS.active;
  if (moderation === 'rejected') return GROUP_STATUS.rejected;
  return GROUP_STATUS.onModeration;
}

/** Whether a group with this status is active (spec §4: status above 0). */
export const isGroupActive = (status: number): boolean => status > 0;

/** The name of a status (texts and filters use it). */
export function groupStatusName(status: number): GroupStatusName {
  const found = (Object.keys(GROUP_STATUS) as GroupStatusName[]).find((k) => GROUP_STATUS[k] === status);
  return found ?? 'onModeration';
}

/** Member roles: one leader; co-leaders manage the group and its activities with the leader. */
export const GROUP_ROLES = ['leader', 'coleader', 'member'] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];
/** Roles that manage the group (members, invitations, activities, hours). */
export const GROUP_MANAGER_ROLES: readonly GroupRole[] = ['leader', 'coleader'];

/** Invitations (the leader asks a volunteer) and requests (a volunteer asks to join). */
export const GROUP_REQUEST_KINDS = ['invite', 'request'] as const;
export type GroupRequestKind = (typeof GROUP_REQUEST_KINDS)[number];
export const GROUP_REQUEST_STATES = ['pending', 'accepted', 'declined', 'cancelled'] as const;
export type GroupRequestState = (typeof GROUP_REQUEST_STATES)[number];

/** Limits of the group's form and of its lists. */
export const GROUP_LIMITS = {
  nameMin: 3,
  nameMax: 200,
  descriptionMax: 5000,
  goalsMax: 3000,
  directionsMax: 5,
  linksMax: 5,
  linkMax: 300,
  phoneMax: 32,
  emailMax: 254,
  rejectReasonMax: 1000,
  messageMax: 500,
  /** Groups one volunteer may lead (registered, on moderation or active). */
  ledMax: 5,
  /** Members a group may have (leader included). */
  membersMax: 500,
  /** Places one team sign-up may hold. */
  teamPlacesMax: 50,
} as const;

/** Sorts of the directory (default: name), each served by an index. */
export const GROUP_SORTS = ['name', 'newest'] as const;
export type GroupSort = (typeof GROUP_SORTS)[number];
/** Cards per page of the directory. */
export const GROUPS_PAGE_SIZE = 12;

/** What the leader fills in (POST /api/my/initiatives, PUT /api/my/initiatives/:id); absent or null optional fields are cleared. */
export interface GroupInput {
  nameRu: string;
  nameUz?: string | null;
  descriptionRu: string;
  descriptionUz?: string | null;
  goalsRu?: string | null;
  goalsUz?: string | null;
  regionId?: number | null;
  /** A district of `regionId`, or none. */
  districtId?: number | null;
  directionIds?: number[];
  phone?: string | null;
  email?: string | null;
  /** Social and web links (https URLs). */
  links?: string[];
  /** YYYY-MM-DD (Tashkent calendar day), not in the future. */
  foundedOn?: string | null;
  /** A cover image key from POST /api/my/uploads/cover (as the activities' covers). */
  cover?: string | null;
}

/**
 * The fields of GroupInput a moderator checks: changing one of an approved group sends it back to
 * moderation (MODERATION_TRANSITIONS.sendBack), as an approved activity's, publication's or bonus's
 * public text does. Contacts, region, directions and the founding date are the group's facts, not moderated.
 */
export const GROUP_MODERATED_FIELDS = [
  'nameRu',
  'nameUz',
  'descriptionRu',
  'descriptionUz',
  'goalsRu',
  'goalsUz',
  'links',
  'cover',
] as const;

/** A group's logo: 256 px WebP, 64 px WebP thumbnail and a JPEG fallback (like the user's avatar). */
export interface GroupLogo {
  url: string;
  thumb: string;
  fallback: string;
}

/** A member as others see them (never contacts). */
export interface GroupMemberDto {
  userId: number;
  /** First name and the last name's initial, like the volunteers directory. */
  name: string;
  avatar: string;
  role: GroupRole;
  joinedAt: string;
}

/** A card of the directory (GET /api/initiatives): the list shape of GET /api/events (`Page<GroupCard>`). */
export interface GroupCard {
  id: number;
  name: string;
  logo: GroupLogo | null;
  region: { id: number; name: string } | null;
  district: { id: number; name: string } | null;
  directions: DirectionDto[];
  memberCount: number;
  /** Approved, not archived activities the group owns. */
  openActivities: number;
  foundedOn: string | null;
}

/** A group's approved activities of one kind (a few, and the count). */
export interface GroupActivityGroup {
  kind: string;
  total: number;
  items: { id: number; title: string }[];
}

/** What the viewer is to the group (drives the join button). */
export type GroupViewerState = 'guest' | 'none' | 'requested' | 'invited' | GroupRole;

/** GET /api/initiatives/:id: the public page of an active group (404 otherwise, except for its own members and moderators). */
export interface GroupDetail extends GroupCard {
  description: string;
  goals: string | null;
  cover: string | null;
  contacts: { phone: string | null; email: string | null };
  links: string[];
  status: number;
  leader: GroupMemberDto | null;
  members: GroupMemberDto[];
  activities: GroupActivityGroup[];
  /** Hours members were credited for the group's own activities. */
  verifiedHours: number;
  viewer: GroupViewerState;
  /** The id of the viewer's pending invitation (to accept or decline), if any. */
  invitationId: number | null;
}

/** GET /api/my/initiatives/:id (leader, co-leaders): every field, the state, the counts. */
export interface MyGroup extends Omit<GroupInput, 'directionIds' | 'links'> {
  id: number;
  directionIds: number[];
  links: string[];
  logo: GroupLogo | null;
  status: number;
  moderation: ModerationState;
  rejectReason: string | null;
  suspendReason: string | null;
  /** The caller's role in it. */
  role: GroupRole;
  memberCount: number;
  /** The link a volunteer opens to join without waiting for approval: initiative/view/{id}?invite=<code>. */
  inviteCode: string;
  counts: {
    /** The group's activities by kind and moderation state. */
    activities: { kind: string; total: number; approved: number; moderation: number }[];
    pendingRequests: number;
    pendingInvitations: number;
    /** Hours credited for the group's own activities, and to how many members. */
    verifiedHours: number;
    teamSignups: number;
  };
  createdAt: string;
}

/** A pending invitation or request (GET /api/my/initiatives/:id/requests, GET /api/my/initiative-invitations). */
export interface GroupRequestDto {
  id: number;
  kind: GroupRequestKind;
  state: GroupRequestState;
  group: { id: number; name: string; logo: GroupLogo | null };
  user: { id: number; name: string; avatar: string };
  message: string | null;
  createdAt: string;
}

/** One of the caller's groups (GET /api/my/initiatives): also what initiative/profile lists. */
export interface MyGroupBrief {
  id: number;
  name: string;
  logo: GroupLogo | null;
  status: number;
  moderation: ModerationState;
  role: GroupRole;
  memberCount: number;
}

/** A back-office row (GET /api/admin/initiatives). */
export interface AdminGroupRow {
  id: number;
  nameRu: string;
  nameUz: string | null;
  status: number;
  moderation: ModerationState;
  regionId: number | null;
  districtId: number | null;
  leaderId: number | null;
  leaderName: string | null;
  memberCount: number;
  rejectReason: string | null;
  suspendReason: string | null;
  submittedAt: string | null;
  publishedAt: string | null;
  suspendedAt: string | null;
  createdAt: string;
}

/** GET /api/admin/initiatives: a page of back-office rows, with a Content-Range header. */
export type AdminGroupList = AdminGroupRow[];

/** One group in the back office: GET /api/admin/initiatives/:id, and the answer of its approval, rejection, suspension and restoration. */
export interface AdminGroupDetail extends AdminGroupRow {
  descriptionRu: string;
  descriptionUz: string | null;
  goalsRu: string | null;
  goalsUz: string | null;
  phone: string | null;
  email: string | null;
  links: string[];
  /** YYYY-MM-DD. */
  foundedOn: string | null;
  cover: string | null;
  logo: GroupLogo | null;
  directionIds: number[];
}

/** Team sign-up (POST /api/sessions/:id/team): the leader signs N places up, naming members now or later. */
export interface TeamSignupInput {
  groupId: number;
  places: number;
  /** Members named now (each a member of the group, at most `places`). */
  memberIds?: number[];
  message?: string | null;
}

/** A team sign-up as the group and the organizer see it: one row that expands to its named members. */
export interface TeamSignupDto {
  id: number;
  group: { id: number; name: string };
  sessionId: number;
  activity: { kind: string; id: number; title: string };
  startsAt: string;
  endsAt: string;
  places: number;
  state: string;
  members: { applicationId: number; userId: number; name: string; state: string }[];
  createdAt: string;
}

/** GET /api/my/initiatives/:id/teams: a page of a group's team sign-ups. */
export type TeamSignupPage = Page<TeamSignupDto>;

/** GET /api/initiatives: a page of group cards. */
export type GroupCardPage = Page<GroupCard>;

/** GET /api/my/initiatives: the volunteer's groups. */
export interface MyGroupList {
  data: MyGroupBrief[];
}

/** GET /api/my/initiative-invitations: the invitations the volunteer received. */
export interface GroupInvitationList {
  data: GroupRequestDto[];
}

/** GET /api/my/initiatives/:id/members: the members of a group the caller leads. */
export interface GroupMemberList {
  data: GroupMemberDto[];
}

/** GET /api/my/initiatives/:id/requests: a page of the requests to join and the invitations of a group. */
export type GroupRequestPage = Page<GroupRequestDto>;

/** POST /api/my/initiatives/:id/invitations: the invitations made. */
export interface GroupRequestList {
  data: GroupRequestDto[];
}

/** POST /api/initiatives/:id/join: the new member (an open group) or the request waiting for the leaders. */
export type GroupJoinResult = GroupMemberDto | GroupRequestDto;
