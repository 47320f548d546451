import { GROUP_MANAGER_ROLES, GROUP_STATUS, isGroupActive, type GroupRole } from '@hashar/common';
import { Forbidden, NotFound } from '../errors';
import { allows, type AuthUser } from './index';

/**
 * Who does what with an initiative group (docs/initiatives-api.md "Who"): the caller's role
 * comes from their membership row (null: not a member).
 */

/** Whether the caller may register a group (a volunteer). */
export const mayRegisterGroup = (user: AuthUser | undefined): boolean => allows(user, 'initiative.register');

/** Whether a member's role manages the group (leader, co-leaders). */
export const managesGroup = (role: GroupRole | null): boolean => role !== null && GROUP_MANAGER_ROLES.includes(role);

/** 404 unless the caller is a member (the group is not theirs to see in this part of the API). */
export function assertMember(role: GroupRole | null): asserts role is GroupRole {
  if (role === null) throw NotFound();
}

/** 404 for a non-member, 403 for a member who does not manage the group. */
export function assertManager(role: GroupRole | null): asserts role is GroupRole {
  assertMember(role);
  if (!managesGroup(role)) throw Forbidden();
}

/** 404 for a non-member, 403 for anyone but the leader. */
export function assertLeader(role: GroupRole | null): asserts role is 'leader' {
  assertMember(role);
  if (role !== 'leader') throw Forbidden();
}

/** 403 unless the group is active (status above 0): members join, invitations and requests are answered only then. */
export function assertActive(status: number): void {
  if (!isGroupActive(status)) throw Forbidden();
}

/** 403 for a suspended group: its managers' writes are frozen until an admin restores it. */
export function assertNotSuspended(status: number): void {
  if (status === GROUP_STATUS.suspended) throw Forbidden();
}

/** Whether the caller sees the group's public page: active ones to all; others to their members and moderators. */
export const seesGroup = (user: AuthUser | undefined, status: number, role: GroupRole | null): boolean =>
  isGroupActive(status) || role !== null || allows(user, 'content.moderate');

/** Whether a manager may remove a member of `target` role: the leader anyone but themself, a co-leader plain members. */
export const mayRemoveMember = (caller: GroupRole, target: GroupRole): boolean =>
  target !== 'leader' && (caller === 'leader' || (caller === 'coleader' && target === 'member'));
