import { isAllowed, type Action, type Actor, type Role } from '@hashar/common';

/** The signed-in user as the policies see them (loaded on every authenticated request). */
export interface AuthUser extends Actor {
  id: number;
  role: Role;
  isProbono: boolean;
  leadsActiveGroup: boolean;
  /** The organization the user is staff of (organization accounts own one), if any. */
  organizationId: number | null;
  /** Active initiative groups the user leads or co-leads (their records are the user's to manage; a suspended group's are frozen). */
  ledGroupIds?: readonly number[];
  /** An admin made the user a news editor (the back office's news and sections, whatever the role). */
  isNewsEditor?: boolean;
  /** Id and expiry (seconds) of the access token used, for logout. */
  tokenId: string;
  tokenExp: number;
}

/** Whether the user may perform the action (DESIGN.md §3, table in common/roles.ts). */
export function allows(user: AuthUser | undefined, action: Action): boolean {
  return user !== undefined && isAllowed(user, action);
}
