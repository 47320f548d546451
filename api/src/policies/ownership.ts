import type { OwnerType } from '@hashar/common';
import { Forbidden, NotFound } from '../errors';
import type { SqlParams } from '../lists';
import { allows, type AuthUser } from './index';

/** Who owns a record: exactly one of an organization, a user or an initiative group (migration 0010). */
export interface Owner {
  organizationId: number | null;
  ownerUserId: number | null;
  ownerGroupId: number | null;
}

/** The owner columns of a row read with SQL (`organization_id`, `owner_user_id`, `owner_group_id`). */
export interface OwnerRow {
  organization_id: number | null;
  owner_user_id: number | null;
  owner_group_id: number | null;
}

/** What the policy needs of an account. */
export type Manager = Pick<AuthUser, 'id' | 'organizationId' | 'ledGroupIds'>;

/** An SQL row's owner. */
export const ownerOfRow = (r: OwnerRow): Owner => ({
  organizationId: r.organization_id,
  ownerUserId: r.owner_user_id,
  ownerGroupId: r.owner_group_id,
});

/**
 * May this account manage the record (edit it, decide its applications, verify its hours)?
 * An organization's record: its staff; a user's: that user; a group's: its leader.
 */
export function mayManage(user: Manager | undefined, owner: Owner): boolean {
  if (!user) return false;
  if (owner.organizationId !== null) return user.organizationId === owner.organizationId;
  if (owner.ownerUserId !== null) return user.id === owner.ownerUserId;
  if (owner.ownerGroupId !== null) return (user.ledGroupIds ?? []).includes(owner.ownerGroupId);
  return false;
}

/** Throws 404 unless the account may manage the record (others' records do not exist for them). */
export function assertManages(user: Manager | undefined, owner: Owner | null | undefined): asserts owner is Owner {
  if (!owner || !mayManage(user, owner)) throw NotFound();
}

/**
 * The owner a new record of this account gets (and whose records its lists show): the group it
 * names (`?group=` of the owner routes) — 403 unless the account leads or co-leads that active
 * group —, else its organization when it is staff of one, else the user.
 */
export function ownerFor(user: AuthUser, groupId?: number | null): Owner {
  if (groupId !== undefined && groupId !== null) {
    if (!(user.ledGroupIds ?? []).includes(groupId)) throw Forbidden();
    return { organizationId: null, ownerUserId: null, ownerGroupId: groupId };
  }
  return user.organizationId !== null
    ? { organizationId: user.organizationId, ownerUserId: null, ownerGroupId: null }
    : { organizationId: null, ownerUserId: user.id, ownerGroupId: null };
}

/** Which of the three owners it is. */
export function ownerTypeOf(owner: Owner): OwnerType {
  if (owner.organizationId !== null) return 'organization';
  return owner.ownerUserId !== null ? 'user' : 'group';
}

/** SQL condition (alias `a`) for the records of one owner: lists only, never a write decision. */
export function ownerScope(params: SqlParams, owner: Owner): string {
  if (owner.organizationId !== null) return `a.organization_id = ${params.add(owner.organizationId)}`;
  if (owner.ownerUserId !== null) return `a.owner_user_id = ${params.add(owner.ownerUserId)}`;
  return `a.owner_group_id = ${params.add(owner.ownerGroupId)}`;
}

/** Whether the user may see a record that is not published (those who manage it, moderators, admins). */
export function maySeeUnpublished(user: AuthUser | undefined, owner: Owner): boolean {
  return mayManage(user, owner) || allows(user, 'content.moderate');
}
