import type { ReviewState } from './people';
import type { Page } from './lists';

/** Who wrote or receives a review: a user (volunteer, owner of an activity) or an organization. */
export interface ReviewParty {
  type: 'user' | 'organization';
  id: number;
  name: string;
  /** The organization's logo or the user's avatar thumbnail. */
  image: string | null;
}

/** The activity a review is about, with its public page (after the locale). */
export interface ReviewActivity {
  kind: string;
  id: number;
  title: string;
  page: string;
}

/** A review as the public block, the profile tabs and the back office read it. */
export interface ReviewDto {
  id: number;
  stars: number;
  text: string;
  status: ReviewState;
  createdAt: string;
  updatedAt: string;
  /** Until when its author may still edit it (REVIEW_LIMITS.editDays after it was written). */
  editableUntil: string;
  activity: ReviewActivity;
  author: ReviewParty;
  target: ReviewParty;
  /** The caller wrote it (or is staff of the organization that did): edit, no report. */
  isMine: boolean;
}

/** A review in the back office: an item of GET /api/admin/reviews, and GET/PUT /api/admin/reviews/:id. */
export interface ReviewAdminRow {
  id: number;
  stars: number;
  text: string;
  status: ReviewState;
  reportReason: string | null;
  reportedAt: string | null;
  createdAt: string;
  updatedAt: string;
  activityKind: string;
  activityId: number;
  /** In Russian; null when the activity is gone. */
  activityTitle: string | null;
  authorName: string | null;
  targetName: string | null;
  authorUserId: number | null;
  authorOrganizationId: number | null;
  targetUserId: number | null;
  targetOrganizationId: number | null;
  /** The list's default order: 0 reported, 1 published, 2 hidden. */
  priority: number;
}

/** GET /api/admin/reviews, with a Content-Range header. */
export type ReviewAdminList = ReviewAdminRow[];

/** Stars of published reviews: the average (null when none) and how many. */
export interface ReviewRating {
  average: number | null;
  count: number;
}

/** One review the caller can still write: a completed activity and the counterpart. */
export interface PendingReviewDto {
  activity: ReviewActivity;
  endedAt: string | null;
  target: ReviewParty;
}

/** Directions of GET /api/my/reviews. */
export const REVIEW_DIRECTIONS = ['received', 'given'] as const;
export type ReviewDirection = (typeof REVIEW_DIRECTIONS)[number];

/** The body of POST /api/reviews. */
export interface ReviewInput {
  activityKind: string;
  activityId: number;
  targetUserId?: number;
  targetOrganizationId?: number;
  stars: number;
  text: string;
}

/** GET /api/my/reviews: a page of reviews. */
export type ReviewPage = Page<ReviewDto>;

/** GET /api/reviews: a page of someone's published reviews, with their rating. */
export type RatedReviewPage = ReviewPage & { rating: ReviewRating };

/** GET /api/my/reviews/pending: a page of the reviews the caller still owes. */
export type PendingReviewPage = Page<PendingReviewDto>;

/** POST /api/reviews/:id/report: the review now reported by the caller. */
export interface ReviewReported {
  id: number;
  reported: true;
}
