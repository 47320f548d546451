import type { Page, PublicationCard, PublicationDto } from '@hashar/common';
import type { Request } from './events';

type Opts = { signal?: AbortSignal };

/** The public publication calls (docs/news-api.md), typed. */
export const postsApi = {
  /** `query`: kind, region, tag, q, page, perPage. Active notices come first. */
  list: (request: Request, query: string, o: Opts = {}) => request<Page<PublicationCard>>(`/api/posts${query ? `?${query}` : ''}`, o),
  detail: (request: Request, id: number, o: Opts = {}) => request<{ data: PublicationDto }>(`/api/posts/${id}`, o),
};
