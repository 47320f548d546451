import type { MyPublicationDto, NoticeState, Page, PublicationInput } from '@hashar/common';
import type { Request } from './organizer';
import { withGroup } from './client';

/** The author's publications (docs/news-api.md, `/api/my/posts`); `group`: an initiative group's. */
const BASE = '/api/my/posts';

export const publishApi = {
  /** A page of the caller's (or the group's) publications, every state, newest first. */
  list: (request: Request, params: { page: number; group: number | null }, signal?: AbortSignal) =>
    request<Page<MyPublicationDto>>(withGroup(`${BASE}?page=${params.page}`, params.group), { signal }),
  get: (request: Request, id: number, signal?: AbortSignal) =>
    request<{ data: MyPublicationDto }>(`${BASE}/${id}`, { signal }).then((r) => r.data),
  /** POST (new, `group`: owned by that group) or PUT (existing id). */
  save: (request: Request, id: number | null, body: PublicationInput, group: number | null) =>
    request<{ data: MyPublicationDto }>(id ? `${BASE}/${id}` : withGroup(BASE, group), { method: id ? 'PUT' : 'POST', body }).then(
      (r) => r.data,
    ),
  remove: (request: Request, id: number) => request<unknown>(`${BASE}/${id}`, { method: 'DELETE' }),
  /** An active notice → found or closed. */
  setState: (request: Request, id: number, state: Exclude<NoticeState, 'active'>) =>
    request<{ data: MyPublicationDto }>(`${BASE}/${id}/state`, { method: 'POST', body: { state } }).then((r) => r.data),
};
