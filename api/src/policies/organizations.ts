import { Forbidden } from '../errors';
import type { AuthUser } from './index';

/** The organization whose profile the caller edits: an organization account's own (owner or staff), else null. */
export function profileOrganizationOf(user: AuthUser | undefined): number | null {
  return user?.role === 'organization' && user.organizationId ? user.organizationId : null;
}

/**
 * The organization of a caller past a gate that let only an organization's staff through (the
 * CRM, event series, partnerships): 403 should a route ever lack that gate.
 */
export function staffOrganizationOf(user: Pick<AuthUser, 'organizationId'>): number {
  if (user.organizationId === null) throw Forbidden();
  return user.organizationId;
}

/** Whether the caller reads a document that is not public: the organization's own people. */
export const readsPrivateFilesOf = (user: AuthUser | undefined, organizationId: number): boolean =>
  profileOrganizationOf(user) === organizationId;
