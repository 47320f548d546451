import { isAllowed, type Action, type Actor, type Role } from '@hashar/common';
import { Forbidden } from '../errors';

/** The signed-in user as the policies see them (loaded on every authenticated request). */
export interface AuthUser extends Actor {
  id: number;
  role: Role;
  isProbono: boolean;
  leadsActiveGroup: boolean;
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
