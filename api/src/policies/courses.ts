import { Forbidden } from '../errors';
import { allows, type AuthUser } from './index';
import { assertManages, ownerFor, type Owner } from './ownership';

/** A course's owner columns (courses have no user owner: an organization, a group, or none for the platform). */
export interface CourseOwnerRow {
  organization_id: number | null;
  owner_group_id: number | null;
}

/** A course row's owner, as the ownership policy reads it. */
export const courseOwnerOf = (r: CourseOwnerRow): Owner => ({
  organizationId: r.organization_id,
  ownerUserId: null,
  ownerGroupId: r.owner_group_id,
});

/**
 * Who a new course of this account belongs to (and whose courses its list shows): the group of
 * `?group=` (403 unless the account leads that active group), else its organization; 403 for an
 * account with neither (a course has no user owner).
 */
export function courseOwnerFor(user: AuthUser, groupId: number | null): Owner {
  const owner = ownerFor(user, groupId);
  if (owner.ownerUserId !== null) throw Forbidden();
  return owner;
}

/** 404 unless the account manages the course (its organization's staff, its group's leaders); a platform course is no owner's. */
export function assertManagesCourse(user: AuthUser, row: CourseOwnerRow): void {
  assertManages(user, courseOwnerOf(row));
}

/** May upload a course's cover and attachments: an author of courses, or an admin (platform courses). */
export const mayUploadForCourses = (user: AuthUser | undefined): boolean => allows(user, 'course.create') || allows(user, 'content.edit');
