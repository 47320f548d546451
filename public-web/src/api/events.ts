import type { CommentDto, DirectionDto, EventCard, FavoriteType, MyApplicationDto, Page, VisitCard } from '@hashar/common';
import type { ActivityDetailItem } from '../activity/shapes';
import type { Session } from '../session/SessionProvider';

/** The session's request(): Bearer token, page language, 401 handling. */
export type Request = Session['request'];
type Opts = { signal?: AbortSignal };

/** A group of events (GET /api/event-groups/:id). */
export interface EventGroupDto {
  id: number;
  title: string;
  description: string | null;
  organization: EventCard['organization'];
  events: EventCard[];
}

/** A region as GET /api/cities lists it. */
export interface RegionDto {
  id: number;
  nameRu: string;
  nameUz?: string | null;
}

/** Addresses of the public reads a page starts with (also preloaded with the page: pageData.ts). */
export const eventsPaths = {
  events: (query: string) => `/api/events?${query}`,
  /** `id` may be a route's `:id` placeholder (pageData.ts). */
  activity: (api: string, id: number | string) => `/api/${api}/${id}`,
  directions: '/api/reference/directions',
  regions: '/api/cities',
};

/** The public calls (docs/events-api.md), typed. */
export const eventsApi = {
  events: (request: Request, query: string, o: Opts = {}) => request<Page<EventCard>>(eventsPaths.events(query), o),
  group: (request: Request, id: number, o: Opts = {}) => request<EventGroupDto>(`/api/event-groups/${id}`, o),
  visits: (request: Request, query: string, o: Opts = {}) => request<Page<VisitCard>>(`/api/visits?${query}`, o),
  /** An activity of any kind: GET /api/<api>/:id (`api` from the kind's entry). */
  activity: (request: Request, api: string, id: number, o: Opts = {}) => request<ActivityDetailItem>(eventsPaths.activity(api, id), o),
  directions: (request: Request, o: Opts = {}) => request<{ data: DirectionDto[] }>(eventsPaths.directions, o),
  regions: (request: Request, o: Opts = {}) => request<{ data: RegionDto[] }>(eventsPaths.regions, o),

  apply: (request: Request, sessionId: number, message?: string) =>
    request<MyApplicationDto>(`/api/sessions/${sessionId}/apply`, { method: 'POST', body: message ? { message } : {} }),
  withdraw: (request: Request, applicationId: number) =>
    request<unknown>(`/api/applications/${applicationId}/withdraw`, { method: 'POST' }),

  comments: (request: Request, type: FavoriteType, id: number, page: number, o: Opts = {}) =>
    request<Page<CommentDto>>(`/api/comments?type=${type}&id=${id}&page=${page}`, o),
  addComment: (request: Request, type: FavoriteType, id: number, body: string) =>
    request<CommentDto>('/api/comments', { method: 'POST', body: { type, id, body } }),
  deleteComment: (request: Request, commentId: number) => request<unknown>(`/api/comments/${commentId}`, { method: 'DELETE' }),

  favorites: (request: Request, type: FavoriteType, page: number, o: Opts = {}) =>
    request<Page<EventCard | VisitCard>>(`/api/favorites?type=${type}&page=${page}`, o),
  addFavorite: (request: Request, type: FavoriteType, id: number) =>
    request<unknown>('/api/favorites', { method: 'POST', body: { type, id } }),
  removeFavorite: (request: Request, type: FavoriteType, id: number) =>
    request<unknown>(`/api/favorites/${type}/${id}`, { method: 'DELETE' }),
};
