import type { Page, PendingReviewDto, ReviewDirection, ReviewDto, ReviewInput, ReviewRating } from '@hashar/common';
import type { Session } from '../session/SessionProvider';

/** GET /api/reviews: a page of published reviews and the rating. */
export type PublicReviews = Page<ReviewDto> & { rating: ReviewRating };

/** The public reviews of an organization or a user. */
export function publicReviews(session: Session, about: { organizationId?: number; userId?: number }, page: number, signal?: AbortSignal) {
  const q = about.organizationId ? `organizationId=${about.organizationId}` : `userId=${about.userId ?? 0}`;
  return session.request<PublicReviews>(`/api/reviews?${q}&page=${page}&perPage=5`, { signal });
}

/** The caller's received or given reviews. */
export const myReviews = (session: Session, direction: ReviewDirection, page: number, signal?: AbortSignal) =>
  session.request<Page<ReviewDto>>(`/api/my/reviews?direction=${direction}&page=${page}`, { signal });

/** What the caller may still review. */
export const pendingReviews = (session: Session, page: number, signal?: AbortSignal) =>
  session.request<Page<PendingReviewDto>>(`/api/my/reviews/pending?page=${page}`, { signal });

/** Writes a review. */
export const createReview = (session: Session, input: ReviewInput) =>
  session.request<ReviewDto>('/api/reviews', { method: 'POST', body: input });

/** Edits a review (its author, within 7 days). */
export const updateReview = (session: Session, id: number, change: { stars: number; text: string }) =>
  session.request<ReviewDto>(`/api/reviews/${id}`, { method: 'PUT', body: change });

/** Reports a review to the moderators. */
export const reportReview = (session: Session, id: number, reason: string) =>
  session.request<{ id: number }>(`/api/reviews/${id}/report`, { method: 'POST', body: { reason } });
