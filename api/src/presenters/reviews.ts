import { REVIEW_LIMITS, type ReviewAdminRow, type ReviewDto, type ReviewParty, type ReviewState } from '@hashar/common';
import type { AuthUser } from '../policies';
import { activityPageOf } from '../activities/registry';

/** A review read with services/reviews/read.ts REVIEW_COLUMNS. */
export interface ReviewRow {
  id: number;
  stars: number;
  text: string;
  status: ReviewState;
  created_at: Date;
  updated_at: Date;
  activity_kind: string;
  activity_id: number;
  title: string | null;
  author_user_id: number | null;
  author_organization_id: number | null;
  author_name: string | null;
  author_image: string | null;
  target_user_id: number | null;
  target_organization_id: number | null;
  target_name: string | null;
  target_image: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Until when the author may edit a review written at `createdAt`. */
export const editableUntil = (createdAt: Date): Date => new Date(createdAt.getTime() + REVIEW_LIMITS.editDays * DAY_MS);

/** Whether the account wrote the review: its writer, or staff of the organization that wrote it. */
export function isAuthor(
  user: Pick<AuthUser, 'id' | 'organizationId'> | undefined,
  r: Pick<ReviewRow, 'author_user_id' | 'author_organization_id'>,
): boolean {
  if (!user) return false;
  if (r.author_organization_id !== null) return r.author_organization_id === user.organizationId;
  return r.author_user_id === user.id;
}

function party(organizationId: number | null, userId: number | null, name: string | null, image: string | null): ReviewParty {
  return organizationId !== null
    ? { type: 'organization', id: organizationId, name: name ?? '', image }
    : { type: 'user', id: userId ?? 0, name: name ?? '', image };
}

/** The review as the API answers it. */
export function presentReview(r: ReviewRow, user: AuthUser | undefined): ReviewDto {
  return {
    id: r.id,
    stars: r.stars,
    text: r.text,
    status: r.status,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
    editableUntil: editableUntil(new Date(r.created_at)).toISOString(),
    activity: { kind: r.activity_kind, id: r.activity_id, title: r.title ?? '', page: activityPageOf(r.activity_kind, r.activity_id) },
    author: party(r.author_organization_id, r.author_user_id, r.author_name, r.author_image),
    target: party(r.target_organization_id, r.target_user_id, r.target_name, r.target_image),
    isMine: isAuthor(user, r),
  };
}

/** A back-office row as services/reviews/adminList.ts reads it: the answer's fields, times as the driver gives them. */
export type ReviewAdminSqlRow = Omit<ReviewAdminRow, 'reportedAt' | 'createdAt' | 'updatedAt'> & {
  reportedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

/** A review in the back office (times as ISO strings). */
export function presentReviewAdmin(r: ReviewAdminSqlRow): ReviewAdminRow {
  return {
    ...r,
    reportedAt: r.reportedAt ? new Date(r.reportedAt).toISOString() : null,
    createdAt: new Date(r.createdAt).toISOString(),
    updatedAt: new Date(r.updatedAt).toISOString(),
  };
}
