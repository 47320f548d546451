import { isAllowed, type Action, type Actor, type Role } from '@hashar/common';
import { Forbidden, NotFound } from '../errors';

/** The signed-in user as the policies see them (loaded on every authenticated request). */
export interface AuthUser extends Actor {
  id: number;
  role: Role;
  isProbono: boolean;
  leadsActiveGroup: boolean;
  /** The organization the user is staff of (organization accounts own one), if any. */
  organizationId: number | null;
  /** Id and expiry (seconds) of the access token used, for logout. */
  tokenId: string;
  tokenExp: number;
}

/** Whether the user may perform the action (DESIGN.md §3, table in common/roles.ts). */
export function allows(user: AuthUser | undefined, action: Action): boolean {
  return user !== undefined && isAllowed(user, action);
}

/** Throws 403 unless the user may perform the action; for an owned record, also checks ownership. */
export function authorize(user: AuthUser, action: Action, owner?: { ownerId: number }): void {
  if (!allows(user, action)) throw Forbidden();
  if (owner && owner.ownerId !== user.id && user.role !== 'admin') throw Forbidden();
}

/**
 * Throws 404 unless the user is staff of the organization that owns a record (another
 * organization's records do not exist for them). Admins and moderators pass when `staffOnly` is false.
 */
export function authorizeStaff(user: AuthUser, organizationId: number, opts: { staffOnly?: boolean } = {}): void {
  if (user.organizationId === organizationId) return;
  if (!opts.staffOnly && (user.role === 'admin' || user.role === 'moderator')) return;
  throw NotFound();
}

/** Whether the user may see a record that is not published (its staff, moderators, admins). */
export function maySeeUnpublished(user: AuthUser | undefined, organizationId: number): boolean {
  return user !== undefined && (user.organizationId === organizationId || allows(user, 'content.moderate'));
}
