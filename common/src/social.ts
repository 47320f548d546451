import { ACTIVITY_KINDS, type ActivityKind } from './activities';
import type { Page } from './lists';
import type { EventCard } from './events';
import type { ProjectCard } from './projects';
import type { TaskCard } from './tasks';
import type { VacancyCard } from './vacancies';
import type { VisitCard } from './visits';

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

/** GET /api/favorites: a page of the caller's favorites of one kind, as that kind's public list shows them. */
export type FavoritePage = Page<EventCard | VisitCard | ProjectCard | TaskCard | VacancyCard>;

/** POST /api/favorites: the thing now among the caller's favorites. */
export interface FavoriteState {
  type: FavoriteType;
  id: number;
  isFavorite: boolean;
}
