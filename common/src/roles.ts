/** Role strings stored in User.role (DESIGN.md §3; spellings from the spec). */
export const ROLES = ['admin', 'moderator', 'volon', 'organization', 'bussines', 'partner', 'trainee'] as const;
export type Role = (typeof ROLES)[number];

/** Roles allowed into the back office at /admin. */
export const BACKOFFICE_ROLES: readonly Role[] = ['admin', 'moderator'];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** The admin flag is true only when the role equals admin (spec §6). */
export function isAdmin(role: string | null | undefined): boolean {
  return role === 'admin';
}
