import { ACTIVITY_KINDS, type ActivityKind } from './activities';
import type { Page } from './lists';

/** Favorites and comments on activities. */

/** Things a user can favorite / comment on: the activity kinds. */
export const FAVORITE_TYPES = ACTIVITY_KINDS;
export type FavoriteType = ActivityKind;

export interface CommentDto {
  id: number;
  body: string;
  createdAt: string;
  author: { id: number; name: string; logo: string };
  canDelete: boolean;
}

/** GET /api/comments: a page of comments. */
export type CommentPage = Page<CommentDto>;
