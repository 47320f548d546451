import type { AuthUser } from './index';

/** The organization whose profile the caller edits: an organization account's own (owner or staff), else null. */
export function profileOrganizationOf(user: AuthUser | undefined): number | null {
  return user?.role === 'organization' && user.organizationId ? user.organizationId : null;
}

/** Whether the caller reads a document that is not public: the organization's own people. */
export const readsPrivateFilesOf = (user: AuthUser | undefined, organizationId: number): boolean =>
  profileOrganizationOf(user) === organizationId;
